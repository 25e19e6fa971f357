import { describe, expect, it, vi } from 'vitest';
import { kjopslenke, erEkstern } from '../../../../src/screens/kjopsinnganger/kjopslenke.ts';
import { kjopskategorier } from '../../../../src/screens/kjopsinnganger/kjopsprodukter.ts';

const produkt = (isLo: boolean, type: string) => {
  const funnet = kjopskategorier(isLo)
    .flatMap((k) => k.produkter)
    .find((p) => p.produktType === type);
  if (!funnet) throw new Error(`no ${type}`);
  return funnet;
};

describe('kjopskategorier', () => {
  it('has the seven categories in the spec order', () => {
    expect(kjopskategorier(false).map((k) => k.tittel)).toEqual([
      'Kjøretøy',
      'Hus og hytte',
      'Reise',
      'Innbo',
      'Liv og helse',
      'Båt',
      'Kjæledyr',
    ]);
  });

  it('holds every product type of spec §2 once, REISELO only for LO', () => {
    const typer = (isLo: boolean) =>
      kjopskategorier(isLo)
        .flatMap((k) => k.produkter.map((p) => p.produktType))
        .sort();
    const felles = [
      'BAAT',
      'BARN',
      'BEHANDLING',
      'BIL',
      'BOBIL',
      'CAMPINGVOGN',
      'HUND',
      'HUS',
      'HYTTE',
      'INNBO',
      'KATT',
      'KRITISK_SYKDOM',
      'LIV',
      'MOPED',
      'MOTORSYKKEL',
      'SPARKESYKKEL',
      'STUDENT',
      'TILHENGER',
      'UFOER',
      'ULYKKE',
      'UNG_INNBO_REISE',
    ];
    expect(typer(false)).toEqual([...felles, 'REISE'].sort());
    expect(typer(true)).toEqual([...felles, 'REISELO'].sort());
  });
});

describe('kjopslenke', () => {
  it('gives the default path, with the type query for trailers and caravans', () => {
    expect(kjopslenke(produkt(false, 'BIL'), {})).toBe('/privat/forsikring/motor/bil');
    expect(kjopslenke(produkt(false, 'TILHENGER'), {})).toBe('/privat/forsikring/motor/tilhenger?type=TILHENGER');
    expect(kjopslenke(produkt(false, 'CAMPINGVOGN'), {})).toBe('/privat/forsikring/motor/tilhenger?type=CAMPINGVOGN');
    expect(kjopslenke(produkt(true, 'REISELO'), {})).toBe('/privat/forsikring/skade/reise/lofavor');
  });

  it('prefers a safe configured address, mapping MC, SEK and FRITIDSHUS to their products', () => {
    const urls = {
      MC: 'https://kjop.example.no/mc',
      SEK: '/kjop/sek',
      FRITIDSHUS: '/kjop/hytte#start',
      TILHENGER: 'https://kjop.example.no/t?a=1',
    };
    expect(kjopslenke(produkt(false, 'MOTORSYKKEL'), urls)).toBe('https://kjop.example.no/mc');
    expect(kjopslenke(produkt(false, 'SPARKESYKKEL'), urls)).toBe('/kjop/sek');
    expect(kjopslenke(produkt(false, 'HYTTE'), urls)).toBe('/kjop/hytte#start');
    expect(kjopslenke(produkt(false, 'CAMPINGVOGN'), urls)).toBe('https://kjop.example.no/t?a=1&type=CAMPINGVOGN');
  });

  it('uses LOFAVOR_KJAELEDYR before KJAELEDYR only for LO members', () => {
    const urls = { KJAELEDYR: '/dyr', LOFAVOR_KJAELEDYR: '/lo-dyr' };
    expect(kjopslenke(produkt(false, 'HUND'), urls)).toBe('/dyr');
    expect(kjopslenke(produkt(true, 'HUND'), urls)).toBe('/lo-dyr');
    expect(kjopslenke(produkt(true, 'KATT'), { KJAELEDYR: '/dyr' })).toBe('/dyr');
  });

  it('ignores unsafe or empty configured addresses, with a warning', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(kjopslenke(produkt(false, 'HUS'), { HUS: 'javascript:alert(1)' })).toBe('/privat/forsikring/hus');
    expect(kjopslenke(produkt(false, 'INNBO'), { INNBO: '  ' })).toBe('/privat/forsikring/innbo');
    expect(kjopslenke(produkt(false, 'BAAT'), { BAAT: '//evil.example/x' })).toBe('/privat/forsikring/motor/baat');
    expect(warn).toHaveBeenCalled();
  });

  it('trims a configured address', () => {
    expect(kjopslenke(produkt(false, 'BIL'), { BIL: '  /kjop/bil  ' })).toBe('/kjop/bil');
  });

  it('keeps an absolute http address absolute when it adds the type, and a path with an address in its query a path', () => {
    expect(kjopslenke(produkt(false, 'TILHENGER'), { TILHENGER: 'http://localhost:8000/t' })).toBe(
      'http://localhost:8000/t?type=TILHENGER',
    );
    expect(kjopslenke(produkt(false, 'TILHENGER'), { TILHENGER: '/kjop/t?retur=https://bank.no/' })).toBe(
      '/kjop/t?retur=https%3A%2F%2Fbank.no%2F&type=TILHENGER',
    );
  });

  it('warns once per unsafe configured address, naming the key', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    kjopslenke(produkt(false, 'MOPED'), { MOPED: 'javascript:alert(1)' });
    kjopslenke(produkt(false, 'MOPED'), { MOPED: 'javascript:alert(2)' });
    expect(warn.mock.calls).toEqual([['kfp: kjopUrls.MOPED er ikke en trygg lenke og blir ikke brukt']]);
  });

  it('calls only absolute http(s) addresses external', () => {
    expect(erEkstern('https://x.no')).toBe(true);
    expect(erEkstern('http://localhost:8000/x')).toBe(true);
    expect(erEkstern('HTTPS://X.NO')).toBe(true);
    expect(erEkstern('/privat/forsikring')).toBe(false);
    expect(erEkstern('/kjop?retur=https://bank.no/')).toBe(false);
  });
});
