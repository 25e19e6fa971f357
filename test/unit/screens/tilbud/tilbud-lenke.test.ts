import { describe, expect, it } from 'vitest';
import { tilbudLenke } from '../../../../src/screens/tilbud/tilbud-lenke.ts';

describe('tilbudLenke', () => {
  it('sends motor and boat offers to the motor area', () => {
    expect(tilbudLenke({ policyNumber: '7099001', productType: 'BIL', systemSource: 'NICE' })).toBe(
      '/privat/forsikring/motor/tilbud/7099001',
    );
    expect(tilbudLenke({ policyNumber: '1', productType: 'BAAT', systemSource: 'NICE' })).toBe('/privat/forsikring/motor/tilbud/1');
  });

  it('sends life sources and life products to the life area', () => {
    expect(tilbudLenke({ policyNumber: '3399004', productType: 'UFOER', systemSource: 'PROLIFE' })).toBe(
      '/privat/forsikring/liv/tilbud/3399004',
    );
    expect(tilbudLenke({ policyNumber: '2', productType: 'ANNET', systemSource: 'EIKA_PERSON' })).toBe('/privat/forsikring/liv/tilbud/2');
  });

  it.each([
    ['BIL', 'motor'],
    ['BOBIL', 'motor'],
    ['MC', 'motor'],
    ['MOTORSYKKEL', 'motor'],
    ['MOPED', 'motor'],
    ['SEK', 'motor'],
    ['SPARKESYKKEL', 'motor'],
    ['TILHENGER', 'motor'],
    ['CAMPINGVOGN', 'motor'],
    ['BAAT', 'motor'],
    ['LIV', 'liv'],
    ['UFOER', 'liv'],
    ['KRITISK_SYKDOM', 'liv'],
    ['BEHANDLING', 'liv'],
    ['ULYKKE', 'liv'],
    ['BARN', 'liv'],
    ['HUS', 'skade'],
    ['INNBO', 'skade'],
    ['REISE', 'skade'],
    ['HUND', 'skade'],
  ])('sends a NICE offer of type %s to /privat/forsikring/%s/tilbud', (productType, omraade) => {
    expect(tilbudLenke({ policyNumber: '9', productType, systemSource: 'NICE' })).toBe(`/privat/forsikring/${omraade}/tilbud/9`);
  });

  it('sends every PROLIFE offer to the life area, whatever its product type', () => {
    expect(tilbudLenke({ policyNumber: '9', productType: 'BIL', systemSource: 'PROLIFE' })).toBe('/privat/forsikring/liv/tilbud/9');
    expect(tilbudLenke({ policyNumber: '9', productType: 'HUS', systemSource: 'PROLIFE' })).toBe('/privat/forsikring/liv/tilbud/9');
  });

  it('sends the rest to the damage area and encodes the policy number', () => {
    expect(tilbudLenke({ policyNumber: '5599 003/a', productType: 'KATT', systemSource: 'LOFAVOR' })).toBe(
      '/privat/forsikring/skade/tilbud/5599%20003%2Fa',
    );
  });
});

describe('tilbudLenke with configured product areas (produktomrader)', () => {
  const omrader = { forsikring: '/f', skade: '/s', motor: 'https://motor.eika.no', liv: '/l' };

  it('opens each offer on its area’s configured base', () => {
    expect(tilbudLenke({ policyNumber: '1', productType: 'BIL', systemSource: 'NICE' }, omrader)).toBe('https://motor.eika.no/tilbud/1');
    expect(tilbudLenke({ policyNumber: '2', productType: 'LIV', systemSource: 'PROLIFE' }, omrader)).toBe('/l/tilbud/2');
    expect(tilbudLenke({ policyNumber: '3', productType: 'INNBO', systemSource: 'NICE' }, omrader)).toBe('/s/tilbud/3');
  });
});
