import { describe, expect, it } from 'vitest';
import { parseTall } from '../../../src/format/number';

describe('parseTall', () => {
  it('reads whole numbers', () => {
    expect(parseTall('0')).toBe(0);
    expect(parseTall('1234')).toBe(1234);
    expect(parseTall('007')).toBe(7);
  });

  it('accepts comma or period as decimal separator', () => {
    expect(parseTall('1234,50')).toBe(1234.5);
    expect(parseTall('1234.50')).toBe(1234.5);
    expect(parseTall('0,05')).toBe(0.05);
    expect(parseTall(',5')).toBe(0.5);
    expect(parseTall('5,')).toBe(5);
    expect(parseTall('1.234')).toBe(1.234);
  });

  it('ignores spaces, U+00A0, U+202F and U+2009 as group separators', () => {
    expect(parseTall('1 234 567')).toBe(1234567);
    expect(parseTall('1\u00A0234,50')).toBe(1234.5);
    expect(parseTall('1\u202F234')).toBe(1234);
    expect(parseTall('1\u2009234')).toBe(1234);
    expect(parseTall('  42  ')).toBe(42);
  });

  it('reads the other separator as thousands separator when both appear', () => {
    expect(parseTall('1.234,50')).toBe(1234.5);
    expect(parseTall('1,234.50')).toBe(1234.5);
    expect(parseTall('1.234.567,89')).toBe(1234567.89);
    expect(parseTall('1,2.3')).toBeUndefined();
    expect(parseTall('12.34,5')).toBeUndefined();
  });

  it('takes groups of exactly three digits after one to three leading digits, and nothing else, as thousands', () => {
    expect(parseTall('12,345.67')).toBe(12345.67);
    expect(parseTall('12.345,6')).toBe(12345.6);
    expect(parseTall('1,2345.5')).toBeUndefined();
    expect(parseTall('1.2345,5')).toBeUndefined();
    expect(parseTall('12345.678,9')).toBeUndefined();
    expect(parseTall('1,234.567.8')).toBeUndefined();
  });

  it('reads a decimal part without a whole part', () => {
    expect(parseTall(',55')).toBe(0.55);
    expect(parseTall('.5')).toBe(0.5);
    expect(parseTall('-,25')).toBe(-0.25);
  });

  it('reads a repeated separator as thousands separator only between groups of three', () => {
    expect(parseTall('1.234.567')).toBe(1234567);
    expect(parseTall('1,234,567')).toBe(1234567);
    expect(parseTall('1,2,3')).toBeUndefined();
    expect(parseTall('1,23,456')).toBeUndefined();
  });

  it('reads signs, including the U+2212 minus that formatKroner writes', () => {
    expect(parseTall('-250')).toBe(-250);
    expect(parseTall('\u2212250')).toBe(-250);
    expect(parseTall('\u22121\u00A0234,50')).toBe(-1234.5);
    expect(parseTall('+3,5')).toBe(3.5);
    expect(Object.is(parseTall('-0'), 0)).toBe(true);
  });

  it('reads large numbers', () => {
    expect(parseTall('9 007 199 254 740 991')).toBe(Number.MAX_SAFE_INTEGER);
  });

  it('gives undefined for anything that is not a number', () => {
    expect(parseTall('')).toBeUndefined();
    expect(parseTall('   ')).toBeUndefined();
    expect(parseTall(',')).toBeUndefined();
    expect(parseTall('-')).toBeUndefined();
    expect(parseTall('--5')).toBeUndefined();
    expect(parseTall('12 kr')).toBeUndefined();
    expect(parseTall('abc')).toBeUndefined();
    expect(parseTall('1e5')).toBeUndefined();
    expect(parseTall('0x10')).toBeUndefined();
    expect(parseTall('Infinity')).toBeUndefined();
    expect(parseTall('NaN')).toBeUndefined();
    expect(parseTall('1'.repeat(400))).toBeUndefined();
  });
});
