import { describe, expect, it } from 'vitest';
import { editDistance, nearest } from '../../../../src/page/redaktor/nearest.ts';

describe('editDistance', () => {
  it('counts insertions, deletions and substitutions', () => {
    expect(editDistance('distributer', 'distributor')).toBe(1);
    expect(editDistance('kfp-oversigt', 'kfp-oversikt')).toBe(1);
    expect(editDistance('heading-levl', 'heading-level')).toBe(1);
    expect(editDistance('heading-level', 'heading-levl')).toBe(1);
    expect(editDistance('no-chrom', 'no-chrome')).toBe(1);
    expect(editDistance('kitten', 'sitting')).toBe(3);
    expect(editDistance('', 'abc')).toBe(3);
    expect(editDistance('abc', '')).toBe(3);
    expect(editDistance('', '')).toBe(0);
  });

  it('counts two neighbours swapped as one edit', () => {
    expect(editDistance('hvor-fornyod', 'hvor-fornoyd')).toBe(1);
    expect(editDistance('ab', 'ba')).toBe(1);
    expect(editDistance('abcd', 'acbd')).toBe(1);
    // Only neighbours: a swap is no shortcut for other letters (optimal string alignment).
    expect(editDistance('abcd', 'wxyz')).toBe(4);
    expect(editDistance('abab', 'baba')).toBe(2);
    expect(editDistance('ca', 'abc')).toBe(3);
    expect(editDistance('xab', 'yba')).toBe(2);
  });

  it('ignores case', () => {
    expect(editDistance('Distributor', 'distributor')).toBe(0);
    expect(editDistance('HASDIREKTEINNLOGGING', 'hasDirekteinnlogging')).toBe(0);
  });
});

describe('nearest', () => {
  const nokler = ['unauthorizedUrl', 'distributor', 'meldSkadeUrl', 'skadesakerUrl', 'skadesakerJumpUrl'];

  it('names the candidate a slip was meant to be', () => {
    expect(nearest('distributer', nokler)).toBe('distributor');
    expect(nearest('skadesakerUrll', nokler)).toBe('skadesakerUrl');
    expect(nearest('hvor-fornoid', ['fikk-du-gjort', 'hvor-fornoyd'])).toBe('hvor-fornoyd');
    expect(nearest('Distributor', nokler)).toBe('distributor');
  });

  it('names none when nothing is near', () => {
    expect(nearest('farge', nokler)).toBeUndefined();
    expect(nearest('xyz', ['abc'])).toBeUndefined();
    expect(nearest('anything', [])).toBeUndefined();
  });

  it('allows two edits in a short word and a third of a long one', () => {
    expect(nearest('ab', ['xy'])).toBe('xy');
    expect(nearest('abc', ['xyz'])).toBeUndefined();
    // 12 letters: 4 edits allowed, 5 not.
    expect(nearest('abcdefghijkl', ['abcdefghwxyz'])).toBe('abcdefghwxyz');
    expect(nearest('abcdefghijkl', ['abcdefgvwxyz'])).toBeUndefined();
  });

  it('takes the nearest, and the first of equals', () => {
    expect(nearest('skadesakerUrl2', ['skadesakerUrl23', 'skadesakerUrl'])).toBe('skadesakerUrl23');
    expect(nearest('bac', ['abc', 'bca', 'bad'])).toBe('abc');
    expect(nearest('skadesakerJumpUr', nokler)).toBe('skadesakerJumpUrl');
  });

  it('names none for a word that is a candidate', () => {
    expect(nearest('distributor', nokler)).toBeUndefined();
  });
});
