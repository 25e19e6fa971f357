import type { Query, QueryFunction, QueryKey } from '@tanstack/query-core';

/**
 * Declares a cached read once, framework-free: the router observes it with `QueryObserver`, the
 * screens with `useQuery`. (The same as react-query's `queryOptions`, without React.)
 *
 * `staleTime` is for the profile's data and shared settings only: `ferskI(FERSK_DELT_MS)` (60 s,
 * spec §7); everything else keeps the client's 2 s.
 */
export function defineQuery<Data, Key extends QueryKey>(options: {
  queryKey: Key;
  queryFn: QueryFunction<Data, Key>;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- query-core's own Query generics, whatever the data
  staleTime?: (query: Query<any, any, any, any>) => number;
}) {
  return options;
}
