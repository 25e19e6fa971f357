/**
 * Links in the mobile bank app's web view (spec §1, §5, item 8 of issue 3).
 *
 * The app's web view cannot open mail, phone or other apps' pages by itself: the app opens them
 * when the portal navigates to an app address (chosen here, the spec does not show it):
 *
 *   mobilbank://open?url=<the address, URI-encoded>&title=<navigation title, URI-encoded>
 *
 * - Mail and phone links get the navigation title 'Kontakt oss'.
 * - Web addresses are checked first (`assertGyldigEksternUrl`): 'URL is not valid.',
 *   'Plain text http is not allowed.' unless port 8000, and a missing url or title raises
 *   'Missing required parameter: url' / '… title'.
 * - PDF links longer than 1000 characters (signed document addresses) do not fit in an app address
 *   on every platform: they open in the web view itself instead (same tab), where the app shows PDFs.
 * Outside the app every link is an ordinary link: mail and phone as they are, external pages and
 * PDFs in a new tab, labelled for screen readers 'åpnes i ny fane' or 'pdf'.
 */
import { isMobilbankApp } from '../config/mobilbank.ts';
import { assertGyldigEksternUrl } from '../format/url.ts';

/** The app address that opens a page, mail or call with a navigation title. */
export const MOBILAPP_OPEN = 'mobilbank://open';
/** The navigation title of mail and phone links in the app (spec §1). */
export const KONTAKT_TITTEL = 'Kontakt oss';
/** PDF addresses longer than this are opened in the web view itself (spec §1). */
export const MAKS_PDF_LENGDE_I_APP = 1000;

/** True inside the mobile bank's web view (cookie `isMobilbankApp` or user agent `Mobilbank/`). */
export function erMobilapp(): boolean {
  return isMobilbankApp(globalThis.document?.cookie ?? '', globalThis.navigator?.userAgent ?? '');
}

/**
 * The app address that opens `url` with a navigation title. `url` is an absolute https address (or
 * http on port 8000), or a `mailto:`/`tel:` address.
 *
 * @throws Error 'Missing required parameter: url' / 'Missing required parameter: title'
 * @throws Error 'URL is not valid.' / 'Plain text http is not allowed.' (web addresses)
 * @example mobilappUrl('tel:+4791503100', 'Kontakt oss') // "mobilbank://open?url=tel%3A%2B4791503100&title=Kontakt%20oss"
 */
export function mobilappUrl(url: string | undefined, title: string | undefined): string {
  if (url === undefined || url.trim() === '') throw new Error('Missing required parameter: url');
  if (title === undefined || title.trim() === '') throw new Error('Missing required parameter: title');
  const adresse = /^(mailto|tel):/i.test(url) ? url.replace(/\s/g, '') : assertGyldigEksternUrl(url).href;
  return `${MOBILAPP_OPEN}?url=${encodeURIComponent(adresse)}&title=${encodeURIComponent(title)}`;
}

/** What an `<a>` needs: its attributes and the screen-reader label after its text (if any). */
export interface LenkeEgenskaper {
  href: string;
  target?: '_blank';
  rel?: string;
  /** 'åpnes i ny fane' or 'pdf', for a visually hidden suffix. */
  etikett?: 'åpnes i ny fane' | 'pdf';
}

/**
 * A mail or phone link: in the app through the app address with the title 'Kontakt oss', in a
 * browser as it is.
 *
 * @example kontaktLenke('tel:+4791503100', false) // { href: 'tel:+4791503100' }
 */
export function kontaktLenke(href: string, mobilapp = erMobilapp()): LenkeEgenskaper {
  return mobilapp ? { href: mobilappUrl(href, KONTAKT_TITTEL) } : { href };
}

/**
 * A link to a page outside the portal: in the app through the app address (validated), in a
 * browser in a new tab; labelled 'åpnes i ny fane'.
 */
export function eksternLenke(url: string, title: string, mobilapp = erMobilapp()): LenkeEgenskaper {
  if (mobilapp) return { href: mobilappUrl(url, title), etikett: 'åpnes i ny fane' };
  return { href: assertGyldigEksternUrl(url).href, target: '_blank', rel: 'noopener noreferrer', etikett: 'åpnes i ny fane' };
}

/**
 * A link to a PDF, labelled 'pdf'. In the app: through the app address, or, over 1000 characters,
 * in the web view itself. In a browser: a new tab.
 */
export function pdfLenke(url: string, title: string, mobilapp = erMobilapp()): LenkeEgenskaper {
  if (mobilapp) {
    if (url.length > MAKS_PDF_LENGDE_I_APP) return { href: assertGyldigEksternUrl(url).href, etikett: 'pdf' };
    return { href: mobilappUrl(url, title), etikett: 'pdf' };
  }
  return { href: assertGyldigEksternUrl(url).href, target: '_blank', rel: 'noopener noreferrer', etikett: 'pdf' };
}
