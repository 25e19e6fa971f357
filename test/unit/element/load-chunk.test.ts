import { describe, expect, it, vi } from 'vitest';
import { READY as KLAR_I_BYGGET } from '../../../scripts/merge-chunks.mjs';
import { chunkUrl, READY, loadChunk, specifierOf } from '../../../src/element/load-chunk.ts';

/** The build's `()=>import('./chunk-X.js')`: its source names the chunk, calling it loads the plain URL through `importer`. */
function forst(spesifikator: string, importer: (url: string) => Promise<unknown>): () => Promise<unknown> {
  return Object.assign(() => importer(chunkUrl(spesifikator, BASE)), { toString: () => `()=>import("${spesifikator}")` });
}

const BASE = 'https://bank.example/cms/kfp/kfp.js?v=2026-11#x';

describe('lazy chunks (issue 20, issue 23 point 1)', () => {
  it('resolve beside the importing file, without its query or fragment; a retry gets ?retry=n', () => {
    expect(chunkUrl('./chunk-A.js', BASE)).toBe('https://bank.example/cms/kfp/chunk-A.js');
    expect(chunkUrl('./chunk-A.js', 'https://bank.example/cms/kfp/chunk-B.js?retry=3', 2)).toBe(
      'https://bank.example/cms/kfp/chunk-A.js?retry=2',
    );
  });

  it("reads the chunk's name from the build's import", () => {
    expect(specifierOf(() => Promise.resolve())).toBeUndefined();
    expect(specifierOf(Object.assign(() => Promise.resolve(), { toString: () => "()=>import('./chunk-E.js')" }))).toBe('./chunk-E.js');
  });

  it('a failed load is tried once more under a fresh URL; callers share one load', async () => {
    const importer = vi.fn(async (url: string) => {
      if (!url.includes('retry')) throw new TypeError('Importing a module script failed.');
      return { url };
    });
    const [a, b] = await Promise.all([
      loadChunk(forst('./chunk-C.js', importer), BASE, importer),
      loadChunk(forst('./chunk-C.js', importer), BASE, importer),
    ]);
    expect(a).toBe(b);
    expect(importer.mock.calls.map(([url]) => url)).toEqual([
      'https://bank.example/cms/kfp/chunk-C.js',
      expect.stringMatching(/chunk-C\.js\?retry=\d+$/),
    ]);
    // Loaded: the next caller gets the same module without a request.
    expect(await loadChunk(forst('./chunk-C.js', importer), BASE, importer)).toBe(a);
    expect(importer).toHaveBeenCalledTimes(2);
  });

  it('after two failures it rejects, and the next call (Prøv igjen) loads afresh', async () => {
    let svar = 0;
    const importer = vi.fn(async (url: string) => {
      svar += 1;
      if (svar <= 2) throw new TypeError(`nede: ${url}`);
      return { svar };
    });
    await expect(loadChunk(forst('./chunk-D.js', importer), BASE, importer)).rejects.toThrow(/nede: .*chunk-D\.js\?retry=\d+/);
    expect(await loadChunk(forst('./chunk-D.js', importer), BASE, importer)).toEqual({ svar: 3 });
  });

  it("hands on what a chunk's ready-promise gives (a chunk that needs others has no top-level await)", async () => {
    expect(READY).toBe(KLAR_I_BYGGET);
    const eksporter = { Skjerm: () => null };
    const importer = vi.fn(async () => ({ [READY]: Promise.resolve(eksporter) }));
    expect(await loadChunk(forst('./chunk-F.js', importer), BASE, importer)).toBe(eksporter);
    // A chunk without READY (it needs no other chunk) is handed on as it is.
    const modul = { a: 1 };
    expect(
      await loadChunk(
        forst('./chunk-G.js', async () => modul),
        BASE,
        async () => modul,
      ),
    ).toBe(modul);
  });

  it('a chunk whose ready-promise fails (a chunk it needs did not load) is tried once more under a fresh URL', async () => {
    // The chunk it needs fails later (a request, and the loader's own retry of it), never in the chunk's own task.
    const importer = vi.fn(async (url: string) => ({
      [READY]: url.includes('retry')
        ? Promise.resolve({ url })
        : new Promise((_, reject) => setTimeout(() => reject(new TypeError('Importing a module script failed.')), 10)),
    }));
    const svar = (await loadChunk(forst('./chunk-H.js', importer), BASE, importer)) as { url: string };
    expect(svar.url).toMatch(/chunk-H\.js\?retry=\d+$/);
  });
});

describe('one chunk evaluated per task (issue 35)', () => {
  it("hands a chunk's exports on in a task after the one it came in, so what it starts is not appended to it", async () => {
    const hendelser: string[] = [];
    let sammeOppgave = false;
    const importer = async () => {
      hendelser.push('in');
      // A timer set as the chunk comes in: it has run before the exports are handed on only if the loader yielded.
      sammeOppgave = true;
      setTimeout(() => (sammeOppgave = false));
      return { [READY]: Promise.resolve({ navn: 'M' }) };
    };
    const modul = await loadChunk(Object.assign(importer, { toString: () => '()=>import("./chunk-M.js")' }), BASE).then((eksporter) => {
      hendelser.push(sammeOppgave ? 'handed on in the same task' : 'handed on in a later task');
      return eksporter;
    });
    expect(modul).toEqual({ navn: 'M' });
    expect(hendelser).toEqual(['in', 'handed on in a later task']);
  });
});
