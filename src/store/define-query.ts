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
 * a failing read unmounts (the customer moves to another route) while its retry waits, query-core
 * would otherwise abort it and forget the failure, and the next element to mount would start the
 * fetch-and-retry cycle again (three or four requests in 5 s). Now the request finishes, the retry
 * is called off, the failure is kept, and the 5 s retry interval holds across routes.
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
