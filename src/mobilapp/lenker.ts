/**
 * Links in the mobile bank app's web view (spec §1, §2 "Navigation", §5).
 *
 * The app's web view cannot open mail, phone or other apps' pages by itself, nor leave for the
 * phone's browser: the app does it when the portal navigates to an app address. The spec does not
 * give the app's formats, so they are config (`mobilbankLenker`, docs/editors.md "Config keys"), with `{url}` and `{title}`
 * URI-encoded into them:
 *
 *   nettvisning (the app's web view, with a navigation title): mobilbank://open?url={url}&title={title}
 *   nettleser (the phone's browser, outside the app):            mobilbank://browser?url={url}
 *
 * - External pages and 'Meld skade' open in the app's web view; 'Skadesaker' in the phone's browser.
 *   Never `target=_blank` in the app. Addresses on our own site ('/privat/…') are made absolute first.
 * - Mail and phone links get the navigation title 'Kontakt oss'.
 * - Web addresses are checked first (`assertGyldigEksternUrl`): 'URL is not valid.',
 *   'Plain text http is not allowed.' unless port 8000, and a missing url or title raises
 *   'Missing required parameter: url' / '… title'.
 * - PDF links longer than 1000 characters (signed document addresses) do not fit in an app address
 *   on every platform: they open in the web view itself instead (same tab), where the app shows PDFs.
 * Outside the app every link is an ordinary link: mail and phone as they are, external pages and
 * PDFs in a new tab, labelled for screen readers 'åpnes i ny fane' or 'pdf'.
 * Inside the app a label says what really happens (issue 34): a page the app opens in its own web
 * view stays in the app and gets no label (no 'ny fane', no external-link icon); one the app hands to
 * the phone's browser says 'åpnes i nettleseren'; a PDF says 'pdf'.
 */
import { getConfig } from '../config/index.ts';
import { isMobilbankApp } from '../config/mobilbank.ts';
import { assertGyldigEksternUrl, isSafeHref } from '../format/url.ts';

/** The default app address that opens a page, mail or call with a navigation title (see `mobilbankLenker`). */
export const MOBILAPP_OPEN = 'mobilbank://open';
/** The navigation title of mail and phone links in the app (spec §1). */
export const KONTAKT_TITTEL = 'Kontakt oss';
/** PDF addresses longer than this are opened in the web view itself (spec §1). */
export const MAKS_PDF_LENGDE_I_APP = 1000;

/** Fills an app address format: `{url}` and `{title}` URI-encoded. */
function fyllInn(mal: string, url: string, title = ''): string {
  return mal.replaceAll('{url}', encodeURIComponent(url)).replaceAll('{title}', encodeURIComponent(title));
}

/**
 * An address on our own site ('/privat/…', already checked with `isSafeHref`) made absolute, as the
 * app needs. It has the page's own scheme, so the http check of external addresses does not apply.
 */
function egenSide(url: string): string | undefined {
  return url.startsWith('/') && isSafeHref(url) && globalThis.location ? new URL(url, globalThis.location.origin).href : undefined;
}

/**
 * The app address that opens `url` in the app's web view with a navigation title
 * (`mobilbankLenker.nettvisning`). `url` is an absolute https address (or http on port 8000), or a
 * `mailto:`/`tel:` address.
 *
 * @throws Error 'Missing required parameter: url' / 'Missing required parameter: title'
 * @throws Error 'URL is not valid.' / 'Plain text http is not allowed.' (web addresses)
 * @example mobilappUrl('tel:+4791503100', 'Kontakt oss') // "mobilbank://open?url=tel%3A%2B4791503100&title=Kontakt%20oss"
 */
export function mobilappUrl(url: string | undefined, title: string | undefined, mal = getConfig().mobilbankLenker.nettvisning): string {
  if (url === undefined || url.trim() === '') throw new Error('Missing required parameter: url');
  if (title === undefined || title.trim() === '') throw new Error('Missing required parameter: title');
  const adresse = /^(mailto|tel):/i.test(url) ? url.replace(/\s/g, '') : assertGyldigEksternUrl(url).href;
  return fyllInn(mal, adresse, title);
}

/**
 * The app address that opens `url` in the phone's browser, outside the app
 * (`mobilbankLenker.nettleser`). `url` is an absolute https address (or http on port 8000).
 *
 * @throws Error as `mobilappUrl`
 * @example nettleserUrl('https://www.bank.no/skadesaker') // "mobilbank://browser?url=https%3A%2F%2Fwww.bank.no%2Fskadesaker"
 */
export function nettleserUrl(url: string | undefined, mal = getConfig().mobilbankLenker.nettleser): string {
  // assertGyldigEksternUrl raises 'Missing required parameter: url' for a missing or blank url.
  return fyllInn(mal, assertGyldigEksternUrl(url).href);
}

