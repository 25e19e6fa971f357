import { skadekundeQuery } from '../store/queries/oversikt.ts';
import { clientContextQuery, sessionStatusQuery } from '../store/queries/session.ts';
import { queryClient } from '../store/query-client.ts';

/**
 * The customer's trackingId for analytics (spec §3 "Analytics identify payload"), from the claims
 * customer through the shared cache (no second request when a screen asked already): '' when
 * logged out, 'ukjent' when the customer has none. Analytics asks only after opt-in.
 */
export async function hentTrackingId(): Promise<string> {
  const session = await queryClient.ensure(sessionStatusQuery);
  if (!session.kfpSessionId) return '';
  const kunde = await queryClient.ensure(skadekundeQuery);
  return kunde.trackingId ?? 'ukjent';
}

/**
 * The customer's login context for analytics' login method (src/analytics/innloggingsmetode.ts),
 * through the shared cache: undefined when logged out or when the client context cannot be read.
 * Analytics asks only after opt-in.
 */
export async function hentLoginContext(): Promise<string | undefined> {
  try {
    const session = await queryClient.ensure(sessionStatusQuery);
    if (!session.kfpSessionId) return undefined;
    return (await queryClient.ensure(clientContextQuery)).loginContext;
  } catch {
    return undefined;
  }
}
