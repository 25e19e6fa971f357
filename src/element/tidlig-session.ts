/**
 * Asks for the session status as the bundle starts to be evaluated, instead of once `<kfp-router>`
 * has rendered: everything else on the first screen waits for that answer. ky sends a request a few
 * microtasks after the call, so it leaves as soon as kfp.js has been evaluated, before React renders
 * anything and whether or not an element has connected by then. The elements join the request in
 * flight (one request per page, as ever). Only on a page that carries an element that needs the
 * session, once the document (and with it the config) is parsed, and only when this copy of the
 * bundle owns the page.
 */
import { sessionStatusQuery } from '../store/queries/session.ts';
import { queryClient } from '../store/query-client.ts';
import { mayRegisterElements } from './version.ts';

/** The elements that need the session status as soon as they connect. */
const TRENGER_SESSION = 'kfp-router, kfp-oversikt, kfp-tilbud, kfp-profil, kfp-navigasjon';

if (mayRegisterElements() && globalThis.document?.readyState !== 'loading' && globalThis.document?.querySelector(TRENGER_SESSION)) {
  void queryClient.prefetchQuery(sessionStatusQuery);
}
