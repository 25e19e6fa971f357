import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { bareGyldigeElementer, gyldigeElementer, samleForkastede } from '../../../src/api/gyldige-elementer.ts';
import { Kundeadresser, Postnummerliste, Samtykketekster } from '../../../src/api/profil-schemas.ts';
import { AvtaleOversikt, Kundekommunikasjon, MotorOppgaver, Produktanbefaling, Skadekunde, TilbudListe } from '../../../src/api/schemas.ts';

const avtale = (policyNumber: string, extra: Record<string, unknown> = {}) => ({
  policyNumber,
  name: `Avtale ${policyNumber}`,
  systemSource: 'NICE',
  ...extra,
});

describe('gyldigeElementer: one bad record never hides the rest', () => {
  const Liste = gyldigeElementer(v.object({ id: v.string(), pris: v.number() }), 'ting');

  it('keeps the valid records in order and counts the dropped ones', () => {
    const { resultat, forkastede } = samleForkastede(() =>
      v.parse(Liste, [
        { id: 'a', pris: 1 },
        { id: 2, pris: 1 },
        { id: 'c', pris: '3' },
        { id: 'd', pris: 4 },
      ]),
    );
    expect(resultat).toEqual({
      elementer: [
        { id: 'a', pris: 1 },
        { id: 'd', pris: 4 },
      ],
      forkastet: 2,
    });
    expect(forkastede).toEqual([{ liste: 'ting', antall: 2, av: 4, felter: ['id', 'pris'] }]);
  });

  it('notes where records failed, never what they held', () => {
    const { forkastede } = samleForkastede(() => v.parse(Liste, [{ id: '01017012345', pris: 'Kari Nordmann' }, null]));
    expect(JSON.stringify(forkastede)).not.toMatch(/01017012345|Kari/);
    expect(forkastede[0]?.felter).toEqual(['pris', '(posten)']);
  });

  it('notes nothing when every record is valid, and nothing outside a collection', () => {
    expect(samleForkastede(() => v.parse(Liste, [{ id: 'a', pris: 1 }])).forkastede).toEqual([]);
    expect(v.parse(Liste, [{ id: 1 }])).toEqual({ elementer: [], forkastet: 1 });
  });

  it('names a field inside a list of a record by the list, whatever the index', () => {
    const MedListe = gyldigeElementer(
      v.object({ id: v.string(), deler: v.array(v.object({ navn: v.string() })), merker: v.array(v.string()) }),
      'ting',
    );
    const deler = Array.from({ length: 12 }, (_, i) => ({ navn: i === 11 ? 11 : `del ${i}` }));
    const { forkastede } = samleForkastede(() =>
      v.parse(MedListe, [
        { id: 'a', deler, merker: [] },
        { id: 'b', deler: [], merker: ['x', 'y', 'z', 4] },
      ]),
    );
    expect(forkastede).toEqual([{ liste: 'ting', antall: 2, av: 2, felter: ['deler[].navn', 'merker[]'] }]);
  });

  it('stops collecting when the collection ends: a later parse adds nothing to an earlier result', () => {
    const forste = samleForkastede(() => v.parse(Liste, [{ id: 1 }]));
    v.parse(Liste, [{ id: 2 }]);
    const indre = samleForkastede(() => {
      const innerst = samleForkastede(() => v.parse(Liste, [{ id: 3 }]));
      v.parse(Liste, [{ id: 4 }, { id: 'e', pris: 5 }]);
      return innerst;
    });
    expect(forste.forkastede).toEqual([{ liste: 'ting', antall: 1, av: 1, felter: ['id', 'pris'] }]);
    expect(indre.resultat.forkastede).toEqual([{ liste: 'ting', antall: 1, av: 1, felter: ['id', 'pris'] }]);
    expect(indre.forkastede).toEqual([{ liste: 'ting', antall: 1, av: 2, felter: ['id', 'pris'] }]);
  });

  it('still fails when the answer is not a list at all', () => {
    expect(v.safeParse(Liste, { id: 'a' }).success).toBe(false);
  });

  it('bareGyldigeElementer gives the valid records only', () => {
    expect(v.parse(bareGyldigeElementer(v.string(), 'tekster'), ['a', 1, 'b'])).toEqual(['a', 'b']);
  });
});

