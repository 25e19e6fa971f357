import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { queryClient } from './query-client.ts';
import { hashKey, type CacheState, type QueryDef, type QueryKey } from './server-cache.ts';
import { OFFLINE_WRITE } from './offline-write.ts';
import { forgetNotification, notifyInFrame, notifyNow } from './notify-per-frame.ts';

/** Which key (and `enabled`) each mounted `useQuery` observes. */
const observing = new WeakMap<object, string>();

interface ResultBase<Data> {
  data: Data | undefined;
  error: unknown;
  /** A request is out (or about to leave for this element's first render). */
  isFetching: boolean;
  /** No data yet and a request out. */
  isLoading: boolean;
  /** Asks again now ('Prøv igjen'); never rejects. */
  refetch: () => Promise<void>;
}

/** A read as a screen sees it: pending (no data, no failure yet), there, or failed (old data may remain). */
export type QueryResult<Data> = ResultBase<Data> &
  (
    | { status: 'pending'; isPending: true; isSuccess: false; isError: false }
    | { status: 'success'; data: Data; isPending: false; isSuccess: true; isError: false }
    | { status: 'error'; isPending: false; isSuccess: false; isError: true }
  );

/**
 * A screen's view of a read in the shared cache (`queryClient`): asks for it as the cache's rules
 * say when the element mounts, or when `enabled` turns true (customer data: `enabled:
 * useIsLoggedIn()`, spec §6), and renders again on every change: once per frame, however many
 * answers landed in it (`notify-per-frame.ts`).
 */
export function useQuery<Data, Key extends QueryKey>(options: QueryDef<Data, Key> & { enabled?: boolean }): QueryResult<Data> {
  const { enabled = true, ...def } = options;
  const hash = hashKey(def.queryKey);
  // What this element observes now: until it does, its render says what observing will do.
  const [observer] = useState(() => ({}));
  const latest = useRef(def);
  useEffect(() => {
    latest.current = def;
  });
  const subscribe = useCallback(
    (tell: () => void) => {
      const iBilde = () => notifyInFrame(tell);
      const stopp = queryClient.observe(latest.current, iBilde, enabled);
      observing.set(observer, hash + enabled);
      return () => {
        observing.delete(observer);
        forgetNotification(tell);
        stopp();
      };
    },
    [hash, enabled, observer],
  );
  const state: CacheState<Data> = useSyncExternalStore(subscribe, () => queryClient.getState(def));
  const refetch = useCallback(() => queryClient.refetch(latest.current), []);
  const soon = enabled && observing.get(observer) !== hash + enabled && queryClient.willFetchOnObserve(def);
  const status = soon && state.data === undefined ? 'pending' : state.status;
  const isFetching = state.fetching || soon;
  return {
    data: state.data,
    error: state.error,
    status,
    isPending: status === 'pending',
    isSuccess: status === 'success',
    isError: status === 'error',
    isFetching,
    isLoading: status === 'pending' && isFetching,
    refetch,
  } as QueryResult<Data>;
}

interface MutationState<Data, Variables> {
  status: 'idle' | 'pending' | 'success' | 'error';
  data: Data | undefined;
  error: unknown;
  variables: Variables | undefined;
}

const IDLE: MutationState<never, never> = { status: 'idle', data: undefined, error: null, variables: undefined };

/**
 * A write: `mutateAsync(variables)` sends it once (never retried, spec §7, nor when the connection
 * returns: the customer decides), awaits `onSuccess` (so a screen stays busy until the reads it
 * invalidates have answered) or `onError`, and rejects with the failure (offline, it also fires
 * `OFFLINE_WRITE`); `mutate` is the same without the promise.
 *
 * One write at a time (the page's one double-submit guard): a call while one is under way is
 * ignored, decided synchronously, so two clicks in one task (before React renders `isPending`) send
 * one request. The ignored call's promise never settles, so what its caller does after the write
 * runs once, for the first click. The guard clears when the write has settled ('Prøv igjen' works).
 * `onMutate` runs synchronously for a call that is taken, never for an ignored one: what happens
 * once per write (the click's analytics event) goes there, not in the click handler.
 */
export function useMutation<Data, Variables = void>(options: {
  mutationFn: (variables: Variables) => Promise<Data>;
  onMutate?: (variables: Variables) => void;
  onSuccess?: (data: Data, variables: Variables) => unknown;
  onError?: (error: unknown, variables: Variables) => unknown;
}) {
  const [state, setState] = useState<MutationState<Data, Variables>>(IDLE);
  const latest = useRef(options);
  useEffect(() => {
    latest.current = options;
  });
  // Made once per element (so they are stable), around two plain variables: the latest call's
  // number (a reset makes an older answer stale) and the guard, set before a write starts.
  const [actions] = useState(() => {
    let current = 0;
    let inFlight = false;
    const mutateAsync = async (variables: Variables): Promise<Data> => {
      if (inFlight) return new Promise<never>(() => undefined);
      inFlight = true;
      const id = ++current;
      const tell = (next: Partial<MutationState<Data, Variables>>) => {
        if (current !== id) return;
        // The answers the write waited for (`onSuccess` refetches) show in the same commit as its end.
        notifyNow();
        setState({ ...IDLE, variables, ...next });
      };
      tell({ status: 'pending' });
      const { mutationFn, onMutate, onSuccess, onError } = latest.current;
      try {
        onMutate?.(variables);
        const data = await mutationFn(variables);
        await onSuccess?.(data, variables);
        tell({ status: 'success', data });
        return data;
      } catch (error) {
        if (!navigator.onLine) dispatchEvent(new Event(OFFLINE_WRITE));
        await onError?.(error, variables);
        tell({ status: 'error', error });
        throw error;
      } finally {
        inFlight = false;
      }
    };
    return {
      mutate: (variables: Variables) => void mutateAsync(variables).catch(() => undefined),
      mutateAsync,
      reset: () => {
        current++;
        setState(IDLE);
      },
    };
  });

  return {
    ...state,
    isIdle: state.status === 'idle',
    isPending: state.status === 'pending',
    isSuccess: state.status === 'success',
    isError: state.status === 'error',
    ...actions,
  };
}
