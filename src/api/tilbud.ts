import { request } from './client.ts';
import { TilbudListe } from './schemas.ts';

/** `GET avtaleoversikt/tilbud`: the customer's open offers. */
export const hentTilbud = () => request('GET', 'avtaleoversikt/tilbud', { schema: TilbudListe });

/** `DELETE avtaleoversikt/tilbud/{policyNumber}`: removes an offer; no body. */
export const slettTilbud = (policyNumber: string) => request('DELETE', `avtaleoversikt/tilbud/${encodeURIComponent(policyNumber)}`);
