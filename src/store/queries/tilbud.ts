import { defineQuery } from '../define-query.ts';
import { hentTilbud } from '../../api/tilbud.ts';

/** The customer's open offers: the offers page, the overview's task card and the navigation badge share it. */
export const tilbudQuery = defineQuery({
  queryKey: ['tilbud'],
  queryFn: () => hentTilbud(),
});
