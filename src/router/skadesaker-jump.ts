import { hentJumpToken } from '../api/auth.ts';
import { browser } from '../api/redirect.ts';
import { getConfig } from '../config/index.ts';
import { flushReports, reportError } from '../monitoring/report.ts';

/** How long the fallback waits for the error report to be sent. */
const REPORT_WAIT_MS = 2000;

/** The fixed referrer of the hand-off form (spec §9). */
export const JUMP_REFERRER = 'KFP-oversikt';

/**
 * The hand-off to the claims app (spec §2): fetch a one-time token, then submit a hidden POST form
 * to the secure jump address with `referrer` and `jumpsst`. Without a token the browser goes to the
 * fallback address with `company` set to the brand. The form is built with DOM APIs (no HTML
 * strings) and placed in `root`, so it submits from inside the element.
 */
export async function startSkadesakerJump(root: ShadowRoot | HTMLElement): Promise<void> {
  const config = getConfig();
  let token: string | undefined;
  let cause: unknown;
  try {
    token = (await hentJumpToken()).jumpSst;
  } catch (error) {
    cause = error;
  }
  const action = new URL(config.skadesakerJumpUrl, location.href);
  if (!token || !/^https?:$/.test(action.protocol)) {
    reportError(new Error('Klarte ikke hente autentiseringstoken', { cause }), { source: 'skadesaker-jump' });
    // The report must leave before the page does (at most 2 s; at once when reporting is off).
    await flushReports(REPORT_WAIT_MS);
    const fallback = new URL(config.skadesakerUrl, location.href);
    if (!/^https?:$/.test(fallback.protocol)) return;
    fallback.searchParams.set('company', config.distributor);
    browser.assign(fallback.href);
    return;
  }
  const form = document.createElement('form');
  form.method = 'POST';
  form.action = action.href;
  form.hidden = true;
  for (const [name, value] of [['referrer', JUMP_REFERRER], ['jumpsst', token]] as const) {
    const input = document.createElement('input');
    input.type = 'hidden';
    input.name = name;
    input.value = value;
    form.append(input);
  }
  root.append(form);
  form.submit();
}
