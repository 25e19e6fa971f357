import { ASYNC_TIMEOUT_MS } from './setup.ts';

type Truthy<T> = Exclude<T, false | null | undefined | 0 | ''>;

/**
 * Waits until `check` returns a truthy value (or stops throwing); fails after `timeout` ms with the
 * last error. The default wait is the suite's (helpers/setup.ts), long enough for a busy machine.
 */
export async function waitFor<T>(check: () => T | Promise<T>, { timeout = ASYNC_TIMEOUT_MS, interval = 25 } = {}): Promise<Truthy<T>> {
  const start = performance.now();
  let lastError: unknown;
  for (;;) {
    try {
      const value = await check();
      if (value) return value as Truthy<T>;
      lastError = new Error('waitFor: the check returned a falsy value');
    } catch (error) {
      lastError = error;
    }
    if (performance.now() - start > timeout) throw lastError;
    await new Promise((resolve) => setTimeout(resolve, interval));
  }
}
