import { describe, expect, it, vi } from 'vitest';
import { chunkUrl, lastChunk } from '../../../src/element/last-chunk.ts';

const BASE = 'https://bank.example/cms/kfp/kfp.js?v=2026-11#x';

describe('lazy chunks (issue 20, issue 23 point 1)', () => {
  it('resolve beside the importing file, without its query or fragment; a retry gets ?retry=n', () => {
    expect(chunkUrl('./chunk-A.js', BASE)).toBe('https://bank.example/cms/kfp/chunk-A.js');
    expect(chunkUrl('./chunk-A.js', 'https://bank.example/cms/kfp/chunk-B.js?retry=3', 2)).toBe('https://bank.example/cms/kfp/chunk-A.js?retry=2');
  });

  it('a failed load is tried once more under a fresh URL; callers share one load', async () => {
    const importer = vi.fn(async (url: string) => {
      if (!url.includes('retry')) throw new TypeError('Importing a module script failed.');
      return { url };
    });
    const [a, b] = await Promise.all([lastChunk('./chunk-C.js', BASE, importer), lastChunk('./chunk-C.js', BASE, importer)]);
    expect(a).toBe(b);
    expect(importer.mock.calls.map(([url]) => url)).toEqual(['https://bank.example/cms/kfp/chunk-C.js', expect.stringMatching(/chunk-C\.js\?retry=\d+$/)]);
    // Loaded: the next caller gets the same module without a request.
    expect(await lastChunk('./chunk-C.js', BASE, importer)).toBe(a);
    expect(importer).toHaveBeenCalledTimes(2);
  });

  it('after two failures it rejects, and the next call (Prøv igjen) loads afresh', async () => {
    let svar = 0;
    const importer = vi.fn(async (url: string) => {
      svar += 1;
      if (svar <= 2) throw new TypeError(`nede: ${url}`);
      return { svar };
    });
    await expect(lastChunk('./chunk-D.js', BASE, importer)).rejects.toThrow(/nede: .*chunk-D\.js\?retry=\d+/);
    expect(await lastChunk('./chunk-D.js', BASE, importer)).toEqual({ svar: 3 });
  });
});
