import { describe, expect, it } from 'vitest';
import type { Avtale } from '../../../../src/api/schemas.ts';
import { avtaleLenke, type LenkeKontekst } from '../../../../src/screens/oversikt/avtale-lenke.ts';

const avtale = (over: Partial<Avtale>): Avtale => ({
  policyNumber: '123',
  name: 'Forsikring',
  description: '',
  productType: 'HUS',
  systemSource: 'NICE',
  productCode: 'KODE',
  avtaleStatus: 'ACTIVE',
  ...over,
});
const eika: LenkeKontekst = { eikaFamilie: true, nettbankUrl: 'https://nettbank.example.no/fana/' };
const lenke = (over: Partial<Avtale>, kontekst = eika) => avtaleLenke(avtale(over), kontekst);

describe('avtaleLenke', () => {
  it('links own agreements by product type', () => {
    expect(lenke({ productType: 'HUS' })).toEqual({ href: '/privat/forsikring/detaljer/123', ekstern: false });
    expect(lenke({ productType: 'BIL' })?.href).toBe('/privat/forsikring/motor/detaljer/123');
    expect(lenke({ productType: 'BAAT' })?.href).toBe('/privat/forsikring/motor/detaljer/123');
    expect(lenke({ productType: 'HUND' })?.href).toBe('/privat/forsikring/skade/kjaeledyr/detaljer/123');
    expect(lenke({ productType: 'REISE' })?.href).toBe('/privat/forsikring/skade/reise/detaljer/123');
    expect(lenke({ productType: 'ULYKKE' })?.href).toBe('/privat/forsikring/liv/avtaledetaljer/123');
    expect(lenke({ productType: 'LIV', systemSource: 'NSF' })?.href).toBe('/privat/forsikring/liv/avtaledetaljer/123');
  });

  // Spec §2 "Agreement links": per product type under /skade/..., /motor/detaljer, /liv/avtaledetaljer, else /detaljer.
  it.each([
    ['HUND', '/privat/forsikring/skade/kjaeledyr/detaljer/123'],
    ['KATT', '/privat/forsikring/skade/kjaeledyr/detaljer/123'],
    ['REISE', '/privat/forsikring/skade/reise/detaljer/123'],
    ['REISELO', '/privat/forsikring/skade/reise/detaljer/123'],
    ['BIL', '/privat/forsikring/motor/detaljer/123'],
    ['BOBIL', '/privat/forsikring/motor/detaljer/123'],
    ['MOPED', '/privat/forsikring/motor/detaljer/123'],
    ['MOTORSYKKEL', '/privat/forsikring/motor/detaljer/123'],
    ['MC', '/privat/forsikring/motor/detaljer/123'],
    ['BAAT', '/privat/forsikring/motor/detaljer/123'],
    ['TILHENGER', '/privat/forsikring/motor/detaljer/123'],
    ['CAMPINGVOGN', '/privat/forsikring/motor/detaljer/123'],
    ['SPARKESYKKEL', '/privat/forsikring/motor/detaljer/123'],
    ['SEK', '/privat/forsikring/motor/detaljer/123'],
    ['TRAKTOR', '/privat/forsikring/motor/detaljer/123'],
    ['LIV', '/privat/forsikring/liv/avtaledetaljer/123'],
    ['UFOER', '/privat/forsikring/liv/avtaledetaljer/123'],
    ['ULYKKE', '/privat/forsikring/liv/avtaledetaljer/123'],
    ['KRITISK_SYKDOM', '/privat/forsikring/liv/avtaledetaljer/123'],
    ['BARN', '/privat/forsikring/liv/avtaledetaljer/123'],
    ['BEHANDLING', '/privat/forsikring/liv/avtaledetaljer/123'],
    ['HUS', '/privat/forsikring/detaljer/123'],
    ['HYTTE', '/privat/forsikring/detaljer/123'],
    ['INNBO', '/privat/forsikring/detaljer/123'],
    ['EN_NY_TYPE', '/privat/forsikring/detaljer/123'],
  ])('links a NICE agreement of type %s to %s', (productType, href) => {
    expect(lenke({ productType })).toEqual({ href, ekstern: false });
  });

  it.each([
    ['LOFAVOR', 'INNBO', '/privat/forsikring/detaljer/123'],
    ['LOFAVOR', 'REISE', '/privat/forsikring/skade/reise/detaljer/123'],
    ['LOFAVOR', 'BIL', '/privat/forsikring/motor/detaljer/123'],
    ['LOFAVOR', 'HUS', '/privat/forsikring/detaljer/123'],
    ['LOFAVOR', 'ULYKKE', '/privat/forsikring/mangler-detaljer/KODE'],
    ['LOFAVOR', 'KATT', '/privat/forsikring/mangler-detaljer/KODE'],
    ['PARIS', 'ULYKKE', '/privat/forsikring/liv/avtaledetaljer/123'],
    ['PARIS', 'INNBO', '/privat/forsikring/mangler-detaljer/KODE'],
    ['PARIS', 'BIL', '/privat/forsikring/mangler-detaljer/KODE'],
  ])('links a %s agreement of type %s to %s: only the types administered here have details', (systemSource, productType, href) => {
    expect(lenke({ systemSource, productType })).toEqual({ href, ekstern: false });
  });

  it('sends EIKA_SKADE to the online bank in a new tab, and renewals of eika brands to /detaljer/eika', () => {
    expect(lenke({ systemSource: 'EIKA_SKADE' })).toEqual({ href: 'https://nettbank.example.no/fana/', ekstern: true });
    expect(lenke({ systemSource: 'EIKA_SKADE', avtaleStatus: 'RENEWAL' })).toEqual({
      href: '/privat/forsikring/detaljer/eika/123',
      ekstern: false,
    });
    expect(lenke({ systemSource: 'EIKA_SKADE', avtaleStatus: 'RENEWAL' }, { ...eika, eikaFamilie: false })?.ekstern).toBe(true);
  });

  it('gives no link to EIKA_SKADE while the online bank is unknown or unsafe', () => {
    expect(lenke({ systemSource: 'EIKA_SKADE' }, { eikaFamilie: true, nettbankUrl: undefined })).toBeNull();
    expect(lenke({ systemSource: 'EIKA_SKADE' }, { eikaFamilie: true, nettbankUrl: 'javascript:alert(1)' })).toBeNull();
  });

  it('sends PROLIFE to the life details whatever the product type, where NICE would send it elsewhere', () => {
    expect(lenke({ systemSource: 'PROLIFE', productType: 'HUS' })).toEqual({
      href: '/privat/forsikring/liv/avtaledetaljer/123',
      ekstern: false,
    });
    expect(lenke({ systemSource: 'PROLIFE', productType: 'BIL' })?.href).toBe('/privat/forsikring/liv/avtaledetaljer/123');
    expect(lenke({ systemSource: 'PROLIFE', productType: 'REISE' })?.href).toBe('/privat/forsikring/liv/avtaledetaljer/123');
    expect(lenke({ systemSource: 'EIKA_PERSON', productType: 'HUS' })?.href).toBe('/privat/forsikring/liv/avtaledetaljer/eika/123');
  });

  it('gives no link to an agreement from a source it does not know', () => {
    expect(lenke({ systemSource: 'NY_KILDE', productType: 'HUS' })).toBeNull();
  });

  it('sends PROLIFE and EIKA_PERSON to the life details', () => {
    expect(lenke({ systemSource: 'PROLIFE', productType: 'BARN' })?.href).toBe('/privat/forsikring/liv/avtaledetaljer/123');
    expect(lenke({ systemSource: 'EIKA_PERSON', avtaleStatus: 'RENEWAL' })?.href).toBe('/privat/forsikring/liv/avtaledetaljer/eika/123');
  });

  it('sends LOFAVOR and PARIS without details to mangler-detaljer/{productCode}', () => {
    expect(lenke({ systemSource: 'LOFAVOR', productType: 'HUND', productCode: 'LOFAVOR_HUND' })?.href).toBe(
      '/privat/forsikring/mangler-detaljer/LOFAVOR_HUND',
    );
    expect(lenke({ systemSource: 'PARIS', productType: 'REISE', productCode: 'P R' })?.href).toBe(
      '/privat/forsikring/mangler-detaljer/P%20R',
    );
    expect(lenke({ systemSource: 'LOFAVOR', productType: 'REISE' })?.href).toBe('/privat/forsikring/skade/reise/detaljer/123');
    expect(lenke({ systemSource: 'PARIS', productType: 'ULYKKE' })?.href).toBe('/privat/forsikring/liv/avtaledetaljer/123');
  });

  it('keeps a policy number to one path segment', () => {
    expect(lenke({ policyNumber: '../x?y' })?.href).toBe('/privat/forsikring/detaljer/..%2Fx%3Fy');
  });
});

