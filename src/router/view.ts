import type { AppConfig } from '../config/app-config.ts';
import type { SessionState } from '../store/session.ts';
import type { View } from './first-screen.ts';
import type { Route } from './routes.ts';

/**
 * What the router shows, by name: a route's screen (`route:…`) or one of the states around the
 * routes. Titles (`route-title.ts`), the focus after a route change and the claims hand-off go by it.
 */
export type RouteKey =
  | `route:${Exclude<Route['name'], 'betaling'>}`
  | 'laster'
  | 'betaling'
  | 'nysalg-av'
  | 'session-feil'
  | 'login'
  | 'utlogget-ikke-funnet'
  | 'innlogging-stoppet'
  | 'feil';

/** What the router knows when it chooses: the session, the route of the location, the config, the redirect guard. */
export interface ViewInputs {
  session: SessionState;
  /** The route below the base, or null when the location is outside it (shown as not found). */
  route: Route | null;
  config: Pick<AppConfig, 'features'>;
  /** The API said 401/403 and the redirect guard kept the tab here (`erInnloggingStoppet`). */
  loginStopped: boolean;
}

/**
 * The view and its key for what the router knows, without a DOM (spec §2, §6, §8). The purchase
 * entries show logged out and with the session read failed too (issue 34). For
 * 'innlogging-stoppet' the view is a spinner: the element shows the login or 'Du må logge inn på
 * nytt' once that page's code is in. 'betaling' is a spinner that says where the browser goes while
 * it leaves for the payments page (issue 34; the spec fixes no words).
 */
export function chooseView({ session, route, config, loginStopped }: ViewInputs): { visning: View; routeKey: RouteKey } {
  const rute = route ?? ({ name: 'ikke-funnet' } as const);
  if (rute.name === 'betaling') return { visning: { type: 'spinner', ord: 'Sender deg videre til betaling' }, routeKey: 'betaling' };
  if (config.features['nysalg-skade'] === 'false') return { visning: { type: 'feilside', side: 'generell' }, routeKey: 'nysalg-av' };
  // The purchase entries need neither a session nor the API (spec §6 gates only the data calls): a
  // visitor who is logged out, or whose session could not be read, sees them as the standalone tag
  // shows them. While the session loads the spinner stays, so the navigation (shown for a customer
  // who is logged in, none for a visitor) does not move them once shown.
  if (rute.name === 'kjopsinnganger' && (session === 'utlogget' || session === 'feil')) {
    return { visning: { type: 'skjerm', route: rute }, routeKey: 'route:kjopsinnganger' };
  }
  switch (session) {
    case 'laster':
      // Issue 34: words under the spinner, the overview's own while its session loads.
      return {
        visning: rute.name === 'oversikt' ? { type: 'spinner', ord: 'Henter forsikringene dine' } : { type: 'spinner' },
        routeKey: 'laster',
      };
    case 'feil':
      // The session status could not be read (the API is down): try again, or call.
      return { visning: { type: 'feilside', side: 'prov-igjen' }, routeKey: 'session-feil' };
    case 'utlogget':
      return config.features.hasDirekteinnlogging
        ? { visning: { type: 'login' }, routeKey: 'login' }
        : { visning: { type: 'feilside', side: 'ikke-funnet' }, routeKey: 'utlogget-ikke-funnet' };
    case 'innlogget':
      // The redirect guard kept us here: the login, or a message with a next step, instead of a loop.
      if (loginStopped) return { visning: { type: 'spinner' }, routeKey: 'innlogging-stoppet' };
      return { visning: { type: 'skjerm', route: rute }, routeKey: `route:${rute.name}` };
  }
}

/**
 * Whether the navigation's links show (spec §2 "Navigation"): they (the overview, invoices,
 * documents, offers, the profile) are a logged-in customer's, so a visitor who is logged out gets
 * no navigation, and the purchase entries get none when the session could not be read (issue 34:
 * the API is down, and every link but the page itself leads to a page that needs it); there the
 * bar, shown while the session loaded, stays empty, so the screen under it does not move.
 */
export function medNavigasjon(session: SessionState, routeKey: RouteKey): boolean {
  return session !== 'utlogget' && (session !== 'feil' || routeKey !== 'route:kjopsinnganger');
}
