import { describe, expect, it } from 'vitest';
import { formatKroner, formatKronerPerAar, formatKronerPerMaaned } from '../../../src/format/currency';

const NBSP = '\u00A0';
const MINUS = '\u2212';

function kodepunkter(tekst: string): string[] {
  return Array.from(tekst, (tegn) => `U+${tegn.codePointAt(0)?.toString(16).toUpperCase().padStart(4, '0')}`);
}

describe('formatKroner', () => {
  it('writes whole kroner without decimals, with U+00A0 before kr', () => {
    expect(formatKroner(1234)).toBe(`1${NBSP}234${NBSP}kr`);
    expect(kodepunkter(formatKroner(1234))).toEqual(['U+0031', 'U+00A0', 'U+0032', 'U+0033', 'U+0034', 'U+00A0', 'U+006B', 'U+0072']);
  });

  it('writes exactly two decimals when there are øre', () => {
    expect(formatKroner(1234.5)).toBe(`1${NBSP}234,50${NBSP}kr`);
    expect(formatKroner(0.05)).toBe(`0,05${NBSP}kr`);
    expect(formatKroner(99.99)).toBe(`99,99${NBSP}kr`);
  });

  it('rounds to whole øre before deciding on decimals', () => {
    expect(formatKroner(1234.999)).toBe(`1${NBSP}235${NBSP}kr`);
    expect(formatKroner(10.004)).toBe(`10${NBSP}kr`);
    expect(formatKroner(0.125)).toBe(`0,13${NBSP}kr`);
    expect(formatKroner(-0.125)).toBe(`${MINUS}0,13${NBSP}kr`);
  });

  it('writes zero as 0 kr, also for -0 and amounts that round to zero', () => {
    expect(formatKroner(0)).toBe(`0${NBSP}kr`);
    expect(formatKroner(-0)).toBe(`0${NBSP}kr`);
    expect(formatKroner(-0.001)).toBe(`0${NBSP}kr`);
  });

  it('writes negative amounts with the U+2212 minus sign', () => {
    expect(formatKroner(-250)).toBe(`${MINUS}250${NBSP}kr`);
    expect(formatKroner(-1234.5)).toBe(`${MINUS}1${NBSP}234,50${NBSP}kr`);
    expect(formatKroner(-250).startsWith('-')).toBe(false);
  });

  it('groups large amounts', () => {
    expect(formatKroner(1234567)).toBe(`1${NBSP}234${NBSP}567${NBSP}kr`);
    expect(formatKroner(1000000000.1)).toBe(`1${NBSP}000${NBSP}000${NBSP}000,10${NBSP}kr`);
    expect(formatKroner(Number.MAX_SAFE_INTEGER)).toBe(`9${NBSP}007${NBSP}199${NBSP}254${NBSP}740${NBSP}991${NBSP}kr`);
  });

  it('writes amounts from 1e21 up (which String writes in exponent form) digit by digit, as Intl does', () => {
    const grupper = (siffer: string) => siffer.replace(/\B(?=(\d{3})+$)/g, NBSP);
    expect(formatKroner(1e22)).toBe(`10${NBSP}000${NBSP}000${NBSP}000${NBSP}000${NBSP}000${NBSP}000${NBSP}000${NBSP}kr`);
    expect(formatKroner(1.5e21)).toBe(`1${NBSP}500${NBSP}000${NBSP}000${NBSP}000${NBSP}000${NBSP}000${NBSP}000${NBSP}kr`);
    expect(formatKroner(-1.2345678901234568e25)).toBe(
      `${MINUS}12${NBSP}345${NBSP}678${NBSP}901${NBSP}234${NBSP}568${NBSP}000${NBSP}000${NBSP}000${NBSP}kr`,
    );
    expect(formatKroner(1e300)).toBe(`${grupper(`1${'0'.repeat(300)}`)}${NBSP}kr`);
  });

  it('writes the øre of the shortest decimal that reads back as the amount, not of its binary expansion', () => {
    // 654517412185669.1 is stored as 654517412185669.125; toFixed(2) would write ",13".
    expect(formatKroner(654517412185669.1)).toBe(`654${NBSP}517${NBSP}412${NBSP}185${NBSP}669,10${NBSP}kr`);
    expect(formatKroner(1e15 + 0.5)).toBe(`1${NBSP}000${NBSP}000${NBSP}000${NBSP}000${NBSP}000,50${NBSP}kr`);
    expect(formatKroner(1234.56)).toBe(`1${NBSP}234,56${NBSP}kr`);
    expect(formatKroner(0.1)).toBe(`0,10${NBSP}kr`);
  });

  it('does not group below a thousand', () => {
    expect(formatKroner(999)).toBe(`999${NBSP}kr`);
  });

  it('gives an empty string for NaN and Infinity', () => {
    expect(formatKroner(Number.NaN)).toBe('');
    expect(formatKroner(Number.POSITIVE_INFINITY)).toBe('');
    expect(formatKroner(Number.NEGATIVE_INFINITY)).toBe('');
  });

  it('never contains an ordinary space', () => {
    expect(formatKroner(-1234567.89)).not.toContain(' ');
  });
});

