import { describe, expect, it } from 'vitest';
import { avtaleBolker, formatAntall, FORSTE_BOLK } from '../../../../src/screens/oversikt/avtale-bolker.ts';

const liste = (n: number) => Array.from({ length: n }, (_, i) => i);

describe('avtaleBolker', () => {
  it('keeps up to 15 agreements in one batch: no Vis alle for three more cards', () => {
    expect(avtaleBolker(liste(15), 150)).toEqual([liste(15)]);
    expect(avtaleBolker([], 150)).toEqual([[]]);
  });

  it('shows the first 12 of a larger account first, then batches in order', () => {
    expect(FORSTE_BOLK).toBe(12);
    const bolker = avtaleBolker(liste(16), 150);
    expect(bolker).toEqual([liste(12), [12, 13, 14, 15]]);
    const store = avtaleBolker(liste(10_000), 150);
    expect(store[0]).toHaveLength(12);
    expect(store.slice(1).every((bolk) => bolk.length <= 150)).toBe(true);
    expect(store.flat()).toEqual(liste(10_000));
  });
});

describe('formatAntall', () => {
  it('groups thousands with a no-break space, as nb-NO does', () => {
    expect(formatAntall(12)).toBe('12');
    expect(formatAntall(1000)).toBe('1\u00a0000');
    expect(formatAntall(10_000)).toBe(new Intl.NumberFormat('nb-NO').format(10_000));
    expect(formatAntall(1_234_567)).toBe('1\u00a0234\u00a0567');
  });
});
