// The demo scenarios: which customer is seeded and how the backend misbehaves in each.

/**
 * @typedef {object} Fault  A fixed answer replacing an endpoint (after the login check).
 * @property {string} method
 * @property {string} path full `/api/...` path
 * @property {number} status
 * @property {unknown} [body]
 */

/**
 * @typedef {object} ScenarioDefinition
 * @property {string} name
 * @property {string} beskrivelse shown by `GET /demo/status`
 * @property {string} customer which seeded customer (see seed.mjs)
 * @property {boolean} [alwaysLoggedOut] session-status answers `{}` whatever the cookie
 * @property {boolean} [slow] every `/api` answer is delayed (`slowDelayMs`)
 * @property {boolean} [partialOutage] agreements and offers carry `systemSourceError`
 * @property {boolean} [down] every `/api` answer is 503 (after the marker-header rule), session status too
 * @property {Fault[]} [faults]
 */

const API = '/api/privat/forsikring';

/** @type {ScenarioDefinition[]} */
const LIST = [
  {
    name: 'skadekunde',
    beskrivelse: 'Skadekunde med mange avtaler, tilbud, oppgaver og anbefalinger',
    customer: 'skadekunde',
  },
  {
    name: 'livkunde',
    beskrivelse: 'Kun livsforsikring (Prolife), uten kundenummer i skadesystemet',
    customer: 'livkunde',
  },
  { name: 'bankkunde', beskrivelse: 'Bankkunde innlogget fra nettbanken', customer: 'bankkunde' },
  { name: 'lomedlem', beskrivelse: 'Medlem av et LO-forbund med LO Favør-avtaler', customer: 'lomedlem' },
  {
    name: 'eika',
    beskrivelse: 'Kunde i en Eika-bank med avtaler og meldinger fra Eika-integrasjonen',
    customer: 'eika',
  },
  { name: 'utlogget', beskrivelse: 'Ikke innlogget', customer: 'skadekunde', alwaysLoggedOut: true },
  {
    name: 'delvis-nede',
    beskrivelse: 'Noen kildesystemer er nede: færre avtaler og tilbud, Eika-integrasjonen svarer 503',
    customer: 'skadekunde',
    partialOutage: true,
    faults: [
      { method: 'GET', path: `${API}/eikaintegrasjon/avtaler`, status: 503, body: { message: 'Tjenesten er utilgjengelig' } },
      {
        method: 'GET',
        path: `${API}/eikaintegrasjon/kundekommunikasjon`,
        status: 503,
        body: { message: 'Tjenesten er utilgjengelig' },
      },
    ],
  },
  {
    name: 'avtaler-feiler',
    beskrivelse: 'Henting av avtaler feiler med 500',
    customer: 'skadekunde',
    faults: [{ method: 'GET', path: `${API}/avtaleoversikt/avtaler`, status: 500, body: { message: 'Intern feil' } }],
  },
  { name: 'treg', beskrivelse: 'Alle API-svar er forsinket', customer: 'skadekunde', slow: true },
  {
    name: 'lagring-feiler',
    beskrivelse: 'Skadekunde der alle endringer i forsikringsprofilen feiler med 500',
    customer: 'skadekunde',
    faults: [
      ['PUT', '/skadekunde/kontaktinformasjon'],
      ['POST', '/skadekunde/kontaktinformasjon'],
      ['PUT', '/skadekunde/mobilnummer'],
      ['POST', '/liv/kunde/v1/contactInfo'],
      ['POST', '/adresse/oppdater'],
      ['PUT', '/dokumenter/postforsendelse'],
      ['POST', '/samtykke/oppdater'],
    ].map(([method, path]) => ({
      method: /** @type {string} */ (method),
      path: `${API}${path}`,
      status: 500,
      body: { message: 'Intern feil' },
    })),
  },
  { name: 'alt-nede', beskrivelse: 'Hele API-et er nede: alle kall svarer 503', customer: 'skadekunde', down: true },
];

export const DEFAULT_SCENARIO = 'skadekunde';

/** @type {ReadonlyMap<string, ScenarioDefinition>} */
export const SCENARIOS = new Map(LIST.map((scenario) => [scenario.name, scenario]));

/**
 * @param {string | undefined} name
 * @returns {ScenarioDefinition | undefined}
 */
export function findScenario(name) {
  return name === undefined ? undefined : SCENARIOS.get(name);
}
