/**
 * Asks for the session status as the bundle starts to be evaluated, instead of once `<kfp-router>`
 * has rendered: everything else on the first screen waits for that answer. A step of the start-up
 * (elements/start.ts): ky sends a request a few microtasks after the call, and the pause that
 * follows it there lets it leave before React is evaluated. When `<kfp-router>` opens on the
 * overview, the overview's reads leave the moment the answer is read, while the rest of the bundle
 * may still be evaluating; the router and the overview join them later (one request per endpoint,
 * as ever). Only on a page that carries an element that needs the session, once the document (and
 * with it the config) is parsed, and only when this copy of the bundle owns the page.
 */
import { mayRegisterElements } from '../element/version.ts';
import { sessionStatusQuery, onSessionAnswer } from '../store/queries/session.ts';
import { queryClient } from '../store/query-client.ts';
import { routerBase } from '../page/paths.ts';
import { startRouteReads } from './route-reads.ts';

/** The elements that need the session status as soon as they connect. */
const TRENGER_SESSION = 'kfp-router, kfp-oversikt, kfp-tilbud, kfp-profil, kfp-navigasjon';

/** Asks for the session status now, when this copy owns the page and the page carries an element that needs it. */
export function askSessionEarly(): void {
  if (!mayRegisterElements() || globalThis.document?.readyState === 'loading' || !globalThis.document?.querySelector(TRENGER_SESSION))
    return;
  const router = document.querySelector('kfp-router');
  if (router) {
    const stopp = onSessionAnswer((status) => {
      stopp();
      if (status.kfpSessionId) startRouteReads(routerBase(router));
    });
  }
  void queryClient.prefetch(sessionStatusQuery);
}
