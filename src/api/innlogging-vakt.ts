/**
 * The guard on the unauthorized redirect (spec §8: on 401/403 "the browser goes to unauthorizedUrl
 * (or stays)"). Without it, an `unauthorizedUrl` that is the page itself, or a page that embeds the
 * portal again, reloads the browser again and again.
 *
 * The rules, per browser tab:
 * - Already on `unauthorizedUrl` (same path; query and hash do not count): stay.
 * - Sent there (or anywhere by this guard) in this tab within the last `VAKT_VINDU_MS`: stay. So a
 *   page and its login page that send the customer back and forth stop after one trip.
 * - Otherwise go, once: later 401s on the same page do not send it again.
 * Staying is announced (`observeInnloggingStoppet`): the router then shows the login screen (when
 * direct login is on) or a message with a next step. The tab's memory is `sessionStorage`; where that
 * is unavailable, the first two rules still hold for the page.
 */
import { browser } from './redirect.ts';

/** The `sessionStorage` key holding the last unauthorized redirect of this tab: `{ til, tid }`. */
export const VAKT_NOKKEL = 'kfp-unauthorized-redirect';

/** How long after one unauthorized redirect another is refused in the same tab. */
export const VAKT_VINDU_MS = 30_000;

/** The last unauthorized redirect of this tab. */
export interface ForrigeOmdirigering {
  /** Where it went (an absolute URL). */
  til: string;
  /** When, in ms since the epoch. */
  tid: number;
}

/** What to do with a 401/403: go to the login address, or stay and show the login or a message. */
export type Avgjorelse = 'ga' | 'bli';

const uten = (path: string) => (path.length > 1 ? path.replace(/\/+$/, '') : path);

/**
 * The pure rule: whether to go to `maal` from the page at `her`, given this tab's last
 * unauthorized redirect.
 *
 * @example
 * vurderOmdirigering({ maal: '/logg-inn?goto=%2Fa', her: 'https://bank.no/logg-inn', forrige: undefined, naa: 0 }) // 'bli'
 */
export function vurderOmdirigering({
  maal,
  her,
  forrige,
  naa,
}: {
  maal: string;
  her: string;
  forrige: ForrigeOmdirigering | undefined;
  naa: number;
}): Avgjorelse {
  let maalUrl: URL;
  let herUrl: URL;
  try {
    herUrl = new URL(her);
    maalUrl = new URL(maal, herUrl);
  } catch {
    return 'bli';
  }
  if (maalUrl.origin === herUrl.origin && uten(maalUrl.pathname) === uten(herUrl.pathname)) return 'bli';
  if (forrige && naa - forrige.tid >= 0 && naa - forrige.tid < VAKT_VINDU_MS) return 'bli';
  return 'ga';
}

function lesForrige(): ForrigeOmdirigering | undefined {
  let verdi: unknown;
  try {
    const tekst = globalThis.sessionStorage.getItem(VAKT_NOKKEL);
    verdi = tekst ? JSON.parse(tekst) : undefined;
  } catch {
    // No storage (privacy mode, sandboxed frame) or a broken value: no memory of an earlier trip
    // (verdi stays undefined).
  }
  if (
    typeof verdi === 'object' &&
    verdi !== null &&
    'til' in verdi &&
    'tid' in verdi &&
    typeof verdi.til === 'string' &&
    typeof verdi.tid === 'number'
  ) {
    return { til: verdi.til, tid: verdi.tid };
  }
  return undefined;
}

function skrivForrige(forrige: ForrigeOmdirigering): void {
  try {
    globalThis.sessionStorage.setItem(VAKT_NOKKEL, JSON.stringify(forrige));
  } catch {
    // See lesForrige.
  }
}

let sendt = false;
let stoppet = false;
const lyttere = new Set<() => void>();

/**
 * Sends the browser to `maal` after a 401/403, unless the guard says stay (see the module comment).
 * @returns true when the browser was sent (or already is on its way)
 */
export function sendTilInnlogging(maal: string): boolean {
  if (sendt) return true;
  const her = globalThis.location?.href;
  const naa = Date.now();
  // Without a page (no location) there is nothing to guard: go.
  if (her !== undefined && vurderOmdirigering({ maal, her, forrige: lesForrige(), naa }) === 'bli') {
    if (!stoppet) {
      stoppet = true;
      for (const lytter of lyttere) lytter();
    }
    return false;
  }
  sendt = true;
  skrivForrige({ til: her === undefined ? maal : new URL(maal, her).href, tid: naa });
  browser.assign(maal);
  return true;
}

/** True once a 401/403 was answered by staying: the page should offer the login or a message. */
export function erInnloggingStoppet(): boolean {
  return stoppet;
}

/** Calls `listener` when the guard first decides to stay; returns the unsubscribe. */
export function observeInnloggingStoppet(listener: () => void): () => void {
  lyttere.add(listener);
  return () => lyttere.delete(listener);
}

/** Tests only: forget this page's decisions (the tab's `sessionStorage` is left alone). */
export function resetInnloggingVaktForTests(): void {
  sendt = false;
  stoppet = false;
  lyttere.clear();
}
