// Life-insurance-only (Prolife) customer without a niceKundenummer.

import { DEMOBANK, avtale, tilbud } from './build.mjs';

/** @typedef {import('../types.mjs').Customer} Customer */

/** @param {Date} now @returns {Customer} */
export function livkunde(now) {
  return {
    kunde: {
      navn: 'Torbjørn Sæther',
      ssn: '15057834567',
      isBankkunde: false,
      isLoMedlem: false,
      trackingId: 'c1d9e8f2-3a4b-4c5d-8e6f-7a8b9c0d1e2f',
      kontaktInformasjon: {},
      samtykker: { marketingConsent: 'NOT_AUTHORIZED', crossDomainConsent: 'NOT_AUTHORIZED' },
    },
    livkunde: { epost: 'torbjorn.saether@example.no', telefon: '48123456' },
    avtaler: [
      avtale('3301001', 'Livsforsikring', 'Forsikringssum 3 500 000 kr', 428, 'LIV', 'PROLIFE', 'LIV_PRIVAT'),
      avtale('3301002', 'Uføreforsikring', 'Engangsutbetaling 800 000 kr', 301, 'UFOER', 'PROLIFE', 'UFOER_ENG'),
      avtale('3301003', 'Behandlingsforsikring', 'Torbjørn Sæther', 389, 'BEHANDLING', 'PROLIFE', 'BEHANDLING', 'PENDING'),
      avtale('3301004', 'Kritisk sykdom-forsikring', 'Forsikringssum 300 000 kr', 117, 'KRITISK_SYKDOM', 'PROLIFE', 'KRITISK_SYKDOM'),
    ],
    eikaAvtaler: [],
    kundekommunikasjon: [],
    tilbud: [
      tilbud(now, {
        name: 'Ulykkesforsikring',
        description: 'Forsikringssum 1 000 000 kr',
        monthlyPrice: 89,
        policyNumber: '3399101',
        productType: 'ULYKKE',
        systemSource: 'PROLIFE',
        days: 18,
      }),
    ],
    helseerklaeringer: 1,
    aksepttilbud: 0,
    hasUlesteMeldinger: false,
    motoroppgaver: [],
    nbo: [
      { nextBestOfferProdukt: 'INNBO', score: 0.88 },
      { nextBestOfferProdukt: 'REISE', score: 0.79 },
      { nextBestOfferProdukt: 'BIL', score: 0.61 },
      { nextBestOfferProdukt: 'LIV', score: 0.44 },
      { nextBestOfferProdukt: 'HUS', score: 0.39 },
      { nextBestOfferProdukt: 'ULYKKE', score: 0.22 },
    ],
    brukAdresse: null,
    folkeregistrertAdresse: { isFolkreregistrert: true, gatenavn: 'Nygårdsgaten', gatenummer: '5', postnummer: '5015' },
    harReservasjon: true,
    postReservasjon: false,
    loginContext: 'FORSIKRING',
    bankkontakt: DEMOBANK,
  };
}
