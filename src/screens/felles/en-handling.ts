import { useState } from 'react';

/**
 * Runs `handling` unless the previous one it was given is still under way; then it does nothing
 * and resolves to `undefined`.
 */
export type EnHandling = <T>(handling: () => Promise<T>) => Promise<T | undefined>;

/**
 * One action, one request: a guard that lets one async action run at a time, whatever the input
 * speed. A double click on 'Lagre' dispatches two clicks in one task, before React has rendered the
 * first one's `isPending`, so a check of `isPending` (or of a prop derived from it) lets the second
 * through: this guard is set synchronously, before the action starts, and cleared when it settles
 * (so 'Prøv igjen' after a failure works).
 *
 * @example
 * const enGang = lagEnHandling();
 * void enGang(() => lagre());  // runs
 * void enGang(() => lagre());  // does nothing while the first is under way
 */
export function lagEnHandling(): EnHandling {
  let pagar = false;
  return async (handling) => {
    if (pagar) return undefined;
    pagar = true;
    try {
      return await handling();
    } finally {
      pagar = false;
    }
  };
}

/** {@link lagEnHandling} for one component: the same guard for the component's whole life. */
export function useEnHandling(): EnHandling {
  return useState(lagEnHandling)[0];
}
