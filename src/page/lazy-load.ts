/**
 * Loading a module once (issue 37 point 4): `loadOnce(load)`, a module loaded once for the page,
 * its failure remembered until it is asked for again.
 *
 * Chunks are not queued: issue 35's trial loaded them one at a time, each in a task of its own, and
 * on a quiet machine at 4x CPU it changed nothing a customer feels (long tasks after the first
 * content: overview 1 of 54 ms before, 2 of at most 69 ms with the queue; every interaction within
 * a few ms; `node bench/run.mjs --only inp 3`), while every chunk after the first waited for the
 * round trips of those before it (about 20 on the overview; 1.6 s at 80 ms a round trip). The
 * browser already evaluates each chunk in the task in which its file comes in.
 */

/** A module loaded once for the page (`loadOnce`). */
export interface LoadOnce<T> {
  /** The module once loaded. */
  module: T | undefined;
  /** The last load failed (until the next one starts). */
  failed: boolean;
  /**
   * The module: at once when loaded, the load under way when there is one, else a new load (also
   * after a failure: a 'Prøv igjen' or the next tap loads afresh).
   */
  load(): Promise<T>;
}

/** Loads `load`'s module once for the page, and remembers what it gave or that it failed. */
export function loadOnce<T>(load: () => Promise<T>): LoadOnce<T> {
  let lasting: Promise<T> | undefined;
  const once: LoadOnce<T> = {
    module: undefined,
    failed: false,
    load() {
      // Loaded or under way: that load (kept until it fails).
      return (lasting ??= load().then(
        (module) => {
          once.failed = false;
          return (once.module = module);
        },
        (error: unknown) => {
          once.failed = true;
          lasting = undefined;
          throw error;
        },
      ));
    },
  };
  return once;
}
