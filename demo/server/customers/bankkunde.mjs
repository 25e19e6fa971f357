// Bank customer who logs in from the online bank.

import { DEMOBANK, avtale, tilbud } from './build.mjs';

/** @typedef {import('../types.mjs').Customer} Customer */

/** @param {Date} now @returns {Customer} */
export function bankkunde(now) {
  return {
    kunde: {
      navn: 'Sofie Lund',
      ssn: '23118523456',
      niceKundenummer: '100876543',
      isBankkunde: true,
      isLoMedlem: false,
      trackingId: '2b4d6f80-1a3c-4e5f-9a7b-c9d1e3f5a7b9',
      kontaktInformasjon: { epostAdresse: 'sofie.lund@example.no', mobilNummer: '40012345' },
      samtykker: { marketingConsent: 'AUTHORIZED', crossDomainConsent: 'AUTHORIZED' },
    },
    livkunde: null,
    avtaler: [
      avtale('7023401', 'Bilforsikring', 'Toyota RAV4, EB 54321', 645, 'BIL', 'NICE', 'BIL_PRIVAT'),
      avtale('7023402', 'Husforsikring', 'Tromsøgata 7, 0565 Oslo', 921, 'HUS', 'NICE', 'HUS'),
      avtale('7023403', 'Innboforsikring', 'Tromsøgata 7, 0565 Oslo', 172, 'INNBO', 'NICE', 'INNBO'),
      avtale('7023404', 'Reiseforsikring', 'Familie, hele verden', 158, 'REISE', 'NICE', 'REISE_FAMILIE', 'RENEWAL'),
    ],
    eikaAvtaler: [],
    kundekommunikasjon: [],
    tilbud: [
      tilbud(now, {
        name: 'Hundeforsikring',
        description: 'Luna, border collie',
        monthlyPrice: 342,
        policyNumber: '7099201',
        productType: 'HUND',
        systemSource: 'NICE',
        days: 12,
      }),
    ],
    helseerklaeringer: 0,
    aksepttilbud: 0,
    hasUlesteMeldinger: false,
    motoroppgaver: [],
    nbo: [
      { nextBestOfferProdukt: 'ULYKKE', score: 0.86 },
      { nextBestOfferProdukt: 'LIV', score: 0.72 },
      { nextBestOfferProdukt: 'BIL', score: 0.65 },
      { nextBestOfferProdukt: 'HYTTE', score: 0.48 },
      { nextBestOfferProdukt: 'BAAT', score: 0.35 },
      { nextBestOfferProdukt: 'REISE', score: 0.21 },
    ],
    brukAdresse: null,
    folkeregistrertAdresse: { isFolkreregistrert: true, gatenavn: 'Tromsøgata', gatenummer: '7', postnummer: '0565' },
    harReservasjon: false,
    postReservasjon: true,
    loginContext: 'NETTBANK',
    bankkontakt: DEMOBANK,
  };
}
