import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { printDateLine } from '../../../src/page/print.ts';

describe('the printout (issue 32)', () => {
  it("dates itself 'Utskrift dd.mm.yyyy' (spec §9's date format)", () => {
    expect(printDateLine(new Date(2026, 0, 5, 23, 59))).toBe('Utskrift 05.01.2026');
  });

  it('holds print rules only: the screen keeps its look', () => {
    const css = readFileSync(new URL('../../../src/page/print.css', import.meta.url), 'utf8');
    expect(css).toContain('@media print');
    const utenfor = css
      .replace(/\/\*[\s\S]*?\*\//g, '')
      .replace(/@media print\s*\{(?:[^{}]*\{[^{}]*\})*[^{}]*\}/g, '')
      .trim();
    expect(utenfor).toBe('');
  });
});
