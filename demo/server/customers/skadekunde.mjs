// Claims customer with many agreements across sources, offers, tasks and recommendations.

import { DEMOBANK, avtale, tilbud } from './build.mjs';

/** @typedef {import('../types.mjs').Customer} Customer */

/** @param {Date} now @returns {Customer} */
export function skadekunde(now) {
  return {
    kunde: {
      navn: 'Ingrid Haugland',
      ssn: '01019012345',
      niceKundenummer: '100234567',
      isBankkunde: false,
      isLoMedlem: false,
      trackingId: '7f3c2a10-5b1e-4c8e-9d2a-1e6f0b7a4c11',
      kontaktInformasjon: { epostAdresse: 'ingrid.haugland@example.no', mobilNummer: '91234567' },
      samtykker: { marketingConsent: 'NOT_AUTHORIZED', crossDomainConsent: 'AUTHORIZED' },
    },
    livkunde: { epost: 'ingrid.haugland@example.no', telefon: '91234567' },
    avtaler: [
      avtale('7012345', 'Bilforsikring', 'Tesla Model Y, EL 12345', 712, 'BIL', 'NICE', 'BIL_PRIVAT'),
      avtale('7012346', 'Husforsikring', 'Kirkeveien 12, 0368 Oslo', 845, 'HUS', 'NICE', 'HUS'),
      avtale('7012347', 'Innboforsikring', 'Kirkeveien 12, 0368 Oslo', 189, 'INNBO', 'NICE', 'INNBO', 'RENEWAL'),
      avtale('7012348', 'Båtforsikring', 'Askeladden C61, JFK 123', 276, 'BAAT', 'NICE', 'BAAT'),
      avtale('7012349', 'Hytteforsikring', 'Fjellstua 3, 3580 Geilo', 402, 'HYTTE', 'NICE', 'HYTTE', 'PENDING'),
      avtale('5504411', 'LO Favør Reiseforsikring', 'Hele familien, Europa', 149, 'REISE', 'LOFAVOR', 'LOFAVOR_REISE'),
      avtale('5504412', 'LO Favør Hundeforsikring', 'Bamse, golden retriever', 365, 'HUND', 'LOFAVOR', 'LOFAVOR_HUND'),
      avtale('3300120', 'Livsforsikring', 'Forsikringssum 2 000 000 kr', 312, 'LIV', 'PROLIFE', 'LIV_PRIVAT'),
      avtale('3300121', 'Kritisk sykdom-forsikring for barn', 'Emma Haugland, 6 år', 98, 'BARN', 'PROLIFE', 'BARN_KS', 'PENDING'),
      avtale('9100034', 'Ulykkesforsikring', 'Ingrid Haugland', 79, 'ULYKKE', 'PARIS', 'ULYKKE_PARIS'),
      avtale('8800501', 'NSF Gruppelivsforsikring', 'Medlemsforsikring Norsk Sykepleierforbund', 54, 'LIV', 'NSF', 'NSF_GRUPPELIV'),
    ],
    eikaAvtaler: [],
    kundekommunikasjon: [],
    tilbud: [
      tilbud(now, {
        name: 'Bilforsikring',
        detaljer: { tfaMonthly: 268 },
        description: 'Volvo XC40, AB 12345',
        monthlyPrice: 689,
        policyNumber: '7099001',
        productType: 'BIL',
        systemSource: 'NICE',
        days: 14,
      }),
      tilbud(now, {
        name: 'Innboforsikring',
        description: 'Thereses gate 44 B, 0354 Oslo',
        monthlyPrice: 214,
        policyNumber: '7099002',
        productType: 'INNBO',
        systemSource: 'NICE',
        days: 21,
        pakkeTilbud: [
          { name: 'Reiseforsikring', monthlyPrice: 139, yearlyPrice: 1668 },
          { name: 'Ulykkesforsikring', monthlyPrice: 65, yearlyPrice: 780 },
        ],
      }),
      tilbud(now, {
        name: 'Kattforsikring',
        description: 'Pusur, norsk skogkatt',
        monthlyPrice: 178,
        policyNumber: '5599003',
        productType: 'KATT',
        systemSource: 'LOFAVOR',
        days: 30,
      }),
      tilbud(now, {
        name: 'Uføreforsikring',
        description: 'Engangsutbetaling 500 000 kr',
        monthlyPrice: 256,
        policyNumber: '3399004',
        productType: 'UFOER',
        systemSource: 'PROLIFE',
        days: 9,
      }),
    ],
    helseerklaeringer: 2,
    aksepttilbud: 1,
    hasUlesteMeldinger: true,
    motoroppgaver: [
      {
        oppgavetype: 'ENDRE_KMSTAND',
        beskrivelse: 'Oppgi kilometerstand for Tesla Model Y (EL 12345)',
        avtalenummer: '7012345',
      },
    ],
    nbo: [
      { nextBestOfferProdukt: 'BIL', score: 0.93 },
      { nextBestOfferProdukt: 'REISE', score: 0.81 },
      { nextBestOfferProdukt: 'KATT', score: 0.74 },
      { nextBestOfferProdukt: 'INNBO', score: 0.66 },
      { nextBestOfferProdukt: 'MOPED', score: 0.52 },
      { nextBestOfferProdukt: 'ULYKKE', score: 0.47 },
      { nextBestOfferProdukt: 'UFOER', score: 0.31 },
    ],
    brukAdresse: { isFolkreregistrert: false, gatenavn: 'Kirkeveien', gatenummer: '12', postnummer: '0368' },
    folkeregistrertAdresse: {
      isFolkreregistrert: true,
      gatenavn: 'Thereses gate',
      gatenummer: '44',
      gatenummerBokstav: 'B',
      postnummer: '0354',
    },
    harReservasjon: false,
    postReservasjon: false,
    loginContext: 'FORSIKRING',
    bankkontakt: DEMOBANK,
  };
}
