import { describe, expect, it } from 'vitest';
import {
  formatTelefonnummer,
  formatTelefonnummerMedLandkode,
  isGyldigTelefonnummer,
  telefonnummerForTelLenke,
} from '../../../src/format/phone';

describe('formatTelefonnummer', () => {
  it('groups numbers starting with 2–7 or 9 as 2-2-2-2', () => {
    expect(formatTelefonnummer('22334455')).toBe('22 33 44 55');
    expect(formatTelefonnummer('94123456')).toBe('94 12 34 56');
    expect(formatTelefonnummer('41234567')).toBe('41 23 45 67');
    expect(formatTelefonnummer('71234567')).toBe('71 23 45 67');
  });

  it('groups numbers starting with 8 as 3-2-3', () => {
    expect(formatTelefonnummer('80012345')).toBe('800 12 345');
    expect(formatTelefonnummer('81549300')).toBe('815 49 300');
  });

  it('uses ordinary spaces between the groups', () => {
    expect(formatTelefonnummer('22334455').split('')).toEqual(['2', '2', ' ', '3', '3', ' ', '4', '4', ' ', '5', '5']);
  });

  it('formats partial input as far as it goes', () => {
    expect(formatTelefonnummer('9')).toBe('9');
    expect(formatTelefonnummer('94')).toBe('94');
    expect(formatTelefonnummer('941')).toBe('94 1');
    expect(formatTelefonnummer('9412')).toBe('94 12');
    expect(formatTelefonnummer('9412345')).toBe('94 12 34 5');
    expect(formatTelefonnummer('8')).toBe('8');
    expect(formatTelefonnummer('800')).toBe('800');
    expect(formatTelefonnummer('8001')).toBe('800 1');
    expect(formatTelefonnummer('800123')).toBe('800 12 3');
  });

  it('re-formats input that already has spaces, including U+00A0', () => {
    expect(formatTelefonnummer('22 33 44 55')).toBe('22 33 44 55');
    expect(formatTelefonnummer('2233 4455')).toBe('22 33 44 55');
    expect(formatTelefonnummer('800\u00A012\u00A0345')).toBe('800 12 345');
    expect(formatTelefonnummer('94 12 3')).toBe('94 12 3');
  });

  it('shows +47, 0047 and a 47 before eight digits as "+47 "', () => {
    expect(formatTelefonnummer('+4722334455')).toBe('+47 22 33 44 55');
    expect(formatTelefonnummer('+47 22 33 44 55')).toBe('+47 22 33 44 55');
    expect(formatTelefonnummer('004722334455')).toBe('+47 22 33 44 55');
    expect(formatTelefonnummer('0047 800 12 345')).toBe('+47 800 12 345');
    expect(formatTelefonnummer('4722334455')).toBe('+47 22 33 44 55');
    expect(formatTelefonnummer('+47')).toBe('+47');
    expect(formatTelefonnummer('0047')).toBe('+47');
    expect(formatTelefonnummer('4791')).toBe('47 91');
    expect(formatTelefonnummer('47912345678')).toBe('47912345678');
    expect(formatTelefonnummer('47abcdefgh')).toBe('47abcdefgh');
    expect(formatTelefonnummer('+47 94')).toBe('+47 94');
    expect(formatTelefonnummer('+478001')).toBe('+47 800 1');
  });

  it('reads a leading 47 with fewer than eight digits after it as a 4-series number', () => {
    expect(formatTelefonnummer('4722')).toBe('47 22');
    expect(formatTelefonnummer('47223344')).toBe('47 22 33 44');
  });

  it('returns input it cannot format unchanged', () => {
    expect(formatTelefonnummer('')).toBe('');
    expect(formatTelefonnummer('12345678')).toBe('12345678');
    expect(formatTelefonnummer('01234567')).toBe('01234567');
    expect(formatTelefonnummer('223344556')).toBe('223344556');
    expect(formatTelefonnummer('22-33-44-55')).toBe('22-33-44-55');
    expect(formatTelefonnummer('abc')).toBe('abc');
    expect(formatTelefonnummer('+46 8 123 456')).toBe('+46 8 123 456');
    expect(formatTelefonnummer('+47 123')).toBe('+47 123');
  });
});

describe('isGyldigTelefonnummer', () => {
  it('accepts exactly eight digits', () => {
    expect(isGyldigTelefonnummer('22334455')).toBe(true);
    expect(isGyldigTelefonnummer('80012345')).toBe(true);
    expect(isGyldigTelefonnummer('01234567')).toBe(true);
  });

  it('ignores whitespace', () => {
    expect(isGyldigTelefonnummer('22 33 44 55')).toBe(true);
    expect(isGyldigTelefonnummer(' 800\u00A012 345 ')).toBe(true);
  });

  it('accepts a +47, 0047 or 47 prefix', () => {
    expect(isGyldigTelefonnummer('+47 22 33 44 55')).toBe(true);
    expect(isGyldigTelefonnummer('0047 22334455')).toBe(true);
    expect(isGyldigTelefonnummer('4722334455')).toBe(true);
  });

  it('refuses other lengths and other characters', () => {
    expect(isGyldigTelefonnummer('')).toBe(false);
    expect(isGyldigTelefonnummer('9412345')).toBe(false);
    expect(isGyldigTelefonnummer('941234567')).toBe(false);
    expect(isGyldigTelefonnummer('+47 9412345')).toBe(false);
    expect(isGyldigTelefonnummer('+47')).toBe(false);
    expect(isGyldigTelefonnummer('22-33-44-55')).toBe(false);
    expect(isGyldigTelefonnummer('2233445a')).toBe(false);
    expect(isGyldigTelefonnummer('+46 22334455')).toBe(false);
    expect(isGyldigTelefonnummer('+4700 22334455')).toBe(false);
  });
});

describe('telefonnummerForTelLenke', () => {
  it('removes whitespace and adds +47', () => {
    expect(telefonnummerForTelLenke('22 33 44 55')).toBe('+4722334455');
    expect(telefonnummerForTelLenke('915 04 800')).toBe('+4791504800');
    expect(telefonnummerForTelLenke('+47 22 33 44 55')).toBe('+4722334455');
    expect(telefonnummerForTelLenke('0047 22 33 44 55')).toBe('+4722334455');
  });

  it('only removes whitespace from numbers that are not Norwegian', () => {
    expect(telefonnummerForTelLenke('+46 8 123 456')).toBe('+468123456');
    expect(telefonnummerForTelLenke('113')).toBe('113');
  });
});

describe('formatTelefonnummerMedLandkode', () => {
  it('formats a valid number with +47 for the footer', () => {
    expect(formatTelefonnummerMedLandkode('22334455')).toBe('+47 22 33 44 55');
    expect(formatTelefonnummerMedLandkode('915 04 800')).toBe('+47 91 50 48 00');
    expect(formatTelefonnummerMedLandkode('+47 80012345')).toBe('+47 800 12 345');
    expect(formatTelefonnummerMedLandkode('0047 22 33 44 55')).toBe('+47 22 33 44 55');
  });

  it('keeps the digits of a valid number it cannot group', () => {
    expect(formatTelefonnummerMedLandkode('01234567')).toBe('+47 01234567');
  });

  it('returns an invalid number unchanged', () => {
    expect(formatTelefonnummerMedLandkode('915')).toBe('915');
    expect(formatTelefonnummerMedLandkode('')).toBe('');
    expect(formatTelefonnummerMedLandkode('+46 8 123 456')).toBe('+46 8 123 456');
  });
});