describe('the API lists are checked record by record', () => {
  it('agreements: an unknown source is kept; a numeric policy number or a price as text drops only that agreement', () => {
    const { resultat, forkastede } = samleForkastede(() =>
      v.parse(AvtaleOversikt, {
        avtaler: [
          avtale('1'),
          avtale('2', { systemSource: 'NYTT_SYSTEM', avtaleStatus: 'SUSPENDED', productType: 'ROMSKIP' }),
          avtale('3', { policyNumber: 3 }),
          avtale('4', { monthlyPrice: '349' }),
        ],
        monthlySum: 100,
      }),
    );
    expect(resultat.avtaler.map((a) => a.policyNumber)).toEqual(['1', '2']);
    expect(resultat.avtaler[1]).toMatchObject({ systemSource: 'NYTT_SYSTEM', avtaleStatus: 'SUSPENDED', productType: 'ROMSKIP' });
    expect(resultat).toMatchObject({ forkastet: 2, monthlySum: 100 });
    expect(forkastede).toEqual([{ liste: 'avtaler', antall: 2, av: 4, felter: ['policyNumber', 'monthlyPrice'] }]);
  });

  it('offers: a bad offer and a bad package entry are dropped, the rest kept', () => {
    const { resultat, forkastede } = samleForkastede(() =>
      v.parse(TilbudListe, {
        tilbud: [
          { name: 'Bil', policyNumber: 'T1', pakkeTilbud: [{ name: 'Veihjelp', monthlyPrice: 30 }, { name: 5 }] },
          { name: 'Hus', policyNumber: 12 },
        ],
      }),
    );
    expect(resultat.tilbud.map((t) => t.policyNumber)).toEqual(['T1']);
    expect(resultat.tilbud[0]?.pakkeTilbud).toEqual([{ name: 'Veihjelp', monthlyPrice: 30 }]);
    expect(resultat.forkastet).toBe(1);
    expect(forkastede.map((f) => f.liste).sort()).toEqual(['pakkeTilbud', 'tilbud']);
  });

  it('tasks, messages, addresses, recommendations, postcodes and consent texts', () => {
    expect(v.parse(MotorOppgaver, [{ oppgavetype: 'ENDRE_KMSTAND', avtalenummer: 'A1' }, { oppgavetype: 'ENDRE_KMSTAND' }])).toMatchObject({
      elementer: [{ avtalenummer: 'A1' }],
      forkastet: 1,
    });
    expect(v.parse(Kundekommunikasjon, { meldinger: [{ id: '1', tittel: 'T', tekst: 'x' }, { id: 2 }] })).toMatchObject({ forkastet: 1 });
    expect(v.parse(Kundeadresser, { kundeadresser: [{ gatenavn: 'Storgata', postnummer: '0150' }, { gatenavn: 7 }] })).toMatchObject({
      kundeadresser: [{ gatenavn: 'Storgata' }],
      forkastet: 1,
    });
    expect(
      v.parse(Produktanbefaling, {
        scores: [
          { nextBestOfferProdukt: 'BIL', score: 0.9 },
          { nextBestOfferProdukt: 'HUS', score: 'høy' },
        ],
      }).scores,
    ).toEqual([{ nextBestOfferProdukt: 'BIL', score: 0.9 }]);
    expect(v.parse(Postnummerliste, [{ kode: '0150', navn: 'OSLO' }, { kode: 150 }])).toEqual([{ kode: '0150', navn: 'OSLO' }]);
    expect(
      v.parse(Samtykketekster, [
        { samtykke: 'MARKETING', tittel: 'Markedsføring' },
        { samtykke: 'NYTT', tittel: 'Ukjent' },
      ]),
    ).toEqual({ elementer: [{ samtykke: 'MARKETING', tittel: 'Markedsføring', ingress: '', tekst: '' }], forkastet: 1 });
  });

  it('a customer with an unknown consent value is still read, the value as unknown', () => {
    const kunde = v.parse(Skadekunde, { navn: 'Kari', samtykker: { marketingConsent: 'MAYBE', crossDomainConsent: 'AUTHORIZED' } });
    expect(kunde.samtykker).toEqual({ marketingConsent: undefined, crossDomainConsent: 'AUTHORIZED' });
  });
});
