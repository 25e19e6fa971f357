import { request } from './client.ts';
import { isKfpHttpError } from './errors.ts';
import { Antall, Skadekunde, UlesteMeldinger } from './schemas.ts';

/** `GET oversikt/helseerklaering`: how many health declarations wait for the customer. */
export const hentHelseerklaeringer = () => request('GET', 'oversikt/helseerklaering', { schema: Antall });

/** `GET oversikt/aksepttilbud`: how many acceptance offers wait for a signature. */
export const hentAksepttilbud = () => request('GET', 'oversikt/aksepttilbud', { schema: Antall });

/** `GET oversikt/meldinger`: whether the customer has unread messages. */
export const hentUlesteMeldinger = () => request('GET', 'oversikt/meldinger', { schema: UlesteMeldinger });

/**
 * `GET skadekunde/hent`: the claims customer (the overview only needs `isLoMedlem`).
 * Shares the cache key `skadekunde` with the profile, so the page asks once.
 * A 404 means the customer has no claims record (a life-only customer), not a failure: it reads as
 * a customer without a niceKundenummer, name or contact data, so the profile goes on to the Prolife
 * record (spec §2) and the overview shows no error banner.
 */
export async function hentSkadekunde(): Promise<Skadekunde> {
  try {
    return await request('GET', 'skadekunde/hent', { schema: Skadekunde });
  } catch (error) {
    if (isKfpHttpError(error) && error.status === 404)
      return { navn: '', isBankkunde: false, isLoMedlem: false, kontaktInformasjon: {}, samtykker: {} };
    throw error;
  }
}