/**
 * Where a link opens, said after its text for screen readers: a new tab (in a browser), the phone's
 * browser (leaving the mobile bank app), or a PDF. None for a link that opens in place.
 */
export type Lenkeetikett = 'åpnes i ny fane' | 'åpnes i nettleseren' | 'pdf';

/** What an `<a>` needs: its attributes and the screen-reader label after its text (if any). */
export interface LenkeEgenskaper {
  href: string;
  target?: '_blank';
  rel?: string;
  /** For a visually hidden suffix (and, but for 'pdf', the external-link icon). */
  etikett?: Lenkeetikett;
}

/**
 * A mail or phone link: in the app through the app address with the title 'Kontakt oss', in a
 * browser as it is.
 *
 * @example kontaktLenke('tel:+4791503100', false) // { href: 'tel:+4791503100' }
 */
export function kontaktLenke(href: string, mobilapp = isMobilbankApp()): LenkeEgenskaper {
  return mobilapp ? { href: mobilappUrl(href, KONTAKT_TITTEL) } : { href };
}

/**
 * A link to a page outside the portal (another site, or another app on ours such as 'Meld skade'):
 * in the app through the app's web view (validated), where it opens in place, unlabelled; in a
 * browser in a new tab, labelled 'åpnes i ny fane'. An address on our own site ('/privat/…') stays
 * relative in a browser.
 *
 * @throws Error 'URL is not valid.' and the like for an unsafe address (see `eksternLenkeOmTrygg`)
 */
export function eksternLenke(url: string, title: string, mobilapp = isMobilbankApp()): LenkeEgenskaper {
  // A document elsewhere is a PDF link, whoever built it (spec §1: long ones are handled specially
  // in the app). One on our own site keeps the own-site handling below (it is never that long).
  if (url[0] !== '/' && erPdfAdresse(url)) return pdfLenke(url, title, mobilapp);
  if (mobilapp) {
    const egen = egenSide(url);
    // The app opens it in its own web view with a navigation title: no new tab, so no label.
    if (egen && title.trim() !== '') return { href: fyllInn(getConfig().mobilbankLenker.nettvisning, egen, title) };
    return { href: mobilappUrl(url, title) };
  }
  const href = url.startsWith('/') && isSafeHref(url) ? url : assertGyldigEksternUrl(url).href;
  return { href, target: '_blank', rel: 'noopener noreferrer', etikett: 'åpnes i ny fane' };
}

/** `eksternLenke` for an address from config or the API: undefined (no link) when it is not safe. */
export function eksternLenkeOmTrygg(url: string | undefined, title: string, mobilapp = isMobilbankApp()): LenkeEgenskaper | undefined {
  if (!url || !isSafeHref(url)) return undefined;
  try {
    return eksternLenke(url, title, mobilapp);
  } catch {
    // An address the app or a new tab cannot take: no link.
  }
}

/**
 * A link that leaves the app for the phone's browser ('Skadesaker', spec §2 "Navigation"), labelled
 * 'åpnes i nettleseren'; undefined when the address is not safe. Outside the app the caller's own link is used.
 */
export function nettleserLenke(url: string, mobilapp = isMobilbankApp()): LenkeEgenskaper | undefined {
  if (!mobilapp) return isSafeHref(url) ? { href: url } : undefined;
  if (!isSafeHref(url)) return undefined;
  try {
    const egen = egenSide(url);
    return { href: egen ? fyllInn(getConfig().mobilbankLenker.nettleser, egen) : nettleserUrl(url), etikett: 'åpnes i nettleseren' };
  } catch {
    // An address the app cannot take (plain http and the like): no link.
  }
}

/**
 * Whether `url` is a PDF document: its path ends in '.pdf' (any case), whatever its query.
 *
 * @example
 * erPdfAdresse('https://dok.eksempel.no/vilkaar.PDF?sig=abc')  // true
 * erPdfAdresse('/privat/forsikring/vilkaar.pdf')               // true
 * erPdfAdresse('https://www.eksempel.no/pdf-veileder')         // false
 */
export const erPdfAdresse = (url: string): boolean => /^[^?#]*\.pdf([?#]|$)/i.test(url);

/**
 * A link to a PDF, labelled 'pdf'. In the app: through the app address, or, over 1000 characters,
 * in the web view itself. In a browser: a new tab.
 */
export function pdfLenke(url: string, title: string, mobilapp = isMobilbankApp()): LenkeEgenskaper {
  if (mobilapp) {
    if (url.length > MAKS_PDF_LENGDE_I_APP) return { href: assertGyldigEksternUrl(url).href, etikett: 'pdf' };
    return { href: mobilappUrl(url, title), etikett: 'pdf' };
  }
  return { href: assertGyldigEksternUrl(url).href, target: '_blank', rel: 'noopener noreferrer', etikett: 'pdf' };
}
