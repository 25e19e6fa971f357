import { useQuery } from './use-query.ts';
import { sessionStatusQuery } from './queries/session.ts';
import { sessionStateOf, type SessionState } from './session.ts';

/** The session state for a React screen. */
export function useSession(): SessionState {
  return sessionStateOf(useQuery(sessionStatusQuery));
}

/** True once the session is known to be logged in: the gate for every customer-data query (spec §6). */
export function useIsLoggedIn(): boolean {
  return useSession() === 'innlogget';
}
