/**
 * The rules of the embedded BankID login frame, free of React and the DOM so they can be tested
 * alone: which address may be framed, which `message` events may size the frame, and how tall it is.
 *
 * Decisions:
 * - The frame reports its size with `{ content: 'LOGINAPP_DIMENSIONS', height, width }`. A message
 *   counts only when it comes from our own frame (`source`) and from the login URL's origin, and
 *   when height and width are finite, positive numbers no larger than {@link MAKS_MAL}: a page that
 *   could post anything must not be able to blow the frame up or collapse it.
 * - The frame is 1.08 times the reported height (spec §2), rounded to whole pixels; until the frame
 *   has reported, it is 1.08 × {@link STANDARD_HOYDE}. A report below {@link MIN_HOYDE} (0.3, 1e-9: a
 *   frame that has not laid out yet, or a page posting nonsense) is no height a login app can show
 *   its form in, so it gives that default too: the BankID frame can never be collapsed out of reach.
 * - The login URL comes from the API: it is framed only when `isSafeHref` accepts it and it
 *   resolves to http(s) (a relative URL resolves against the page). Anything else is no address.
 */
import { isSafeHref } from '../../format/url.ts';

/** The `content` marker of the login frame's size report. */
export const DIMENSJONSMELDING = 'LOGINAPP_DIMENSIONS';
/** The height assumed until the frame reports its own (spec §2). */
export const STANDARD_HOYDE = 275;
/** The frame is this much taller than the height it reports (spec §2). */
export const HOYDEFAKTOR = 1.08;
/** The lowest reported height taken as it is; anything lower gives the default height. */
export const MIN_HOYDE = 100;
/** The largest height or width in pixels taken from a size report. */
export const MAKS_MAL = 4000;

/** Where the login frame is loaded from. */
export interface Innloggingsadresse {
  /** The absolute address for the frame's `src`. */
  src: string;
  /** Its origin: the only origin whose messages are heard. */
  origin: string;
}

/** The parts of a `MessageEvent` the check reads. */
export interface Melding {
  origin: string;
  source: unknown;
  data: unknown;
}

/**
 * The address to frame, or `undefined` when the login URL is not a safe http(s) address.
 *
 * @param loginUrl - the `loginUrl` of `GET auth/login`
 * @param base - what a relative URL resolves against (the page's `document.baseURI`)
 *
 * @example
 * innloggingsadresse('/demo/bankid', 'https://www.eksempel.no/privat/')
 *   // { src: 'https://www.eksempel.no/demo/bankid', origin: 'https://www.eksempel.no' }
 * innloggingsadresse('javascript:alert(1)', 'https://www.eksempel.no/')  // undefined
 */
export function innloggingsadresse(loginUrl: string, base: string): Innloggingsadresse | undefined {
  if (!isSafeHref(loginUrl)) return undefined;
  let url: URL;
  try {
    url = new URL(loginUrl, base);
  } catch {
    return undefined;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return undefined;
  return { src: url.href, origin: url.origin };
}

/**
 * The height the login frame reported, or `undefined` when the message is not a valid size report
 * from that frame.
 *
 * @param melding - the `message` event
 * @param ramme - the frame's origin and its `contentWindow`
 */
export function rapportertHoyde(melding: Melding, ramme: { origin: string; vindu: unknown }): number | undefined {
  if (ramme.vindu === null || ramme.vindu === undefined || melding.source !== ramme.vindu) return undefined;
  if (melding.origin !== ramme.origin) return undefined;
  // Object() of anything that is not an object (a text, a number, null) has none of these fields.
  const { content, height, width } = Object(melding.data) as Record<string, unknown>;
  if (content !== DIMENSJONSMELDING || !erGyldigMal(height) || !erGyldigMal(width)) return undefined;
  return height;
}

/**
 * The frame's height in whole pixels: 1.08 × the reported height, or 1.08 × 275 before any report
 * and for a report under {@link MIN_HOYDE}.
 *
 * @example
 * rammehoyde(undefined)  // 297
 * rammehoyde(400)        // 432
 * rammehoyde(0.3)        // 297
 */
export function rammehoyde(rapportert: number | undefined): number {
  const hoyde = rapportert ?? 0;
  return Math.round((hoyde >= MIN_HOYDE ? hoyde : STANDARD_HOYDE) * HOYDEFAKTOR);
}

function erGyldigMal(verdi: unknown): verdi is number {
  // NaN and Infinity fall outside the range.
  return typeof verdi === 'number' && verdi > 0 && verdi <= MAKS_MAL;
}