describe('formatKronerPerMaaned', () => {
  it('uses the suffix kr/md after U+00A0', () => {
    expect(formatKronerPerMaaned(349)).toBe(`349${NBSP}kr/md`);
    expect(formatKronerPerMaaned(1299.9)).toBe(`1${NBSP}299,90${NBSP}kr/md`);
    expect(formatKronerPerMaaned(0)).toBe(`0${NBSP}kr/md`);
    expect(formatKronerPerMaaned(Number.NaN)).toBe('');
  });
});

describe('formatKronerPerAar', () => {
  it('uses the suffix kr/år after U+00A0', () => {
    expect(formatKronerPerAar(4188)).toBe(`4${NBSP}188${NBSP}kr/år`);
    expect(formatKronerPerAar(-12.5)).toBe(`${MINUS}12,50${NBSP}kr/år`);
    expect(formatKronerPerAar(0)).toBe(`0${NBSP}kr/år`);
  });
});

describe('formatKroner against Intl.NumberFormat', () => {
  // The digits are written by hand (Intl's first use costs the first screen 30–45 ms of a phone's
  // CPU); they must stay exactly what Intl.NumberFormat('nb-NO') writes.
  const hele = new Intl.NumberFormat('nb-NO');
  const medOre = new Intl.NumberFormat('nb-NO', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  const somIntl = (amount: number) => {
    const ore = Math.round(Math.abs(amount) * 100);
    const value = (Number.isFinite(ore) ? (Math.sign(amount) * ore) / 100 : amount) + 0;
    return `${Number.isInteger(value) ? hele.format(value) : medOre.format(value)}${NBSP}kr`;
  };

  it('writes the same as Intl for amounts of every size, whole and with øre, positive and negative', () => {
    let seed = 7;
    const tilfeldig = () => {
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      return seed / 2 ** 31;
    };
    const amounts = [
      0,
      0.004,
      0.005,
      0.01,
      0.1,
      0.995,
      1,
      9.995,
      999.995,
      1000,
      999999.999,
      1e15,
      1e15 + 0.5,
      2 ** 53,
      1e21,
      1.5e21,
      1.2345678901234568e25,
      1e300,
    ];
    for (let i = 0; i < 4000; i++) {
      const digits = Math.floor(tilfeldig() * 16);
      const amount = Math.round(tilfeldig() * 10 ** digits) / (tilfeldig() < 0.5 ? 1 : 100) + (tilfeldig() < 0.2 ? tilfeldig() : 0);
      amounts.push(amount);
    }
    for (const amount of amounts) {
      expect(formatKroner(amount)).toBe(somIntl(amount));
      expect(formatKroner(-amount)).toBe(somIntl(-amount));
    }
  });
});
