import { describe, expect, it } from 'vitest';
import { avstand, naermeste } from '../../../../src/page/redaktor/naermeste.ts';

describe('avstand', () => {
  it('counts insertions, deletions and substitutions', () => {
    expect(avstand('distributer', 'distributor')).toBe(1);
    expect(avstand('kfp-oversigt', 'kfp-oversikt')).toBe(1);
    expect(avstand('heading-levl', 'heading-level')).toBe(1);
    expect(avstand('heading-level', 'heading-levl')).toBe(1);
    expect(avstand('no-chrom', 'no-chrome')).toBe(1);
    expect(avstand('kitten', 'sitting')).toBe(3);
    expect(avstand('', 'abc')).toBe(3);
    expect(avstand('abc', '')).toBe(3);
    expect(avstand('', '')).toBe(0);
  });

  it('counts two neighbours swapped as one edit', () => {
    expect(avstand('hvor-fornyod', 'hvor-fornoyd')).toBe(1);
    expect(avstand('ab', 'ba')).toBe(1);
    expect(avstand('abcd', 'acbd')).toBe(1);
    // Only neighbours: a swap is no shortcut for other letters (optimal string alignment).
    expect(avstand('abcd', 'wxyz')).toBe(4);
    expect(avstand('abab', 'baba')).toBe(2);
    expect(avstand('ca', 'abc')).toBe(3);
    expect(avstand('xab', 'yba')).toBe(2);
  });

  it('ignores case', () => {
    expect(avstand('Distributor', 'distributor')).toBe(0);
    expect(avstand('HASDIREKTEINNLOGGING', 'hasDirekteinnlogging')).toBe(0);
  });
});

describe('naermeste', () => {
  const nokler = ['unauthorizedUrl', 'distributor', 'meldSkadeUrl', 'skadesakerUrl', 'skadesakerJumpUrl'];

  it('names the candidate a slip was meant to be', () => {
    expect(naermeste('distributer', nokler)).toBe('distributor');
    expect(naermeste('skadesakerUrll', nokler)).toBe('skadesakerUrl');
    expect(naermeste('hvor-fornoid', ['fikk-du-gjort', 'hvor-fornoyd'])).toBe('hvor-fornoyd');
    expect(naermeste('Distributor', nokler)).toBe('distributor');
  });

  it('names none when nothing is near', () => {
    expect(naermeste('farge', nokler)).toBeUndefined();
    expect(naermeste('xyz', ['abc'])).toBeUndefined();
    expect(naermeste('anything', [])).toBeUndefined();
  });

  it('allows two edits in a short word and a third of a long one', () => {
    expect(naermeste('ab', ['xy'])).toBe('xy');
    expect(naermeste('abc', ['xyz'])).toBeUndefined();
    // 12 letters: 4 edits allowed, 5 not.
    expect(naermeste('abcdefghijkl', ['abcdefghwxyz'])).toBe('abcdefghwxyz');
    expect(naermeste('abcdefghijkl', ['abcdefgvwxyz'])).toBeUndefined();
  });

  it('takes the nearest, and the first of equals', () => {
    expect(naermeste('skadesakerUrl2', ['skadesakerUrl23', 'skadesakerUrl'])).toBe('skadesakerUrl23');
    expect(naermeste('bac', ['abc', 'bca', 'bad'])).toBe('abc');
    expect(naermeste('skadesakerJumpUr', nokler)).toBe('skadesakerJumpUrl');
  });

  it('names none for a word that is a candidate', () => {
    expect(naermeste('distributor', nokler)).toBeUndefined();
  });
});
