import type { ClientContext } from '../api/schemas.ts';
import { queryClient } from '../store/query-client.ts';
import type { CacheState } from '../store/server-cache.ts';
import { clientContextQuery } from '../store/queries/session.ts';
import { observeSession } from '../store/session.ts';
import { MARKET_SOURCE_KEY, lagreMarkedskilde } from './market-source.ts';

let started = false;

/**
 * Keeps `kfp-market-source` in session storage true to spec §4: once the session is known to be
 * logged out the item is removed; once logged in, the client context is fetched and the source is
 * stored if empty. Started once per page by the first element.
 */
export function startMarkedskildeSync(): void {
  if (started) return;
  started = true;
  let watchingContext = false;
  observeSession((state) => {
    if (state === 'utlogget') {
      safeStorage()?.removeItem(MARKET_SOURCE_KEY);
    } else if (state === 'innlogget' && !watchingContext) {
      watchingContext = true;
      const lagre = (result: CacheState<ClientContext>) => {
        const storage = safeStorage();
        if (result.status === 'success' && result.data && storage) lagreMarkedskilde(storage, location.href, result.data.loginContext);
      };
      // `observe` tells of changes only. The answer may be in already (analytics asks for the
      // client context as soon as the customer opts in, which can be before this chunk has
      // loaded): then it is fresh, nothing is asked again and no change comes, so read it now too.
      queryClient.observe(clientContextQuery, lagre);
      lagre(queryClient.getState(clientContextQuery));
    }
  });
}

function safeStorage(): Storage | undefined {
  try {
    return globalThis.sessionStorage;
  } catch {
    // Storage can be blocked (privacy settings, sandboxed frames): none.
  }
}
