// Labour-union (LO) member with LO Favør agreements.

import { DEMOBANK, avtale, tilbud } from './build.mjs';

/** @typedef {import('../types.mjs').Customer} Customer */

/** @param {Date} now @returns {Customer} */
export function lomedlem(now) {
  return {
    kunde: {
      navn: 'Lars Eriksen',
      ssn: '07068245678',
      niceKundenummer: '100555321',
      isBankkunde: false,
      isLoMedlem: true,
      trackingId: '9e8d7c6b-5a4f-4e3d-8c2b-1a0f9e8d7c6b',
      kontaktInformasjon: { epostAdresse: 'lars.eriksen@example.no', mobilNummer: '97654321' },
      samtykker: { marketingConsent: 'NOT_AUTHORIZED', crossDomainConsent: 'NOT_AUTHORIZED' },
    },
    livkunde: null,
    avtaler: [
      avtale('5512001', 'LO Favør Innboforsikring', 'Kalfarveien 31, 5018 Bergen', 98, 'INNBO', 'LOFAVOR', 'LOFAVOR_INNBO'),
      avtale('5512002', 'LO Favør Reiseforsikring', 'Enkeltperson, Europa', 89, 'REISE', 'LOFAVOR', 'LOFAVOR_REISE'),
      avtale('5512003', 'LO Favør Bilforsikring', 'Volkswagen ID.4, EV 11223', 598, 'BIL', 'LOFAVOR', 'LOFAVOR_BIL', 'RENEWAL'),
      avtale('5512004', 'LO Favør Ulykkesforsikring', 'Lars Eriksen', 62, 'ULYKKE', 'LOFAVOR', 'LOFAVOR_ULYKKE'),
    ],
    eikaAvtaler: [],
    kundekommunikasjon: [],
    tilbud: [
      tilbud(now, {
        name: 'LO Favør Hundeforsikring',
        description: 'Rex, schäfer',
        monthlyPrice: 298,
        policyNumber: '5599301',
        productType: 'HUND',
        systemSource: 'LOFAVOR',
        days: 25,
      }),
    ],
    helseerklaeringer: 0,
    aksepttilbud: 0,
    hasUlesteMeldinger: true,
    motoroppgaver: [],
    nbo: [
      { nextBestOfferProdukt: 'HUS', score: 0.84 },
      { nextBestOfferProdukt: 'INNBO', score: 0.71 },
      { nextBestOfferProdukt: 'HUND', score: 0.63 },
      { nextBestOfferProdukt: 'LIV', score: 0.5 },
      { nextBestOfferProdukt: 'MOTORSYKKEL', score: 0.38 },
      { nextBestOfferProdukt: 'REISE', score: 0.2 },
    ],
    brukAdresse: {
      isFolkreregistrert: false,
      gatenavn: 'Hordnesvegen',
      gatenummer: '210',
      gaardsnummer: '40',
      bruksnummer: '112',
      postnummer: '5244',
    },
    folkeregistrertAdresse: { isFolkreregistrert: true, gatenavn: 'Kalfarveien', gatenummer: '31', postnummer: '5018' },
    harReservasjon: false,
    postReservasjon: false,
    loginContext: 'FORSIKRING',
    bankkontakt: DEMOBANK,
  };
}
