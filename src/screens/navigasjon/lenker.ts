import { portalPath } from '../../page/paths.ts';
import { isSafeHref } from '../../format/url.ts';

/** Where the navigation's links go (spec §2 "Navigation"). */
export interface Navigasjonslenker {
  oversikt: string;
  faktura: string;
  dokumenter: string;
  kjop: string;
  meldSkade: string | undefined;
  tilbud: string;
  profil: string;
  skadesaker: string;
}

/** The documents app, outside the portal. */
export const DOKUMENTER_URL = '/privat/forsikring/dokumenter';

/**
 * The navigation's targets below the router's `base`. Meld skade comes from config and is left out
 * when it is not a safe link. Skadesaker goes through the hand-off route, or, in the mobile bank,
 * straight to the claims address (opened in the external browser by the caller).
 */
export function navigasjonslenker(
  base: string,
  config: { meldSkadeUrl: string; skadesakerUrl: string },
  mobilapp: boolean,
): Navigasjonslenker {
  return {
    oversikt: portalPath(base, 'oversikt'),
    faktura: portalPath(base, 'betaling'),
    dokumenter: DOKUMENTER_URL,
    kjop: portalPath(base, 'kjopsinnganger'),
    meldSkade: isSafeHref(config.meldSkadeUrl) ? config.meldSkadeUrl : undefined,
    tilbud: portalPath(base, 'tilbud'),
    profil: portalPath(base, 'forsikringsprofil'),
    skadesaker: mobilapp ? config.skadesakerUrl : portalPath(base, 'skadesaker-jump'),
  };
}

/** Whether `href` is the page at `pathname` (trailing slashes ignored). */
export function erGjeldende(href: string, pathname: string): boolean {
  const rens = (path: string) => (path.length > 1 ? path.replace(/\/+$/, '') : path);
  return rens(href) === rens(pathname);
}
