import { describe, expect, it } from 'vitest';
import type { AvtaleOversikt } from '../../../../src/api/schemas.ts';
import { anbefalingPayload, velgAnbefalinger } from '../../../../src/screens/oversikt/nbo.ts';
import { kundensProdukter, slaaSammen } from '../../../../src/screens/oversikt/slaa-sammen.ts';

const svar = (produkter: string[], over: { controlgroup?: boolean; fallback?: boolean } = {}) => ({
  scores: produkter.map((p, i) => ({ nextBestOfferProdukt: p, score: 1 - i / 10 })),
  controlgroup: over.controlgroup ?? false,
  fallback: over.fallback ?? false,
});

describe('velgAnbefalinger', () => {
  it('orders by score, leaves out owned and unknown products, and keeps 5', () => {
    const valg = velgAnbefalinger(
      { ...svar([]), scores: [{ nextBestOfferProdukt: 'REISE', score: 0.2 }, { nextBestOfferProdukt: 'BIL', score: 0.9 }, { nextBestOfferProdukt: 'KATT', score: 0.5 }] },
      ['BIL'],
    );
    expect(valg.hoved?.type).toBe('KATT');
    expect(valg.ovrige.map((p) => p.type)).toEqual(['REISE']);
    expect(valg.filtrert).toEqual(['BIL']);
    const mange = velgAnbefalinger(svar(['HUS', 'INNBO', 'REISE', 'KATT', 'HUND', 'LIV', 'UFOER', 'TULL']), []);
    expect([mange.hoved?.type, ...mange.ovrige.map((p) => p.type)]).toEqual(['HUS', 'INNBO', 'REISE', 'KATT', 'HUND']);
    expect(mange.vises).toBe(true);
  });

  it('presents nothing to the control group or when everything is owned', () => {
    expect(velgAnbefalinger(svar(['HUS'], { controlgroup: true }), []).vises).toBe(false);
    expect(velgAnbefalinger(svar(['HUS']), ['HUS']).vises).toBe(false);
  });

  it('builds the Recommendation payload of spec §3', () => {
    const s = svar(['BIL', 'REISE', 'KATT'], { fallback: true });
    const valg = velgAnbefalinger(s, ['BIL', 'HUS']);
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

describe('slaaSammen', () => {
  const oversikt = (navn: string[], source: 'NICE' | 'EIKA_SKADE', sum: number): AvtaleOversikt => ({
    avtaler: navn.map((name) => ({ policyNumber: name, name, description: '', productType: name.toUpperCase(), systemSource: source, productCode: '', avtaleStatus: 'ACTIVE' })),
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
});
