// Helpers for writing the seeded customers.

/** @typedef {import('../types.mjs').Avtale} Avtale */
/** @typedef {import('../types.mjs').Tilbud} Tilbud */
/** @typedef {import('../types.mjs').SystemSource} SystemSource */
/** @typedef {import('../types.mjs').AvtaleStatus} AvtaleStatus */

/**
 * @param {string} policyNumber
 * @param {string} name
 * @param {string} description
 * @param {number} monthlyPrice kroner
 * @param {string} productType
 * @param {SystemSource} systemSource
 * @param {string} productCode
 * @param {AvtaleStatus} [avtaleStatus]
 * @returns {Avtale}
 */
export function avtale(policyNumber, name, description, monthlyPrice, productType, systemSource, productCode, avtaleStatus = 'ACTIVE') {
  const yearlyPrice = monthlyPrice * 12;
  return { policyNumber, name, description, monthlyPrice, yearlyPrice, productType, systemSource, productCode, avtaleStatus };
}

/**
 * @param {Date} now
 * @param {number} days
 */
function isoDateIn(now, days) {
  return new Date(now.getTime() + days * 86_400_000).toISOString().slice(0, 10);
}

/**
 * @param {Date} now
 * @param {Omit<Tilbud, 'yearlyPrice' | 'versionNumber' | 'expirationDate'> & { days: number }} fields
 * @returns {Tilbud}
 */
export function tilbud(now, { days, ...fields }) {
  return { ...fields, yearlyPrice: fields.monthlyPrice * 12, versionNumber: 1, expirationDate: isoDateIn(now, days) };
}

export const DEMOBANK = { banknavn: 'Sparebanken Demo', nettbankUrl: 'https://nettbank.example.no/' };
