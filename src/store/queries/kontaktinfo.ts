import { hentKontaktinfo } from '../../api/kontaktinfo.ts';
import { defineQuery } from '../define-query.ts';
import { queryClient } from '../query-client.ts';
import { sessionStatusQuery } from './session.ts';

/**
 * The footer's contact info. Public: asked whether or not the visitor is logged in, but after the
 * session status (from the cache, no extra request): that call sets the XSRF cookie, so every
 * request after it carries the token.
 */
export const kontaktinfoQuery = defineQuery({
  queryKey: ['kontaktinfo'],
  queryFn: async ({ signal }) => {
    await queryClient.ensureQueryData(sessionStatusQuery).catch(() => undefined);
    return hentKontaktinfo(signal);
  },
});
