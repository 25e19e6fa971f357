import { request } from './client.ts';
import { Antall, Skadekunde, UlesteMeldinger } from './schemas.ts';

/** `GET oversikt/helseerklaering`: how many health declarations wait for the customer. */
export const hentHelseerklaeringer = (signal?: AbortSignal) =>
  request('GET', 'oversikt/helseerklaering', { schema: Antall, signal });

/** `GET oversikt/aksepttilbud`: how many acceptance offers wait for a signature. */
export const hentAksepttilbud = (signal?: AbortSignal) =>
  request('GET', 'oversikt/aksepttilbud', { schema: Antall, signal });

/** `GET oversikt/meldinger`: whether the customer has unread messages. */
export const hentUlesteMeldinger = (signal?: AbortSignal) =>
  request('GET', 'oversikt/meldinger', { schema: UlesteMeldinger, signal });

/**
 * `GET skadekunde/hent`: the claims customer (the overview only needs `isLoMedlem`).
 * Shares the cache key `skadekunde` with the profile, so the page asks once.
 */
export const hentSkadekunde = (signal?: AbortSignal) =>
  request('GET', 'skadekunde/hent', { schema: Skadekunde, signal });
