import type { Query, QueryFunction, QueryFunctionContext, QueryKey } from '@tanstack/query-core';

/** A signal that never aborts: what a read is given instead of the query's own (see `defineQuery`). */
const ALDRI_AVBRUTT = new AbortController().signal;

/**
 * Declares a cached read once, framework-free: the router observes it with `QueryObserver`, the
 * screens with `useQuery`. (The same as react-query's `queryOptions`, without React.)
 *
 * `staleTime` is for the profile's data and shared settings only: `ferskI(FERSK_DELT_MS)` (60 s,
 * spec §7); everything else keeps the client's 2 s.
 *
 * The read gets a signal that never aborts, not the query's own: when the last element that wants
 * a read unmounts while it is out (the customer moves to another route) or while a failing read
 * waits for its retry, query-core would otherwise abort it and forget it. Now the request finishes
 * into the shared cache, so the element that wants it next (another route, the footer that renders
 * a moment later) joins it or finds its answer; a failure is kept with its retry called off, and
 * the 5 s retry interval holds across routes (no fetch-and-retry cycle started again).
 */
export function defineQuery<Data, Key extends QueryKey>(options: {
  queryKey: Key;
  queryFn: QueryFunction<Data, Key>;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- query-core's own Query generics, whatever the data
  staleTime?: (query: Query<any, any, any, any>) => number;
}) {
  const { queryFn } = options;
  return {
    ...options,
    // Reading `context.signal` is what tells query-core a read can be aborted: never touch it here.
    queryFn: (context: QueryFunctionContext<Key>) =>
      queryFn({ client: context.client, queryKey: context.queryKey, meta: context.meta, signal: ALDRI_AVBRUTT } as QueryFunctionContext<Key>),
  };
}
