import { describe, expect, it } from 'vitest';
import { formatFodselsnummer } from '../../../src/format/fodselsnummer';

describe('formatFodselsnummer', () => {
  it('puts U+00A0 between the six birth-date digits and the five personal digits', () => {
    expect(formatFodselsnummer('01019012345')).toBe('010190\u00A012345');
    expect(formatFodselsnummer('01019012345').codePointAt(6)).toBe(0xa0);
  });

  it('gives the same result for an already formatted number', () => {
    expect(formatFodselsnummer('010190 12345')).toBe('010190\u00A012345');
    expect(formatFodselsnummer('010190\u00A012345')).toBe('010190\u00A012345');
  });

  it('returns anything that is not 11 digits unchanged', () => {
    expect(formatFodselsnummer('')).toBe('');
    expect(formatFodselsnummer('0101901234')).toBe('0101901234');
    expect(formatFodselsnummer('010190123456')).toBe('010190123456');
    expect(formatFodselsnummer('0101901234a')).toBe('0101901234a');
    expect(formatFodselsnummer('010190-12345')).toBe('010190-12345');
  });
});
