import { hentJumpToken } from '../api/jump.ts';
import { browser } from '../api/redirect.ts';
import { getConfig } from '../config/index.ts';
import { assertGyldigEksternUrl, isSafeHref } from '../format/url.ts';
import { flushReports, reportError } from '../monitoring/report.ts';
import { isJumpUsed, JUMP_USED } from './jump-mark.ts';

/** How long the fallback waits for the error report to be sent. */
const REPORT_WAIT_MS = 2000;

/** The fixed referrer of the hand-off form (spec §9). */
export const JUMP_REFERRER = 'KFP-oversikt';

/**
 * The address the hand-off form may post the one-time token to (spec §5): an address on the page's
 * own site ('/privat/…', resolved against `side`: it has the page's own scheme), or an absolute https
 * address (plain http only on port 8000).
 *
 * @throws Error 'Missing required parameter: skadesakerJumpUrl', 'URL is not valid.' or
 *   'Plain text http is not allowed.'
 * @example
 * jumpAddress('/privat/forsikring/skade/jump', 'https://www.eika.no/x').href  // "https://www.eika.no/privat/forsikring/skade/jump"
 * jumpAddress('http://skade.eika.no/jump', 'https://www.eika.no/x')          // throws 'Plain text http is not allowed.'
 */
export function jumpAddress(url: string, side: string): URL {
  const adresse = url.trim();
  if (adresse.startsWith('/') && isSafeHref(adresse)) return new URL(adresse, side);
  return assertGyldigEksternUrl(adresse, 'skadesakerJumpUrl');
}

/** What a return through the back/forward cache does (the router's way to the overview). */
let vedRetur: (() => void) | undefined;
let lytterPaRetur = false;

/**
 * The hand-off to the claims app (spec §2): fetch a one-time token, then submit a hidden POST form
 * to the secure jump address with `referrer` and `jumpsst`. Without a token, or when the jump
 * address may not be used (plain http and the like: then no token is fetched), the browser goes to
 * the fallback address with `company` set to the brand, and the failure is reported. The form is
 * built with DOM APIs (no HTML strings) and placed in `root`, so it submits from inside the element.
 *
 * Before the form leaves, the history entry is marked (`JUMP_USED`): a return to it through
 * history, whether the page is reloaded (the router checks the mark) or restored from the
 * back/forward cache (`pageshow` with `persisted`), calls `tilOversikten` instead of handing off again.
 */
export async function startSkadesakerJump(root: ShadowRoot | HTMLElement, tilOversikten: () => void): Promise<void> {
  const config = getConfig();
  let action: URL | undefined;
  let token: string | undefined;
  let feil: Error | undefined;
  try {
    action = jumpAddress(config.skadesakerJumpUrl, location.href);
  } catch (error) {
    feil = error as Error;
    console.warn(`[kfp] Config item skadesakerJumpUrl: ${feil.message} The fallback address is used.`);
  }
  if (action) {
    let cause: unknown;
    try {
      token = (await hentJumpToken()).jumpSst;
    } catch (error) {
      cause = error;
    }
    if (!token) feil = new Error('Klarte ikke hente autentiseringstoken', { cause });
  }
  if (feil || !action || !token) {
    reportError(feil, { source: 'skadesaker-jump' });
    // The report must leave before the page does (at most 2 s; at once when reporting is off).
    await flushReports(REPORT_WAIT_MS);
    const fallback = new URL(config.skadesakerUrl, location.href);
    if (!/^https?:$/.test(fallback.protocol)) return;
    fallback.searchParams.set('company', config.distributor);
    browser.assign(fallback.href);
    return;
  }
  history.replaceState({ ...Object(history.state), [JUMP_USED]: true }, '');
  vedRetur = tilOversikten;
  if (!lytterPaRetur) {
    lytterPaRetur = true;
    addEventListener('pageshow', (event) => {
      if (event.persisted && isJumpUsed(history.state)) vedRetur?.();
    });
  }
  const form = document.createElement('form');
  form.method = 'POST';
  form.action = action.href;
  form.hidden = true;
  for (const [name, value] of [
    ['referrer', JUMP_REFERRER],
    ['jumpsst', token],
  ] as const) {
    const input = document.createElement('input');
    input.type = 'hidden';
    input.name = name;
    input.value = value;
    form.append(input);
  }
  root.append(form);
  form.submit();
}
