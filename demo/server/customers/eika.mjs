// Customer of an Eika bank: agreements and messages from the Eika integration.

import { avtale } from './build.mjs';

/** @typedef {import('../types.mjs').Customer} Customer */

/** @returns {Customer} */
export function eika() {
  return {
    kunde: {
      navn: 'Astrid Johansen',
      ssn: '30049223456',
      niceKundenummer: '100998877',
      isBankkunde: true,
      isLoMedlem: false,
      trackingId: '4a5b6c7d-8e9f-4a1b-9c2d-3e4f5a6b7c8d',
      kontaktInformasjon: { epostAdresse: 'astrid.johansen@example.no', mobilNummer: '95551234' },
      samtykker: { marketingConsent: 'NOT_AUTHORIZED', crossDomainConsent: 'AUTHORIZED' },
    },
    livkunde: null,
    avtaler: [
      avtale('7034501', 'Reiseforsikring', 'Enkeltperson, hele verden', 132, 'REISE', 'NICE', 'REISE_ENKEL'),
      avtale('7034502', 'Kattforsikring', 'Frøken Sol, huskatt', 159, 'KATT', 'NICE', 'KATT'),
    ],
    eikaAvtaler: [
      avtale('E-2210045', 'Bilforsikring', 'Skoda Enyaq, EF 98765', 734, 'BIL', 'EIKA_SKADE', 'EIKA_BIL'),
      avtale('E-2210046', 'Husforsikring', 'Fanavegen 50, 5244 Fana', 1012, 'HUS', 'EIKA_SKADE', 'EIKA_HUS', 'RENEWAL'),
      avtale('EP-880012', 'Livsforsikring', 'Forsikringssum 1 500 000 kr', 276, 'LIV', 'EIKA_PERSON', 'EIKA_LIV', 'RENEWAL'),
      avtale('EP-880013', 'Uføreforsikring', 'Engangsutbetaling 600 000 kr', 233, 'UFOER', 'EIKA_PERSON', 'EIKA_UFOER', 'PENDING'),
    ],
    kundekommunikasjon: [
      {
        id: 'eika-1',
        tittel: 'Husforsikringen din fornyes',
        tekst: 'Husforsikringen for Fanavegen 50 fornyes om 30 dager. Se over at opplysningene stemmer.',
        url: '/privat/forsikring/detaljer/eika/E-2210046',
      },
      {
        id: 'eika-2',
        tittel: 'Vi behandler søknaden din',
        tekst: 'Søknaden om uføreforsikring er mottatt. Du hører fra oss innen to uker.',
      },
    ],
    tilbud: [],
    helseerklaeringer: 1,
    aksepttilbud: 0,
    hasUlesteMeldinger: false,
    motoroppgaver: [],
    nbo: [
      { nextBestOfferProdukt: 'INNBO', score: 0.82 },
      { nextBestOfferProdukt: 'ULYKKE', score: 0.69 },
      { nextBestOfferProdukt: 'BAAT', score: 0.54 },
      { nextBestOfferProdukt: 'HYTTE', score: 0.43 },
      { nextBestOfferProdukt: 'REISE', score: 0.37 },
      { nextBestOfferProdukt: 'BIL', score: 0.25 },
    ],
    brukAdresse: null,
    folkeregistrertAdresse: { isFolkreregistrert: true, gatenavn: 'Fanavegen', gatenummer: '50', postnummer: '5244' },
    harReservasjon: false,
    postReservasjon: false,
    loginContext: 'NETTBANK',
    bankkontakt: { banknavn: 'Fana Sparebank', nettbankUrl: 'https://nettbank.example.no/fana/' },
  };
}