describe('avtaleLenke with configured product areas (produktomrader)', () => {
  const omrader = { forsikring: '/f', skade: 'https://skade.eika.no/app', motor: '/m', liv: '/l' };
  const med = (over: Partial<Avtale>) => lenke(over, { ...eika, omrader })?.href;

  it('builds every internal link on the configured bases', () => {
    expect(med({ systemSource: 'NICE', productType: 'KATT', policyNumber: '1' })).toBe('https://skade.eika.no/app/kjaeledyr/detaljer/1');
    expect(med({ systemSource: 'NICE', productType: 'REISE', policyNumber: '2' })).toBe('https://skade.eika.no/app/reise/detaljer/2');
    expect(med({ systemSource: 'NICE', productType: 'BIL', policyNumber: '3' })).toBe('/m/detaljer/3');
    expect(med({ systemSource: 'NICE', productType: 'ULYKKE', policyNumber: '4' })).toBe('/l/avtaledetaljer/4');
    expect(med({ systemSource: 'NICE', productType: 'HUS', policyNumber: '5' })).toBe('/f/detaljer/5');
    expect(med({ systemSource: 'PROLIFE', productType: 'LIV', policyNumber: '6' })).toBe('/l/avtaledetaljer/6');
    expect(med({ systemSource: 'EIKA_PERSON', productType: 'LIV', policyNumber: '7' })).toBe('/l/avtaledetaljer/eika/7');
    expect(med({ systemSource: 'EIKA_SKADE', avtaleStatus: 'RENEWAL', policyNumber: '8' })).toBe('/f/detaljer/eika/8');
    expect(med({ systemSource: 'LOFAVOR', productType: 'HUND', productCode: 'LO-HUND' })).toBe('/f/mangler-detaljer/LO-HUND');
  });
});
