/**
 * The page's server cache, framework-free: reads by key, shared by every element on the page (the
 * lit-html router observes it directly, the React screens through `use-query.ts`). The rules it
 * keeps (freshness, retries, the hold after a failure, garbage collection) come in as a policy from
 * `query-client.ts`, where spec §7's figures live.
 *
 * A plain module beside the zustand store, not a slice of it: each read has its own listeners, so a
 * change to one read wakes only the elements that show it (a slice would run every selector of every
 * element on each change), and none of it is client state.
 */

export type QueryKey = readonly unknown[];
export type QueryStatus = 'pending' | 'success' | 'error';

/** What the cache knows about one read. Replaced, never changed in place, on every change. */
export interface CacheState<Data = unknown> {
  status: QueryStatus;
  data: Data | undefined;
  error: unknown;
  /** When `data` came (ms since the epoch); 0 before it did. */
  dataUpdatedAt: number;
  /** When the last failure was stored; 0 before any. */
  errorUpdatedAt: number;
  /** A request is out, or waits for its retry. */
  fetching: boolean;
  /** Marked stale by `invalidate`: the next element that wants it asks again. */
  invalidated: boolean;
}

/** A read declared once (`defineQuery`): its key, the request and, where it differs from the cache's, its freshness and retries. */
export interface QueryDef<Data, Key extends QueryKey = QueryKey> {
  queryKey: Key;
  /** The request. Never aborted: a read the last element leaves finishes into the cache. (A method: any key fits `QueryDef<Data>`.) */
  queryFn(context: { queryKey: Key }): Promise<Data>;
  /** How long data counts as fresh, from the read's state (ms). */
  staleTime?: (state: CacheState) => number;
  /** Whether a read that failed `failures` times before this failure is tried again. */
  retry?: (failures: number, error: unknown) => boolean;
  /** The wait before that retry (ms). */
  retryDelay?: (failures: number, error: unknown) => number;
}

export interface CachePolicy {
  staleTime: (state: CacheState) => number;
  retry: (failures: number, error: unknown) => boolean;
  retryDelay: (failures: number, error: unknown) => number;
  /** When a read that failed may be asked again by an element that starts to observe it (ms since the epoch). */
  nextAttempt: (state: CacheState) => number;
  /** How long a read nobody observes is kept. */
  gcMs: number;
  /** Told once a read has failed for good (no retry left), once per failure: error reporting. */
  onFeil?: (error: unknown, key: QueryKey) => void;
}

type Listener = (state: CacheState) => void;

interface Entry {
  key: QueryKey;
  state: CacheState;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- any read's data and key
  def: QueryDef<any, any>;
  /** Every observer, with whether it wants the read (an element whose read is off still keeps it). */
  listeners: Map<Listener, boolean>;
  /** The request out now (with its retries). */
  promise: Promise<unknown> | undefined;
  /** Which request is the current one: a refresh forced while one is out replaces it. */
  token: number;
  /** The last observer left while the request was out: a failure is kept, not retried. */
  retryCancelled: boolean;
  gc: ReturnType<typeof setTimeout> | undefined;
}

const noop = () => undefined;

const START: CacheState = {
  status: 'pending',
  data: undefined,
  error: null,
  dataUpdatedAt: 0,
  errorUpdatedAt: 0,
  fetching: false,
  invalidated: false,
};

/** A key as a string, the same for equal keys (object properties sorted). */
export function hashKey(key: QueryKey): string {
  return JSON.stringify(key, (_name, value: unknown) =>
    value && typeof value === 'object' && !Array.isArray(value)
      ? Object.fromEntries(Object.entries(value).sort(([a], [b]) => (a < b ? -1 : 1)))
      : value,
  );
}

const isPlain = (value: unknown): value is Record<string, unknown> =>
  Array.isArray(value) || (typeof value === 'object' && value !== null && Object.getPrototypeOf(value) === Object.prototype);

/**
 * `next`, but with every part deep-equal to `prev`'s being `prev`'s own (all of it when nothing
 * changed): a refresh that brings the same answer changes no reference, so nothing a screen keys on
 * the data (memos, effects, "sent once" analytics) runs again.
 */
