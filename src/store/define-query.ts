import type { Query, QueryFunction, QueryFunctionContext, QueryKey } from '@tanstack/query-core';

/** Handed to every read instead of TanStack's own signal: never aborted (see `defineQuery`). */
const ALDRI_AVBRUTT = new AbortController().signal;

/**
 * Declares a cached read once, framework-free: the router observes it with `QueryObserver`, the
 * screens with `useQuery`. (The same as react-query's `queryOptions`, without React.)
 *
 * `staleTime` is for the profile's data and shared settings only: `ferskI(FERSK_DELT_MS)` (60 s,
 * spec §7); everything else keeps the client's 2 s.
 *
 * A read is not aborted when the last element that wanted it goes away (TanStack Query aborts a
 * read whose signal the request used, and forgets it): it finishes into the shared cache, so the
 * element that wants it next (another route, the footer that renders a moment later) joins it or
 * finds its answer, instead of asking the endpoint again. Its retry is still dropped.
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
    // TanStack notes that the signal was used when its getter is read: this context's own `signal` shadows it.
    queryFn: (context: QueryFunctionContext<Key>) => queryFn(Object.create(context, { signal: { value: ALDRI_AVBRUTT } }) as QueryFunctionContext<Key>),
  };
}
