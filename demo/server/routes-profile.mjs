// /api routes of the insurance profile (customer, contact data, address, consents) and feedback.

import { badRequest, fields, noContent, ok } from './api-context.mjs';
import { POSTNUMRE, SAMTYKKETEKSTER } from './reference-data.mjs';

/** @typedef {import('./api-context.mjs').ApiRoute} ApiRoute */
/** @typedef {import('./api-context.mjs').ApiContext} ApiContext */
/** @typedef {import('./api-context.mjs').ApiResult} ApiResult */

const INVALID_EMAIL = badRequest({ code: 'UGYLDIG_MAILADRESSE' });
const INVALID_MOBILE = badRequest({ code: 'UGYLDIG_MOBILNR' });

/**
 * The portal's e-mail pattern (spec §5, `src/format/email.ts`): the backend refuses exactly what the
 * profile's form refuses, so a test of UGYLDIG_MAILADRESSE needs an override.
 */
const EPOST = /^[a-zA-Z0-9æøåÆØÅ.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9æøåÆØÅ-]+(?:\.[a-zA-Z0-9æøåÆØÅ-]+)+$/;

/** A Norwegian mobile number as the profile checks it: 8 digits starting with 4 or 9 (`src/screens/profil/regler.ts`). */
const MOBILNUMMER = /^[49]\d{7}$/;

/** @param {unknown} value */
const isEmail = (value) => typeof value === 'string' && EPOST.test(value);

/** @param {unknown} value */
const isMobile = (value) => typeof value === 'string' && MOBILNUMMER.test(value);

/**
 * @param {string} field
 * @returns {ApiResult}
 */
const needsBoolean = (field) => badRequest({ message: `${field} må være true eller false` });

/** @param {ApiContext} ctx @returns {ApiResult} */
function updateEmail({ data, body }) {
  const { epostAdresse } = fields(body);
  if (!isEmail(epostAdresse)) return INVALID_EMAIL;
  data.kunde.kontaktInformasjon.epostAdresse = /** @type {string} */ (epostAdresse);
  return noContent();
}

/** @param {ApiContext} ctx @returns {ApiResult} */
function updateLifeContact({ data, body }) {
  const { epost, telefon } = fields(body);
  if (typeof epost !== 'string' || epost.trim() === '') return badRequest({ message: 'epost mangler' });
  if (!isEmail(epost)) return INVALID_EMAIL;
  if (telefon !== undefined && telefon !== null && !isMobile(telefon)) return INVALID_MOBILE;
  data.livkunde = { ...data.livkunde, epost };
  if (typeof telefon === 'string') data.livkunde.telefon = telefon;
  return noContent();
}

/** @param {ApiContext} ctx @returns {ApiResult} */
function updateConsent({ data, body }) {
  const { marketingConsentApproved, crossDomainConsentApproved } = fields(body);
  /** @param {boolean} approved */
  const status = (approved) => (approved ? 'AUTHORIZED' : 'NOT_AUTHORIZED');
  if (typeof marketingConsentApproved === 'boolean') {
    data.kunde.samtykker.marketingConsent = status(marketingConsentApproved);
    return noContent();
  }
  if (typeof crossDomainConsentApproved === 'boolean') {
    data.kunde.samtykker.crossDomainConsent = status(crossDomainConsentApproved);
    return noContent();
  }
  return needsBoolean('marketingConsentApproved eller crossDomainConsentApproved');
}

/** @type {ApiRoute[]} */
export const PROFILE_ROUTES = [
  { method: 'GET', path: '/skadekunde/hent', handle: ({ data }) => ok(data.kunde) },
  { method: 'PUT', path: '/skadekunde/kontaktinformasjon', handle: updateEmail },
  { method: 'POST', path: '/skadekunde/kontaktinformasjon', handle: updateEmail },
  {
    method: 'PUT',
    path: '/skadekunde/mobilnummer',
    handle: ({ data, body }) => {
      const { mobilNummer } = fields(body);
      if (!isMobile(mobilNummer)) return INVALID_MOBILE;
      data.kunde.kontaktInformasjon.mobilNummer = /** @type {string} */ (mobilNummer);
      return noContent();
    },
  },
  { method: 'GET', path: '/liv/kunde/v1/kunde', handle: ({ data }) => ok(data.livkunde ?? {}) },
  { method: 'GET', path: '/liv/kunde/v1/eksisterer', handle: ({ data }) => ok({ eksisterer: data.livkunde !== null }) },
  { method: 'POST', path: '/liv/kunde/v1/contactInfo', handle: updateLifeContact },
  {
    method: 'GET',
    path: '/adresse/kundeadresser',
    handle: ({ data }) =>
      ok({ kundeadresser: data.brukAdresse ? [data.brukAdresse, data.folkeregistrertAdresse] : [data.folkeregistrertAdresse] }),
  },
  { method: 'GET', path: '/adresse/postnummer', handle: () => ok(POSTNUMRE) },
  {
    method: 'POST',
    path: '/adresse/oppdater',
    handle: ({ data }) => {
      data.brukAdresse = null;
      return noContent();
    },
  },
  {
    method: 'GET',
    path: '/samtykke/tekster',
    handle: ({ query }) => ok(query.bankkunde === 'true' ? SAMTYKKETEKSTER : SAMTYKKETEKSTER.filter((t) => t.samtykke === 'MARKETING')),
  },
  { method: 'POST', path: '/samtykke/oppdater', handle: updateConsent },
  { method: 'GET', path: '/samtykke/reservasjon/hent', handle: ({ data }) => ok({ harReservasjon: data.harReservasjon }) },
  {
    method: 'POST',
    path: '/samtykke/reservasjon',
    handle: ({ data, body }) => {
      const { harReservasjon } = fields(body);
      if (typeof harReservasjon !== 'boolean') return needsBoolean('harReservasjon');
      data.harReservasjon = harReservasjon;
      return noContent();
    },
  },
  {
    method: 'GET',
    path: '/dokumenter/postforsendelse',
    handle: ({ data }) => ok({ hasReservasjon: data.postReservasjon }),
  },
  {
    method: 'PUT',
    path: '/dokumenter/postforsendelse',
    handle: ({ data, body }) => {
      const { hasReservasjon } = fields(body);
      if (typeof hasReservasjon !== 'boolean') return needsBoolean('hasReservasjon');
      data.postReservasjon = hasReservasjon;
      return noContent();
    },
  },
  {
    method: 'POST',
    path: '/feedback/',
    handle: ({ data, body }) => {
      data.feedback.push(body);
      return noContent();
    },
  },
];
