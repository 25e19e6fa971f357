import { describe, expect, it } from 'vitest';
import type { AvtaleOversikt, Tilbud } from '../../../../src/api/schemas.ts';
import { anbefalingPayload, velgAnbefalinger, type NboLenkeConfig } from '../../../../src/screens/oversikt/nbo.ts';
import { kundensProdukter, slaaSammen } from '../../../../src/screens/oversikt/slaa-sammen.ts';

const svar = (produkter: string[], over: { controlgroup?: boolean; fallback?: boolean } = {}) => ({
  scores: produkter.map((p, i) => ({ nextBestOfferProdukt: p, score: 1 - i / 10 })),
  controlgroup: over.controlgroup ?? false,
  fallback: over.fallback ?? false,
});

/** The config's defaults: no purchase addresses configured. */
const STANDARD: NboLenkeConfig = { kjopUrls: {} };

const apent = (productType: string, policyNumber: string, systemSource: Tilbud['systemSource'] = 'NICE') => ({
  productType,
  policyNumber,
  systemSource,
});

const velg = (s: ReturnType<typeof svar>, eier: string[], tilbud: ReturnType<typeof apent>[] = [], config: NboLenkeConfig = STANDARD) =>
  velgAnbefalinger(s, eier, tilbud, config);

describe('velgAnbefalinger', () => {
  it('orders by score, leaves out owned and unknown products, and keeps 5', () => {
    const valg = velg(
      {
        ...svar([]),
        scores: [
          { nextBestOfferProdukt: 'REISE', score: 0.2 },
          { nextBestOfferProdukt: 'BIL', score: 0.9 },
          { nextBestOfferProdukt: 'KATT', score: 0.5 },
        ],
      },
      ['BIL'],
    );
    expect(valg.hoved?.type).toBe('KATT');
    expect(valg.ovrige.map((p) => p.type)).toEqual(['REISE']);
    expect(valg.filtrert).toEqual(['BIL']);
    const mange = velg(svar(['HUS', 'INNBO', 'REISE', 'KATT', 'HUND', 'LIV', 'UFOER', 'TULL']), []);
    expect([mange.hoved?.type, ...mange.ovrige.map((p) => p.type)]).toEqual(['HUS', 'INNBO', 'REISE', 'KATT', 'HUND']);
    expect(mange.vises).toBe(true);
  });

  it('leaves out a product the customer has an open offer on: offers belong to the offers, the slot goes to the next product', () => {
    const valg = velg(svar(['KATT', 'HUND', 'BIL', 'HUS']), [], [apent('KATT', 'T-77'), apent('BIL', 'M 12')]);
    expect(valg.hoved).toEqual({
      type: 'HUND',
      navn: 'Hundeforsikring',
      href: '/privat/forsikring/skade/kjaeledyr/hund',
      illustrasjon: 'dyr',
    });
    expect(valg.ovrige.map((p) => p.type)).toEqual(['HUS']);
    expect(valg.medTilbud).toEqual(['KATT', 'BIL']);
    expect(valg.filtrert, 'an offer is not an active agreement').toEqual([]);
    expect(velg(svar(['KATT']), []).hoved?.href).toBe('/privat/forsikring/skade/kjaeledyr/katt');
    expect(velg(svar(['KATT']), [], [apent('KATT', 'T-77')]).vises, 'nothing left to recommend').toBe(false);
  });

  it('leads where the purchase entry leads: a configured kjopUrls address replaces the path (TILHENGER keeps its type)', () => {
    const config: NboLenkeConfig = {
      ...STANDARD,
      kjopUrls: {
        HUS: 'https://www.fanasparebank.no/forsikring/hus',
        KJAELEDYR: '/bank/dyr',
        TILHENGER: 'https://www.fanasparebank.no/tilhenger',
        MC: 'javascript:alert(1)',
      },
    };
    const valg = velg(svar(['HUS', 'KATT', 'CAMPINGVOGN', 'MOTORSYKKEL', 'LIV']), [], [], config);
    expect([valg.hoved, ...valg.ovrige].map((produkt) => produkt?.href)).toEqual([
      'https://www.fanasparebank.no/forsikring/hus',
      '/bank/dyr',
      'https://www.fanasparebank.no/tilhenger?type=CAMPINGVOGN',
      '/privat/forsikring/motor/mc',
      '/privat/forsikring/liv/kjop/livsforsikring',
    ]);
  });

  it('presents nothing to the control group or when everything is owned', () => {
    expect(velg(svar(['HUS'], { controlgroup: true }), []).vises).toBe(false);
    expect(velg(svar(['HUS']), ['HUS']).vises).toBe(false);
  });

  it('builds the Recommendation payload of spec §3', () => {
    const s = svar(['BIL', 'REISE', 'KATT'], { fallback: true });
    const valg = velg(s, ['BIL', 'HUS']);
    expect(anbefalingPayload('/privat/forsikring/oversikt', ['BIL', 'HUS'], valg, s)).toEqual({
      page: '/privat/forsikring/oversikt',
      product: 'REISE',
      mainNboProduct: 'REISE',
      customerProducts: ['BIL', 'HUS'],
      subNboProducts: ['KATT'],
      filteredNboProductsDueToActiveAgreements: ['BIL'],
      controlGroup: false,
      presentedNboModule: true,
      fallback: true,
    });
  });
});

