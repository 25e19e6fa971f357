/**
 * Runs before every browser test file (build-tests.mjs injects it). The suite must hold on a busy
 * 2-core machine, where a lazy chunk or an API answer can take seconds: testing-library's default
 * wait of 1 s for `findBy…`/`waitFor` is far too short there.
 */
import { configure } from '@testing-library/dom';

/** How long `findBy…`, testing-library's `waitFor` and our own `waitFor` wait for a condition. */
export const ASYNC_TIMEOUT_MS = 10_000;

configure({ asyncUtilTimeout: ASYNC_TIMEOUT_MS });
