import { defineQuery } from '../define-query.ts';
import { hentClientContext, hentSessionStatus } from '../../api/auth.ts';
import type { SessionStatus } from '../../api/schemas.ts';
import { FRESH_SHARED_MS, freshFor, queryClient } from '../query-client.ts';

/** Session status (spec §7, cache key `sessionStatus`): logged in when it has `kfpSessionId`. A shared setting: fresh for 60 s. */
export const sessionStatusQuery = defineQuery({
  queryKey: ['sessionStatus'],
  queryFn: async () => {
    const status = await hentSessionStatus();
    for (const lytter of [...vedSvar]) lytter(status);
    return status;
  },
  staleTime: freshFor(FRESH_SHARED_MS),
});

const vedSvar = new Set<(status: SessionStatus) => void>();

/**
 * Calls `lytter` with every session status the moment it has been read, before the query cache
 * stores it and tells its observers (and on a busy first screen, before React's work for them):
 * for what must start as early as it can, the overview's reads. Returns the unsubscribe.
 */
export function onSessionAnswer(lytter: (status: SessionStatus) => void): () => void {
  vedSvar.add(lytter);
  return () => vedSvar.delete(lytter);
}

/** How the customer logged in; only asked when logged in (spec §6). A shared setting: fresh for 60 s. */
export const clientContextQuery = defineQuery({
  queryKey: ['clientContext'],
  queryFn: () => hentClientContext(),
  staleTime: freshFor(FRESH_SHARED_MS),
});

/**
 * Resolves once the session status is known, or known to have failed: for reads that must come
 * after it (it sets the XSRF cookie). Joins the request in flight, or starts it when nobody has; a
 * status that already failed is not asked again (that is the session check's own business, and
 * asking here made every retry of a dependent read a second session check).
 */
export async function sessionSettled(): Promise<void> {
  const status = queryClient.peek(sessionStatusQuery.queryKey)?.status;
  if (status === 'success' || status === 'error') return;
  await queryClient.fetch(sessionStatusQuery).catch(() => undefined);
}
