import { erInnloggingStoppet } from '../api/innlogging-vakt.ts';
import { getConfig, isEikaFamilie } from '../config/index.ts';
import { startOversiktReads } from '../store/queries/oversikt.ts';
import { matchRoute } from './routes.ts';

/**
 * Starts the reads of the route the location opens on below `base`, once the session is known to be
 * logged in: the overview's (spec §6), unless its new-sales switch is off or the customer is being
 * sent to log in. Other routes' screens start their own.
 */
export function startRouteReads(base: string): void {
  const config = getConfig();
  const route = matchRoute(location.pathname, location.search, base);
  if (route?.name !== 'oversikt' || config.features['nysalg-skade'] === 'false' || erInnloggingStoppet()) return;
  startOversiktReads(isEikaFamilie(config.distributor));
}