describe('a recommended product', () => {
  // What the block shows for each product the recommendation service may name: the name, the
  // purchase path of spec §2 "Purchase entries" and the picture on the photo card.
  const vist: [type: string, navn: string, href: string, illustrasjon: string][] = [
    ['BIL', 'Bilforsikring', '/privat/forsikring/motor/bil', 'kjoretoy'],
    ['BOBIL', 'Bobilforsikring', '/privat/forsikring/motor/bil/bobil', 'kjoretoy'],
    ['MOPED', 'Mopedforsikring', '/privat/forsikring/motor/moped', 'kjoretoy'],
    ['MOTORSYKKEL', 'Motorsykkelforsikring', '/privat/forsikring/motor/mc', 'kjoretoy'],
    ['SPARKESYKKEL', 'Sparkesykkelforsikring', '/privat/forsikring/motor/sek', 'kjoretoy'],
    ['TILHENGER', 'Tilhengerforsikring', '/privat/forsikring/motor/tilhenger?type=TILHENGER', 'kjoretoy'],
    ['CAMPINGVOGN', 'Campingvognforsikring', '/privat/forsikring/motor/tilhenger?type=CAMPINGVOGN', 'kjoretoy'],
    ['BAAT', 'Båtforsikring', '/privat/forsikring/motor/baat', 'baat'],
    ['HUS', 'Husforsikring', '/privat/forsikring/hus', 'bolig'],
    ['HYTTE', 'Hytteforsikring', '/privat/forsikring/hytte', 'hytte'],
    ['INNBO', 'Innboforsikring', '/privat/forsikring/innbo', 'innbo'],
    ['REISE', 'Reiseforsikring', '/privat/forsikring/skade/reise', 'reise'],
    ['HUND', 'Hundeforsikring', '/privat/forsikring/skade/kjaeledyr/hund', 'dyr'],
    ['KATT', 'Kattforsikring', '/privat/forsikring/skade/kjaeledyr/katt', 'dyr'],
    ['LIV', 'Livsforsikring', '/privat/forsikring/liv/kjop/livsforsikring', 'person'],
    ['UFOER', 'Uføreforsikring', '/privat/forsikring/liv/kjop/uforeforsikring', 'person'],
    ['ULYKKE', 'Ulykkesforsikring', '/privat/forsikring/liv/kjop/ulykkesforsikring', 'person'],
    ['BARN', 'Barneforsikring', '/privat/forsikring/liv/kjop/barneforsikring', 'person'],
    ['KRITISK_SYKDOM', 'Kritisk sykdom-forsikring', '/privat/forsikring/liv/kjop/kritisksykdom', 'person'],
    ['BEHANDLING', 'Behandlingsforsikring', '/privat/forsikring/liv/kjop/behandlingsforsikring', 'person'],
    ['STUDENT', 'Studentforsikring', '/privat/forsikring/student', 'person'],
    ['UNG_INNBO_REISE', 'Ung innbo og reise', '/privat/forsikring/ung', 'innbo'],
  ];

  it.each(vist)('%s is shown as %s, leading to %s, with the %s picture', (type, navn, href, illustrasjon) => {
    expect(velg(svar([type]), []).hoved).toEqual({ type, navn, href, illustrasjon });
  });

  it('keeps its name, path and picture among the smaller cards too', () => {
    const valg = velg(svar(['HUS', 'KATT', 'TILHENGER']), []);
    expect(valg.ovrige).toEqual([
      { type: 'KATT', navn: 'Kattforsikring', href: '/privat/forsikring/skade/kjaeledyr/katt', illustrasjon: 'dyr' },
      {
        type: 'TILHENGER',
        navn: 'Tilhengerforsikring',
        href: '/privat/forsikring/motor/tilhenger?type=TILHENGER',
        illustrasjon: 'kjoretoy',
      },
    ]);
  });

  it('leaves out products we cannot sell, wherever they rank, and fills up with the next ones', () => {
    // REISELO is bought through the union's own page, FRITIDSHUS and TULL are no purchase entry.
    const valg = velg(svar(['FRITIDSHUS', 'HUS', 'REISELO', 'TULL', 'KATT', 'BIL', 'LIV', 'BARN', 'HUND']), []);
    expect(valg.hoved?.type).toBe('HUS');
    expect(valg.ovrige.map((p) => p.type)).toEqual(['KATT', 'BIL', 'LIV', 'BARN']);
    expect(valg.filtrert).toEqual([]);
    expect(velg(svar(['TULL', 'REISELO']), [])).toEqual({ hoved: undefined, ovrige: [], filtrert: [], medTilbud: [], vises: false });
  });
});

