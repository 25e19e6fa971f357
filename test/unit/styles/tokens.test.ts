// Spec §9's motion timings and spacing scale, as the tokens every stylesheet reads
// (src/styles/tokens.css): each private --_kfp-* alias takes a bank's --kfp-* value, or the spec's.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const tokens = readFileSync(new URL('../../../src/styles/tokens.css', import.meta.url), 'utf8');

/** The default of each `--_kfp-<prefix>-N: var(--kfp-<prefix>-N, default)` line, by N. */
function standarder(prefix: string): Map<string, string> {
  const found = new Map<string, string>();
  const linje = new RegExp(`--_kfp-${prefix}-(\\d+):\\s*var\\(--kfp-${prefix}-(\\d+),\\s*([^)]+)\\)`, 'g');
  for (const [, navn = '', offentlig, standard = ''] of tokens.matchAll(linje)) {
    expect(offentlig, `--_kfp-${prefix}-${navn} reads its own public name`).toBe(navn);
    found.set(navn, standard.trim());
  }
  return found;
}

/** A CSS length in px (rem at the browser's 16 px). */
function px(lengde: string): number {
  if (lengde === '0') return 0;
  const match = /^(\d+(?:\.\d+)?)(rem|px)$/.exec(lengde);
  if (!match) throw new Error(`not a length: ${lengde}`);
  return Number(match[1]) * (match[2] === 'rem' ? 16 : 1);
}

describe('tokens.css against spec §9', () => {
  it('motion timings are 75, 100, 150, 250 and 400 ms, each token named after its value', () => {
    const motion = standarder('motion');
    expect([...motion.keys()]).toEqual(['75', '100', '150', '250', '400']);
    for (const [navn, standard] of motion) expect(standard, `--_kfp-motion-${navn}`).toBe(`${navn}ms`);
  });

  it('the spacing scale is 0, 16, 24, 40, 64, 104 and 168 px, each token named after its value', () => {
    const space = standarder('space');
    for (const [navn, standard] of space) expect(px(standard), `--_kfp-space-${navn}`).toBe(Number(navn));
    const skala = [...space.keys()].map(Number).filter((verdi) => verdi === 0 || verdi >= 16);
    expect(skala).toEqual([0, 16, 24, 40, 64, 104, 168]);
    // Below 16 px only the fine-detail steps, none in between the scale's steps.
    expect([...space.keys()].map(Number).filter((verdi) => verdi > 0 && verdi < 16)).toEqual([4, 8, 12]);
  });
});
