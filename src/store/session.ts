import { queryClient } from './query-client.ts';
import { sessionStatusQuery } from './queries/session.ts';

/** Where the session stands: still loading, logged in, logged out, or unknown because the call failed. */
export type SessionState = 'laster' | 'innlogget' | 'utlogget' | 'feil';

export function sessionStateOf(result: {
  status: 'pending' | 'success' | 'error';
  data?: { kfpSessionId?: string | undefined } | undefined;
}): SessionState {
  if (result.status === 'pending') return 'laster';
  if (result.status === 'error') return 'feil';
  return result.data?.kfpSessionId ? 'innlogget' : 'utlogget';
}

/** Calls `listener` with the session state now and whenever it changes; returns the unsubscribe. */
export function observeSession(listener: (state: SessionState) => void): () => void {
  let sist: SessionState | undefined;
  const tell = (state: SessionState) => {
    if (state !== sist) listener((sist = state));
  };
  const stopp = queryClient.observe(sessionStatusQuery, (state) => tell(sessionStateOf(state)));
  tell(sessionStateOf(queryClient.getState(sessionStatusQuery)));
  return stopp;
}
