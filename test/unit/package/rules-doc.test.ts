// @vitest-environment node
// docs/rules.md indexes the spec's rules to the files and tests that hold them (issue 37): a path it
// names that no longer exists would send a newcomer nowhere, so each one must exist.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = process.cwd();

/** The repository paths named in backticks: `src/…`, `test/…`, `elements/…`, `scripts/…`, `demo/…`. */
export function stier(text: string): string[] {
  return [...new Set([...text.matchAll(/`((?:src|test|elements|scripts|demo|bench)\/[^`\s]+)`/g)].map((match) => match[1]!))];
}

describe('docs/rules.md', () => {
  const text = readFileSync(join(root, 'docs/rules.md'), 'utf8');

  it('names only files that exist', () => {
    const named = stier(text);
    expect(named.length, 'the paths docs/rules.md names').toBeGreaterThan(100);
    expect(named.filter((path) => !existsSync(join(root, path)))).toEqual([]);
  });

  it("has a section for each of the spec's nine sections, each with source files and tests", () => {
    const deler = text.split(/^## /m).slice(1);
    expect(deler.map((del) => /^§(\d+)/.exec(del)?.[1])).toEqual(['1', '2', '3', '4', '5', '6', '7', '8', '9']);
    for (const del of deler) {
      expect(
        stier(del).some((path) => path.startsWith('src/') || path.startsWith('elements/')),
        del.slice(0, 40),
      ).toBe(true);
      expect(
        stier(del).some((path) => path.startsWith('test/')),
        del.slice(0, 40),
      ).toBe(true);
    }
  });

  it('finds a path that does not exist', () => {
    expect(
      stier('a `src/format/url.ts` and `test/unit/finnes-ikke.test.ts`, not `kfp.js`').filter((path) => !existsSync(join(root, path))),
    ).toEqual(['test/unit/finnes-ikke.test.ts']);
  });
});
