import { describe, expect, it } from 'vitest';
import { MARKET_SOURCE_KEY, erBankIdAutentisert, lagreMarkedskilde, markedskilde } from '../../../src/market-source/market-source.ts';
import { fakeStorage } from './fake-storage.ts';

const base = 'https://www.eika.no/privat/forsikring/oversikt';

describe('markedskilde (spec §4 "Market source")', () => {
  it('is stored under kfp-market-source', () => {
    expect(MARKET_SOURCE_KEY).toBe('kfp-market-source');
  });

  it.each([
    ['fromLo', 'LOFAVOR_NO'],
    ['fromFinn', 'FINN'],
    ['fromMinBil', 'MIN_BIL'],
    ['fromFIFBilOst', 'FIFBIL_OST'],
    ['fromFIFBilSR', 'FIFBIL_SR'],
    ['fromFIFBilSNN', 'FIFBIL_SNN'],
    ['fromFIFBilSMN', 'FIFBIL_SMN'],
  ])('a URL containing %s gives %s, whatever the login context', (marker, source) => {
    expect(markedskilde(`${base}?${marker}=true`, undefined)).toBe(source);
    expect(markedskilde(`${base}?${marker}`, 'NETTBANK')).toBe(source);
    expect(markedskilde(`https://www.eika.no/privat/forsikring/${marker}/kjop`, 'MOBILBANK')).toBe(source);
  });

  it.each([
    ['MOBILBANK', 'MOBILBANK'],
    ['MOBILBANK_DNB', 'MOBILBANK'],
    ['NETTBANK', 'NETTBANK'],
    ['NETTBANK_DNB', 'NETTBANK'],
    ['FORSIKRING', 'KUNDEKLIENT_SKADE'],
    ['ÅPEN', 'KUNDEKLIENT_SKADE'],
    ['NOE_ANNET', 'KUNDEKLIENT_SKADE'],
    [undefined, 'KUNDEKLIENT_SKADE'],
  ])('without a URL marker, login context %s gives %s', (loginContext, source) => {
    expect(markedskilde(`${base}?utm_source=nyhetsbrev`, loginContext)).toBe(source);
  });

  it('the markers are case-sensitive', () => {
    expect(markedskilde(`${base}?fromfinn=1`, undefined)).toBe('KUNDEKLIENT_SKADE');
  });
});

describe('lagreMarkedskilde', () => {
  it('stores the source when the session has none', () => {
    const storage = fakeStorage();
    lagreMarkedskilde(storage, `${base}?fromMinBil`, 'NETTBANK');
    expect(storage.items.get(MARKET_SOURCE_KEY)).toBe('MIN_BIL');
  });

  it('keeps an existing value: stored once per session', () => {
    const storage = fakeStorage({ [MARKET_SOURCE_KEY]: 'FINN' });
    lagreMarkedskilde(storage, base, 'MOBILBANK');
    expect(storage.items.get(MARKET_SOURCE_KEY)).toBe('FINN');
    expect(storage.setItem).not.toHaveBeenCalled();
  });

  it.each(['ÅPEN', undefined])('stores the default KUNDEKLIENT_SKADE for the unknown login context %j without a URL marker', (kontekst) => {
    const storage = fakeStorage();
    lagreMarkedskilde(storage, base, kontekst);
    expect(storage.items.get(MARKET_SOURCE_KEY)).toBe('KUNDEKLIENT_SKADE');
  });

  it('stores the URL marker whatever the login context, ÅPEN included', () => {
    const storage = fakeStorage();
    lagreMarkedskilde(storage, `${base}?fromFinn=1`, 'ÅPEN');
    expect(storage.items.get(MARKET_SOURCE_KEY)).toBe('FINN');
  });

  it('stores KUNDEKLIENT_SKADE for the insurer login context FORSIKRING', () => {
    const storage = fakeStorage();
    lagreMarkedskilde(storage, base, 'FORSIKRING');
    expect(storage.items.get(MARKET_SOURCE_KEY)).toBe('KUNDEKLIENT_SKADE');
  });

  it('an empty stored value counts as none', () => {
    const storage = fakeStorage({ [MARKET_SOURCE_KEY]: '' });
    lagreMarkedskilde(storage, base, 'MOBILBANK_DNB');
    expect(storage.items.get(MARKET_SOURCE_KEY)).toBe('MOBILBANK');
  });
});

describe('erBankIdAutentisert', () => {
  it('ÅPEN and unknown are not BankID; every other context is', () => {
    expect(erBankIdAutentisert('ÅPEN')).toBe(false);
    expect(erBankIdAutentisert(undefined)).toBe(false);
    expect(['MOBILBANK', 'NETTBANK_DNB', 'FORSIKRING'].map(erBankIdAutentisert)).toEqual([true, true, true]);
  });
});
