import { hentKontaktinfo } from '../../api/kontaktinfo.ts';
import { defineQuery } from '../define-query.ts';

/** The footer's contact info. Public: asked whether or not the visitor is logged in. */
export const kontaktinfoQuery = defineQuery({
  queryKey: ['kontaktinfo'],
  queryFn: ({ signal }) => hentKontaktinfo(signal),
});
