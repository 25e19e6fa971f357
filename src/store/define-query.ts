import type { QueryFunction, QueryKey } from '@tanstack/query-core';

/**
 * Declares a cached read once, framework-free: the router observes it with `QueryObserver`, the
 * screens with `useQuery`. (The same as react-query's `queryOptions`, without React.)
 */
export function defineQuery<Data, Key extends QueryKey>(options: { queryKey: Key; queryFn: QueryFunction<Data, Key> }) {
  return options;
}
