import { request } from './client.ts';
import { AvtaleOversikt } from './schemas.ts';

/** `GET avtaleoversikt/avtaler`: the customer's agreements with monthly and yearly sums. */
export const hentAvtaler = () => request('GET', 'avtaleoversikt/avtaler', { schema: AvtaleOversikt });
