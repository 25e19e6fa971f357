import type { QueryDef, QueryKey } from './server-cache.ts';

/**
 * Declares a cached read once, framework-free: the router observes it with `queryClient.observe`,
 * the screens with `useQuery` (`use-query.ts`).
 *
 * `staleTime` is for the profile's data and shared settings only: `freshFor(FRESH_SHARED_MS)` (60 s,
 * spec §7); everything else keeps the cache's 2 s.
 *
 * A read is never aborted: when the last element that wants a read unmounts while
 * it is out (the customer moves to another route) or while a failing read waits for its retry, the
 * request finishes into the shared cache, so the element that wants it next (another route, the
 * footer that renders a moment later) joins it or finds its answer; a failure is kept with its retry
 * called off, and the 5 s retry interval holds across routes (no fetch-and-retry cycle started again).
 */
export function defineQuery<Data, Key extends QueryKey>(options: QueryDef<Data, Key>): QueryDef<Data, Key> {
  return options;
}
