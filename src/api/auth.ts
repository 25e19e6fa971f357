import { request } from './client.ts';
import { xsrfSynlig } from './xsrf.ts';
import { Bankkontakt, ClientContext, SessionStatus } from './schemas.ts';

/**
 * `GET auth/session-status`: `kfpSessionId` when logged in. Never redirects: it is how we learn.
 * The first read may take the host page's early answer (docs/host-page.md, "The early line"; `tidlig-svar.ts`).
 * It resolves once the XSRF cookie this answer sets can be read (`xsrf.ts`): the reads that wait for
 * it start at once and must carry the token.
 */
export async function hentSessionStatus(): Promise<SessionStatus> {
  const status = await request('GET', 'auth/session-status', { schema: SessionStatus, redirectOnUnauthorized: false, tidligSvar: true });
  await xsrfSynlig();
  return status;
}

/** `GET auth/client-context`: how the customer logged in (only when logged in). */
export const hentClientContext = () => request('GET', 'auth/client-context', { schema: ClientContext });

/** `GET auth/bankkontakt`: the customer's bank (name and online-bank address). */
export const hentBankkontakt = () => request('GET', 'auth/bankkontakt', { schema: Bankkontakt });
