import { request } from './client.ts';
import { Produktanbefaling } from './schemas.ts';

/**
 * `GET nbo/produktanbefaling?produkt=BIL,HUS`: next-best-offer recommendations for a customer who
 * has the given product types (comma-joined in one `produkt` parameter).
 */
export const hentProduktanbefaling = (produkter: readonly string[]) =>
  request('GET', 'nbo/produktanbefaling', { schema: Produktanbefaling, query: { produkt: produkter.join(',') } });
