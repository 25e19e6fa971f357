import { describe, expect, it } from 'vitest';
import { tilbudLenke } from '../../../../src/screens/tilbud/tilbud-lenke.ts';

describe('tilbudLenke', () => {
  it('sends motor and boat offers to the motor area', () => {
    expect(tilbudLenke({ policyNumber: '7099001', productType: 'BIL', systemSource: 'NICE' })).toBe('/privat/forsikring/motor/tilbud/7099001');
    expect(tilbudLenke({ policyNumber: '1', productType: 'BAAT', systemSource: 'NICE' })).toBe('/privat/forsikring/motor/tilbud/1');
  });

  it('sends life sources and life products to the life area', () => {
    expect(tilbudLenke({ policyNumber: '3399004', productType: 'UFOER', systemSource: 'PROLIFE' })).toBe('/privat/forsikring/liv/tilbud/3399004');
    expect(tilbudLenke({ policyNumber: '2', productType: 'ANNET', systemSource: 'EIKA_PERSON' })).toBe('/privat/forsikring/liv/tilbud/2');
  });

  it('sends the rest to the damage area and encodes the policy number', () => {
    expect(tilbudLenke({ policyNumber: '5599 003/a', productType: 'KATT', systemSource: 'LOFAVOR' })).toBe('/privat/forsikring/skade/tilbud/5599%20003%2Fa');
  });
});
