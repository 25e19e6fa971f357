// @vitest-environment node
// docs/host-page.md's "Caching" lets a CDN keep hashed chunks for good, so a chunk's name must change
// whenever its content does, including the build's registry key that merge-chunks writes into it.
import { describe, expect, it } from 'vitest';
import { navnEtterInnhold } from '../../../scripts/merge-chunks.mjs';

/** A rollup-like output: the entry and two lazy chunks, A importing B. */
function output(key: string) {
  const chunk = (fileName: string, code: string, imports: string[] = []) => ({
    type: 'chunk' as const,
    fileName,
    code,
    imports,
    dynamicImports: [] as string[],
    map: { file: fileName },
  });
  return [
    chunk('kfp.js', `${key};load('./chunk-AAAAAAAA.js')`),
    chunk('chunk-AAAAAAAA.js', `${key};import('./chunk-BBBBBBBB.js')`, ['chunk-BBBBBBBB.js']),
    chunk('chunk-BBBBBBBB.js', `${key};b`),
  ];
}

describe('lazy chunks named after their content (scripts/merge-chunks.mjs)', () => {
  it('renames every lazy chunk and every reference to it, and keeps the entry', () => {
    const out = output('k1');
    navnEtterInnhold(out, 'kfp.js', 'k1');
    const [entry, a, b] = out;
    expect(entry!.fileName).toBe('kfp.js');
    expect(a!.fileName).toMatch(/^chunk-[A-Za-z0-9_-]{8}\.js$/);
    expect(a!.fileName).not.toBe('chunk-AAAAAAAA.js');
    expect(entry!.code).toBe(`k1;load('./${a!.fileName}')`);
    expect(a!.code).toBe(`k1;import('./${b!.fileName}')`);
    expect(a!.imports).toEqual([b!.fileName]);
    expect(a!.map?.file).toBe(a!.fileName);
  });

  it('gives a chunk rollup named the same a new name when the build key differs, the same when not', () => {
    const first = output('k1');
    const again = output('k1');
    const next = output('k2');
    navnEtterInnhold(first, 'kfp.js', 'k1');
    navnEtterInnhold(again, 'kfp.js', 'k1');
    navnEtterInnhold(next, 'kfp.js', 'k2');
    expect(again.map((chunk) => chunk.fileName)).toEqual(first.map((chunk) => chunk.fileName));
    expect(next[1]!.fileName).not.toBe(first[1]!.fileName);
    expect(next[2]!.fileName).not.toBe(first[2]!.fileName);
  });
});
