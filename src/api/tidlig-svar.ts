/**
 * The CMS snippet's optional early line (docs/host-page.md, "The early line"): a host page may ask for the
 * session status while it is still loading, before `kfp.js` has arrived, by putting the promise of
 * that `fetch` on `window.kfpElementsSessionStatus`. The bundle's first session read then takes
 * that answer instead of asking again. Without the line everything works as before.
 *
 * The answer is taken once, and only when it is what the bundle would have asked for itself: a
 * `Response` to the very URL of the session status under the configured `kfpApiHost`, unread. A
 * rejected promise, another URL or anything else is left alone (with a warning) and the bundle asks
 * itself, so a careless or stale line can only cost the time it would have saved.
 */

/** The global a host page's early line sets: the promise of its `fetch` of the session status. */
export const TIDLIG_SESSION_GLOBAL = 'kfpElementsSessionStatus';

type Holder = Record<string, unknown>;

/**
 * The early answer for `url` (absolute), if the host page's early line asked for exactly that:
 * resolves with the `Response`, or with undefined when the line is missing, wrong or failed (then
 * the caller asks itself). Takes the global away, so it is used at most once.
 */
export function taTidligSvar(url: string): Promise<Response | undefined> | undefined {
  const holder = globalThis as unknown as Holder;
  if (!(TIDLIG_SESSION_GLOBAL in holder)) return undefined;
  const svar = holder[TIDLIG_SESSION_GLOBAL];
  try {
    delete holder[TIDLIG_SESSION_GLOBAL];
  } catch {
    // A host that made it read-only: it is still read only once (this module keeps count).
  }
  if (brukt) return undefined;
  brukt = true;
  if (!(svar instanceof Promise)) {
    advar('is not the promise of a fetch');
    return undefined;
  }
  return svar.then(
    (response: unknown) => {
      if (!(response instanceof Response)) return advar('did not give a Response');
      if (response.url !== url) return advar(`asked for ${new URL(response.url, url).pathname}, not for ${new URL(url).pathname}`);
      if (response.bodyUsed) return advar('was read already');
      return response;
    },
    () => undefined, // the network failed early: the bundle asks itself, and reports what it meets
  );
}

let brukt = false;

function advar(hva: string): undefined {
  console.warn(`[kfp] window.${TIDLIG_SESSION_GLOBAL} ${hva}; the session status is asked again (docs/host-page.md, "The early line").`);
  return undefined;
}

/** Tests only: as if no early answer had been taken yet. */
export function glemTidligSvarForTester(): void {
  brukt = false;
}