export function replaceEqualDeep(prev: unknown, next: unknown): unknown {
  if (prev === next || !isPlain(prev) || !isPlain(next) || Array.isArray(prev) !== Array.isArray(next)) return next;
  const keys = Object.keys(next);
  const copy: Record<string, unknown> = Array.isArray(next) ? ([] as unknown as Record<string, unknown>) : {};
  let same = keys.length === Object.keys(prev).length;
  for (const key of keys) {
    copy[key] = replaceEqualDeep(prev[key], next[key]);
    if (copy[key] !== prev[key] || !(key in prev)) same = false;
  }
  return same ? prev : copy;
}

export function createServerCache(policy: CachePolicy) {
  const entries = new Map<string, Entry>();

  function set(entry: Entry, change: Partial<CacheState>): void {
    entry.state = { ...entry.state, ...change };
    for (const listener of [...entry.listeners.keys()]) listener(entry.state);
  }

  function scheduleGc(entry: Entry): void {
    clearTimeout(entry.gc);
    if (entry.listeners.size > 0) return;
    entry.gc = setTimeout(() => {
      const hash = hashKey(entry.key);
      if (entry.listeners.size === 0 && !entry.promise && entries.get(hash) === entry) entries.delete(hash);
    }, policy.gcMs);
  }

  /** The entry of a read, made when missing; the read's latest declaration is the one used. */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- any read's data and key
  function entryOf(def: QueryDef<any, any>): Entry {
    const hash = hashKey(def.queryKey);
    let entry = entries.get(hash);
    if (!entry) {
      entry = {
        key: def.queryKey,
        state: START,
        def,
        listeners: new Map(),
        promise: undefined,
        token: 0,
        retryCancelled: false,
        gc: undefined,
      };
      entries.set(hash, entry);
      scheduleGc(entry);
    }
    entry.def = def;
    return entry;
  }

  function isStale(entry: Entry): boolean {
    const { state } = entry;
    return (
      state.data === undefined || state.invalidated || Date.now() >= state.dataUpdatedAt + (entry.def.staleTime ?? policy.staleTime)(state)
    );
  }

  /**
   * Whether an element that starts to observe the read asks for it: no data yet (but a failure is
   * left alone until `nextAttempt`), or data that is no longer fresh.
   */
  function shouldFetchOnObserve(entry: Entry): boolean {
    const { state } = entry;
    if (state.data === undefined) return !(state.status === 'error' && Date.now() < policy.nextAttempt(state));
    return isStale(entry);
  }

  /** Asks for the read, or joins the request out; `replace` starts a new one even then (its answer wins). */
  function fetchEntry(entry: Entry, replace = false): Promise<unknown> {
    entry.retryCancelled = false;
    if (entry.promise && !replace) return entry.promise;
    const token = ++entry.token;
    set(entry, { fetching: true, ...(entry.state.data === undefined && { status: 'pending', error: null }) });
    const current = () => entry.token === token;
    const promise = (async () => {
      const { def } = entry;
      for (let failures = 0; ; failures++) {
        let data: unknown;
        try {
          data = await def.queryFn({ queryKey: entry.key });
        } catch (error) {
          const retry = !entry.retryCancelled && current() && (def.retry ?? policy.retry)(failures, error);
          if (retry) await new Promise((resolve) => setTimeout(resolve, (def.retryDelay ?? policy.retryDelay)(failures, error)));
          if (retry && !entry.retryCancelled && current()) continue;
          if (current()) {
            entry.promise = undefined;
            set(entry, { status: 'error', error, errorUpdatedAt: Date.now(), fetching: false });
            scheduleGc(entry);
            policy.onFeil?.(error, entry.key);
          }
          throw error;
        }
        if (!current()) return data;
        entry.promise = undefined;
        set(entry, {
          status: 'success',
          data: replaceEqualDeep(entry.state.data, data),
          error: null,
          dataUpdatedAt: Date.now(),
          fetching: false,
          invalidated: false,
        });
        scheduleGc(entry);
        return entry.state.data;
      }
    })();
    entry.promise = promise;
    promise.catch(noop); // nobody need wait for it: the state keeps the failure
    return promise.then(
      (data) => (current() || !entry.promise ? data : entry.promise),
      (error: unknown) => (current() || !entry.promise ? Promise.reject(error) : entry.promise),
    );
  }

  function matching(prefix: QueryKey): Entry[] {
    const hash = hashKey(prefix);
    return [...entries.values()].filter((entry) => hashKey(entry.key.slice(0, prefix.length)) === hash);
  }

  const wanted = (entry: Entry) => [...entry.listeners.values()].some(Boolean);

  return {
    /** The read's state now (made, empty, when nobody has asked). */
    getState<Data>(def: QueryDef<Data, QueryKey>): CacheState<Data> {
      return entryOf(def).state as CacheState<Data>;
    },

    /** The read's state, or undefined when the cache has none. */
    peek(key: QueryKey): CacheState | undefined {
      return entries.get(hashKey(key))?.state;
    },

    /**
     * The read's data: from the cache while fresh, otherwise asked for (joining a request out),
     * retried by the cache's rules. Rejects with the failure.
     */
    fetch<Data>(def: QueryDef<Data, QueryKey>): Promise<Data> {
      const entry = entryOf(def);
      return (isStale(entry) ? fetchEntry(entry) : Promise.resolve(entry.state.data)) as Promise<Data>;
    },

    /** `fetch`, for starting a read early: never rejects. */
    prefetch(def: QueryDef<unknown, QueryKey>): Promise<void> {
      return this.fetch(def).then(noop, noop);
    },

    /** The read's data if the cache has any, fresh or not; otherwise `fetch`. */
    ensure<Data>(def: QueryDef<Data, QueryKey>): Promise<Data> {
      const { data } = entryOf(def).state;
      return data === undefined ? this.fetch(def) : Promise.resolve(data as Data);
    },

    /**
     * Asks again now, whatever the freshness (the customer's 'Prøv igjen'): replaces a refresh out,
     * joins a first read out. Never rejects.
     */
    refetch(def: QueryDef<unknown, QueryKey>): Promise<void> {
      const entry = entryOf(def);
      return fetchEntry(entry, entry.state.data !== undefined).then(noop, noop);
    },

    /**
     * Calls `listener` with the read's state on every change until the returned unsubscribe. An
     * observer that `wants` the read asks for it as `shouldFetchOnObserve` says; one that does not
     * still keeps the read from being garbage-collected.
     */
    observe<Data>(def: QueryDef<Data, QueryKey>, listener: (state: CacheState<Data>) => void, wants = true): () => void {
      const entry = entryOf(def);
      const own: Listener = (state) => listener(state as CacheState<Data>);
      entry.listeners.set(own, wants);
      clearTimeout(entry.gc);
      if (wants && shouldFetchOnObserve(entry)) void fetchEntry(entry).catch(noop);
      return () => {
        entry.listeners.delete(own);
        if (entry.listeners.size === 0) {
          entry.retryCancelled = entry.promise !== undefined;
          scheduleGc(entry);
        }
      };
    },

    /** Whether an element that starts to observe the read now would ask for it (for its first render). */
    willFetchOnObserve(def: QueryDef<unknown, QueryKey>): boolean {
      const entry = entryOf(def);
      return !entry.state.fetching && shouldFetchOnObserve(entry);
    },

    /**
     * After a write: every read whose key starts with `prefix` (and, given `hvilke`, whose state it
     * picks) is stale; those an element wants are asked again now (a refresh out is replaced: its
     * answer may predate the write). Resolves when they have answered; never rejects.
     *
     * @example queryClient.invalidate([], (state) => state.status === 'error') // every failed read (src/page/offline.ts)
     */
    invalidate(prefix: QueryKey, hvilke?: (state: CacheState) => boolean): Promise<void> {
      const refreshes = matching(prefix).map((entry) => {
        if (hvilke && !hvilke(entry.state)) return undefined;
        set(entry, { invalidated: true });
        return wanted(entry) ? fetchEntry(entry, entry.state.data !== undefined).catch(noop) : undefined;
      });
      return Promise.all(refreshes).then(noop);
    },

    /** Sets a read's data (after a write), as if just read; a read the cache does not have, or an `update` that gives undefined, changes nothing. */
    setData<Data>(key: QueryKey, update: (data: Data | undefined) => Data | undefined): void {
      const entry = entries.get(hashKey(key));
      const data = update(entry?.state.data as Data | undefined);
      if (entry && data !== undefined)
        set(entry, {
          status: 'success',
          data: replaceEqualDeep(entry.state.data, data),
          error: null,
          dataUpdatedAt: Date.now(),
          invalidated: false,
        });
    },

    /** How many reads whose key starts with `prefix` have a request out. */
    isFetching(prefix: QueryKey): number {
      return matching(prefix).filter((entry) => entry.state.fetching).length;
    },

    /** Forgets everything (tests). */
    clear(): void {
      for (const entry of entries.values()) clearTimeout(entry.gc);
      entries.clear();
    },
  };
}

export type ServerCache = ReturnType<typeof createServerCache>;
