/**
 * Loading code after the first screen without making the page slow to answer (issue 35), and
 * loading a module once (issue 37 point 4).
 *
 * - `inTurn(start)`: the lazy-chunk loader (src/element/last-chunk.ts) starts every chunk's import
 *   through it. One import is under way at a time; the next starts in a task of its own once the one
 *   before has been fetched and evaluated. A chunk is evaluated in the task in which its file has
 *   come in, so no task evaluates two chunks: the twenty-odd chunks that load after the first
 *   content are so many tasks with room for a tap or a keystroke between them. What the customer
 *   waits for (the open menu when she points at 'Meny' or taps it: `urgently`) does not queue.
 * - `loadOnce(load)`: a module loaded once for the page, its failure remembered until it is asked
 *   for again.
 */

/** The end of the last load in line, and the task after it. */
let kjede: Promise<unknown> = Promise.resolve();
let hastende = false;

/**
 * Runs `start` (an `import()`) when its turn comes: after every load asked for before it has
 * settled, in a task of its own. A load asked for through `urgently` starts at once.
 */
export function inTurn<T>(start: () => Promise<T>): Promise<T> {
  if (hastende) {
    hastende = false;
    return start();
  }
  const tur = kjede.then(start);
  kjede = tur.catch(() => undefined).then(() => new Promise((resolve) => setTimeout(resolve, 0)));
  return tur;
}

/**
 * Calls `load` with its chunk imports started at once, ahead of those in line (the customer is
 * waiting for it). The build turns each `import()` into a synchronous call of the loader, which
 * reads the mark.
 */
export function urgently<T>(load: () => Promise<T>): Promise<T> {
  hastende = true;
  try {
    return load();
  } finally {
    hastende = false;
  }
}

/** A module loaded once for the page (`loadOnce`). */
export interface LoadOnce<T> {
  /** The module once loaded. */
  module: T | undefined;
  /** The last load failed (until the next one starts). */
  failed: boolean;
  /**
   * The module: at once when loaded, the load under way when there is one, else a new load (also
   * after a failure: a 'Prøv igjen' or the next tap loads afresh).
   * @param urgent the customer is waiting for it (`urgently`)
   */
  load(urgent?: boolean): Promise<T>;
}

/** Loads `load`'s module once for the page, and remembers what it gave or that it failed. */
export function loadOnce<T>(load: () => Promise<T>): LoadOnce<T> {
  let lasting: Promise<T> | undefined;
  const once: LoadOnce<T> = {
    module: undefined,
    failed: false,
    load(urgent) {
      // Loaded or under way: that load (kept until it fails).
      return (lasting ??= (urgent ? urgently(load) : load()).then(
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
