import { defineQuery } from '../define-query.ts';
import { hentClientContext, hentSessionStatus } from '../../api/auth.ts';

/** Session status (spec §7, cache key `sessionStatus`): logged in when it has `kfpSessionId`. */
export const sessionStatusQuery = defineQuery({
  queryKey: ['sessionStatus'],
  queryFn: ({ signal }) => hentSessionStatus(signal),
});

/** How the customer logged in; only asked when logged in (spec §6). */
export const clientContextQuery = defineQuery({
  queryKey: ['clientContext'],
  queryFn: ({ signal }) => hentClientContext(signal),
});
