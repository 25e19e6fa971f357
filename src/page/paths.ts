/**
 * The portal's paths (spec §2) in one table, below the router so that the routes, the navigation
 * and every screen that links to a route read the same one: the router's child routes by name,
 * built below the `base` of the `<kfp-router>` a screen sits in.
 */

/** The router's default base path (spec §2). */
export const DEFAULT_BASE = '/privat/forsikring/oversikt';

/** Where `/betaling` sends the browser (spec §2). */
export const BETALING_URL = '/privat/forsikring/skade/betaling';

/** The router's child routes (spec §2 "Screens and routes"), each with its path below the base ('' is the base itself). */
export const ROUTES = {
  oversikt: '',
  tilbud: '/tilbud',
  kjopsinnganger: '/kjopsinnganger',
  forsikringsprofil: '/forsikringsprofil',
  'andre-forsikringer': '/andre-forsikringer',
  'skadesaker-jump': '/jump/seopp/skadesaker',
  betaling: '/betaling',
} as const;

export type RouteName = keyof typeof ROUTES;

/**
 * The address of the child route `navn` below `base` (trailing slashes ignored), with `query`
 * (e.g. `'?isLo=true'`) as given.
 *
 * @example portalPath('/privat/forsikring/oversikt', 'tilbud') // '/privat/forsikring/oversikt/tilbud'
 * @example portalPath('/bank/forsikring/', 'oversikt') // '/bank/forsikring'
 */
export function portalPath(base: string, navn: RouteName, query = ''): string {
  return (base.replace(/\/+$/, '') + ROUTES[navn] || '/') + query;
}

/**
 * The `base` of the `<kfp-router>` that `element` is shown in (through every shadow root above
 * it), or the default base for an element placed alone on a page.
 */
export function routerBase(element: Element | null | undefined): string {
  let node = element;
  while (node && !node.closest('kfp-router')) node = (node.getRootNode() as Partial<ShadowRoot>).host;
  return node?.closest('kfp-router')?.getAttribute('base') || DEFAULT_BASE;
}
