import { hentKontaktinfo } from '../../api/kontaktinfo.ts';
import { defineQuery } from '../define-query.ts';
import { FRESH_SHARED_MS, freshFor } from '../query-client.ts';
import { sessionSettled } from './session.ts';

/**
 * The footer's contact info. Public: asked whether or not the visitor is logged in, but after the
 * session status (joined, never asked again: no extra request): that call sets the XSRF cookie, so
 * every request after it carries the token. A shared setting: fresh for 60 s.
 */
export const kontaktinfoQuery = defineQuery({
  queryKey: ['kontaktinfo'],
  queryFn: async () => {
    await sessionSettled();
    return hentKontaktinfo();
  },
  staleTime: freshFor(FRESH_SHARED_MS),
});
