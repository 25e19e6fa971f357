import type { Route } from './routes.ts';
import type { RouteKey } from './view.ts';

/** Each view's page title (the host's own title follows after ' – '); undefined keeps the title as it is. */
export const ROUTE_TITLES: Readonly<Partial<Record<RouteKey, string>>> = {
  'route:oversikt': 'Forsikringsoversikt',
  'route:tilbud': 'Tilbudene dine',
  'route:kjopsinnganger': 'Kjøp forsikring',
  'route:forsikringsprofil': 'Forsikringsprofil',
  'route:andre-forsikringer': 'Andre forsikringer',
  'route:skadesaker-jump': 'Vi sender deg videre',
  'route:ikke-funnet': 'Fant ikke siden',
  'utlogget-ikke-funnet': 'Fant ikke siden',
  login: 'Logg inn',
  feil: 'Noe har gått galt',
  'session-feil': 'Noe har gått galt',
  'nysalg-av': 'Noe har gått galt',
  'innlogging-stoppet': 'Logg inn',
};

/**
 * The title for `routeKey`: 'Noe har gått galt' when its screen crashed; while the session loads,
 * the title of the route asked for (`lastesFor`), so a slow load does not have the screen reader
 * announce the host's title first.
 */
export function titleFor(routeKey: RouteKey, krasjet: boolean, lastesFor: Route['name'] | undefined): string | undefined {
  return krasjet ? ROUTE_TITLES.feil : ROUTE_TITLES[routeKey === 'laster' ? (`route:${lastesFor}` as RouteKey) : routeKey];
}