describe('slaaSammen', () => {
  const oversikt = (navn: string[], source: 'NICE' | 'EIKA_SKADE', sum: number): AvtaleOversikt => ({
    avtaler: navn.map((name) => ({
      policyNumber: name,
      name,
      description: '',
      productType: name.toUpperCase(),
      systemSource: source,
      productCode: '',
      avtaleStatus: 'ACTIVE',
    })),
    monthlySum: sum,
    yearlySum: sum * 12,
    systemSourceError: false,
    forkastet: 0,
  });

  it('merges the eika agreements in source order and adds the sums', () => {
    const samlet = slaaSammen(oversikt(['Reise', 'Katt'], 'NICE', 100), oversikt(['Bil'], 'EIKA_SKADE', 50));
    expect(samlet.avtaler.map((a) => a.name)).toEqual(['Katt', 'Reise', 'Bil']);
    expect([samlet.monthlySum, samlet.yearlySum]).toEqual([150, 1800]);
    expect(slaaSammen(oversikt(['Reise'], 'NICE', 100)).monthlySum).toBe(100);
    expect(kundensProdukter(samlet.avtaler)).toEqual(['BIL', 'KATT', 'REISE']);
  });

  it('shows only our own agreements and sums when there are no eika agreements', () => {
    const egne = slaaSammen(oversikt(['Reise', 'Katt'], 'NICE', 100));
    expect(egne).toEqual({
      avtaler: [expect.objectContaining({ name: 'Katt' }), expect.objectContaining({ name: 'Reise' })],
      monthlySum: 100,
      yearlySum: 1200,
    });
  });

  it('tells the recommendation call each product type once, and none for an agreement without one', () => {
    const avtaler = [
      ...oversikt(['Reise', 'Katt', 'Reise'], 'NICE', 0).avtaler,
      { ...oversikt(['x'], 'NICE', 0).avtaler[0]!, productType: '' },
    ];
    expect(kundensProdukter(avtaler)).toEqual(['KATT', 'REISE']);
  });
});
