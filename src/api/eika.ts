import { request } from './client.ts';
import { AvtaleOversikt, Kundekommunikasjon } from './schemas.ts';

/** `GET eikaintegrasjon/avtaler`: the eika integration's agreements (eika-family brands only). */
export const hentEikaAvtaler = () => request('GET', 'eikaintegrasjon/avtaler', { schema: AvtaleOversikt });

/** `GET eikaintegrasjon/kundekommunikasjon`: messages to the customer from the eika integration. */
export const hentKundekommunikasjon = () => request('GET', 'eikaintegrasjon/kundekommunikasjon', { schema: Kundekommunikasjon });
