// The named equivalent mutants of `npm run mutate` must keep pointing at code that exists: a
// renamed or rewritten line would otherwise leave a stale excuse, or silently stop excusing.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { equivalents } from '../../../stryker.equivalents.mjs';
import config from '../../../stryker.config.mjs';

const occurrences = (text: string, code: string) => text.split(code).length - 1;

describe('the named equivalent mutants (stryker.equivalents.mjs)', () => {
  it.each(equivalents.map((equivalent) => [equivalent.file, equivalent.within ?? equivalent.code, equivalent] as const))(
    '%s: %s is there once',
    (file, code, equivalent) => {
      const text = readFileSync(new URL(`../../../${file}`, import.meta.url), 'utf8');
      expect(occurrences(text, code)).toBe(1);
      if (equivalent.within !== undefined) expect(equivalent.within).toContain(equivalent.code);
    },
  );

  it('name only modules that are mutated, each with a reason', () => {
    for (const equivalent of equivalents) {
      expect(config.mutate).toContain(equivalent.file);
      expect(equivalent.reason.length).toBeGreaterThan(40);
    }
  });
});
