// Our own uncaught errors and unhandled rejections, told apart from the bank page's by where they
// were thrown: the first script address in the error's stack is one of our bundle's files (kfp.js
// and its chunks sit side by side, so one directory). Only errors with a stack can be told apart: a
// rejection with a string, or an error whose stack starts in the host's code (a host listener of
// our events that throws), is not ours to report.
import type { ErrorContext } from './report.ts';

/** The directory our files are served from (this module is one of them). */
const BUNDLE_DIR = new URL('.', import.meta.url).href;

/**
 * The first script address in a stack: V8 writes `at f (https://x/kfp.js:1:2)`, Gecko and WebKit
 * `f@https://x/kfp.js:1:2`. Native frames (`at JSON.parse (<anonymous>)`) have none and are passed.
 */
export function forsteSkriptadresse(stack: string): string | undefined {
  return /\b(?:https?|file):\/\/[^\s()@]+?(?=:\d+(?::\d+)?\)?(?:\s|$))/.exec(stack)?.[0];
}

/** True when `error` was thrown by code of the bundle served from `dir`. */
export function erVar(error: unknown, dir: string = BUNDLE_DIR): boolean {
  const stack = error instanceof Error && typeof error.stack === 'string' ? error.stack : '';
  return forsteSkriptadresse(stack)?.startsWith(dir) ?? false;
}

/**
 * Reports our own uncaught errors and unhandled rejections. The listeners only look: they never
 * cancel the event, so the host page's own handlers (its Sentry too) see every error as before.
 */
export function lyttEtterEgneFeil(rapporter: (error: unknown, context: ErrorContext) => void, dir: string = BUNDLE_DIR): void {
  addEventListener('error', (event) => {
    if (erVar(event.error, dir)) rapporter(event.error, { source: 'uncaught', message: 'Uncaught error' });
  });
  addEventListener('unhandledrejection', (event) => {
    if (erVar(event.reason, dir)) rapporter(event.reason, { source: 'uncaught', message: 'Unhandled rejection' });
  });
}
