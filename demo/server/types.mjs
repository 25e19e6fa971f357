// Shapes of the demo data, as in docs/api.md. Type definitions only.

/**
 * @typedef {'NICE' | 'EIKA_SKADE' | 'LOFAVOR' | 'PROLIFE' | 'EIKA_PERSON' | 'PARIS' | 'NSF'} SystemSource
 * @typedef {'ACTIVE' | 'PENDING' | 'RENEWAL'} AvtaleStatus
 * @typedef {'AUTHORIZED' | 'NOT_AUTHORIZED'} Samtykkestatus
 */

/**
 * @typedef {object} Avtale
 * @property {string} policyNumber
 * @property {string} name
 * @property {string} description
 * @property {number} monthlyPrice
 * @property {number} yearlyPrice
 * @property {string} productType
 * @property {SystemSource} systemSource
 * @property {string} productCode
 * @property {AvtaleStatus} avtaleStatus
 */

/**
 * @typedef {object} Tilbud
 * @property {string} name
 * @property {{ tfaMonthly?: number }} [detaljer]
 * @property {string} description
 * @property {number} monthlyPrice
 * @property {number} yearlyPrice
 * @property {string} policyNumber
 * @property {number} versionNumber
 * @property {string} productType
 * @property {string} expirationDate ISO date
 * @property {SystemSource} systemSource
 * @property {{ name: string, monthlyPrice: number, yearlyPrice: number }[]} [pakkeTilbud]
 */

/**
 * @typedef {object} Skadekunde
 * @property {string} navn
 * @property {string} ssn
 * @property {string} [niceKundenummer]
 * @property {boolean} isBankkunde
 * @property {boolean} isLoMedlem
 * @property {string} trackingId
 * @property {{ epostAdresse?: string, mobilNummer?: string }} kontaktInformasjon
 * @property {{ marketingConsent: Samtykkestatus, crossDomainConsent: Samtykkestatus }} samtykker
 */

/**
 * @typedef {object} Kundeadresse
 * @property {boolean} isFolkreregistrert
 * @property {string} gatenavn
 * @property {string} gatenummer
 * @property {string} [gatenummerBokstav]
 * @property {string} [gaardsnummer]
 * @property {string} [bruksnummer]
 * @property {string} postnummer
 */

/**
 * @typedef {object} Melding
 * @property {string} id
 * @property {string} tittel
 * @property {string} tekst
 * @property {string} [url]
 */

/**
 * @typedef {object} Motoroppgave
 * @property {'ENDRE_KMSTAND'} oppgavetype
 * @property {string} beskrivelse
 * @property {string} avtalenummer
 */

/** @typedef {{ nextBestOfferProdukt: string, score: number }} NboScore */

/**
 * @typedef {'ÅPEN' | 'MOBILBANK' | 'MOBILBANK_DNB' | 'NETTBANK' | 'NETTBANK_DNB' | 'FORSIKRING'} LoginContext
 */

/**
 * Everything one customer has; the seed for one scenario.
 * @typedef {object} Customer
 * @property {Skadekunde} kunde
 * @property {{ epost?: string, telefon?: string } | null} livkunde null: no Prolife record
 * @property {Avtale[]} avtaler
 * @property {Avtale[]} eikaAvtaler
 * @property {Melding[]} kundekommunikasjon
 * @property {Tilbud[]} tilbud
 * @property {number} helseerklaeringer
 * @property {number} aksepttilbud
 * @property {boolean} hasUlesteMeldinger
 * @property {Motoroppgave[]} motoroppgaver
 * @property {NboScore[]} nbo
 * @property {Kundeadresse | null} brukAdresse the address in use when it is not the registered one
 * @property {Kundeadresse} folkeregistrertAdresse
 * @property {boolean} harReservasjon reservation against marketing
 * @property {boolean} postReservasjon reservation against insurance documents by post
 * @property {LoginContext} loginContext
 * @property {{ banknavn: string, nettbankUrl: string }} bankkontakt
 */

/**
 * The mutable state of one scenario.
 * @typedef {Customer & {
 *   avtalerSystemSourceError: boolean,
 *   tilbudSystemSourceError: boolean,
 *   feedback: unknown[],
 * }} ScenarioData
 */

export {};
