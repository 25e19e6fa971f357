/**
 * Runs before every browser test file (build-tests.mjs injects it). The suite must hold on a busy
 * 2-core machine, where a lazy chunk or an API answer can take seconds: testing-library's default
 * wait of 1 s for `findBy…`/`waitFor` is far too short there.
 *
 * A role query that finds nothing builds its error with a pretty-printed copy of the whole DOM
 * (shadow-dom-testing-library runs a backtracking regex over it at every level), and a `findBy…`
 * builds it again at every poll. In a WebKit run of router/ramme-navigasjon that was 64 % of the
 * page's JavaScript time (JSC's sampling profiler). The error here says what was not found, and
 * nothing more.
 */
import { configure } from '@testing-library/dom';
// Imported first: it sets its own (pretty-printing) getElementError when it is evaluated.
import 'shadow-dom-testing-library';

/** How long `findBy…`, testing-library's `waitFor` and our own `waitFor` wait for a condition. */
export const ASYNC_TIMEOUT_MS = 10_000;

configure({
  asyncUtilTimeout: ASYNC_TIMEOUT_MS,
  getElementError: (message) => {
    const error = new Error(message ?? 'testing-library: no element found');
    error.name = 'TestingLibraryElementError';
    return error;
  },
});
