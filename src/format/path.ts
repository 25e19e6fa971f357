/**
 * Page paths that leave the browser: the feedback payload's `page` (spec §7) and analytics page
 * paths (spec §9). Both remove the identifiers that can sit in a path (policy numbers, identity
 * numbers, claim numbers) so that they group by page and carry no personal data.
 *
 * Decision: the query string and fragment are dropped as well. The spec speaks of the page *path*,
 * and a query such as "?fnr=…" would otherwise carry exactly the data the digits are removed for.
 */

/** What an all-digit path segment becomes in analytics page paths. */
const ID_PLASSHOLDER = ':id';

function kunSti(path: string): string {
  const slutt = path.search(/[?#]/);
  return slutt === -1 ? path : path.slice(0, slutt);
}

/**
 * The page path for the feedback payload: query and fragment dropped, every digit removed. Segments
 * are not merged, so "/avtale/123/detaljer" becomes "/avtale//detaljer".
 *
 * @example
 * pathUtenSiffer('/privat/forsikring/oversikt/avtale/12345')  // "/privat/forsikring/oversikt/avtale/"
 * pathUtenSiffer('/reise2024/kvittering?id=9')                // "/reise/kvittering"
 */
export function pathUtenSiffer(path: string): string {
  return kunSti(path).replace(/\d/g, '');
}

/**
 * The page path for analytics: query and fragment dropped, and every path segment that consists of
 * digits only replaced by ":id". Segments that mix letters and digits are kept.
 *
 * @example
 * anonymiserSti('/privat/forsikring/oversikt/avtale/12345')        // "/privat/forsikring/oversikt/avtale/:id"
 * anonymiserSti('/skadesaker/01019012345/dokument/7?vis=alle')     // "/skadesaker/:id/dokument/:id"
 * anonymiserSti('/reise2024')                                      // "/reise2024"
 */
export function anonymiserSti(path: string): string {
  return kunSti(path)
    .split('/')
    .map((segment) => (/^\d+$/.test(segment) ? ID_PLASSHOLDER : segment))
    .join('/');
}
