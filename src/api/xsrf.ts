import { readCookie } from '../config/index.ts';

/** The cookie the backend keeps its XSRF token in; its value goes in `X-XSRF-TOKEN` (contract, "API"). */
const XSRF_COOKIE = 'XSRF-TOKEN';

/** The XSRF token as the page's cookie holds it now: read at each call, never kept (contract, "API"). */
export function xsrfToken(): string | undefined {
  const cookie = globalThis.document?.cookie;
  return cookie === undefined ? undefined : readCookie(cookie, XSRF_COOKIE);
}

/**
 * Resolves when a request started next will see the XSRF cookie that the answer just received may
 * have set. WebKit keeps `document.cookie` cached until its event loop turns, on a zero-delay timer
 * that the arrival of a response can overtake in its GLib ports (WebKit bug 324464): a read started
 * in the very task that took the session status's answer then sends the cookie list from before it,
 * without the token (seen once in CI on the overview's first read). So when the token cannot be seen
 * yet, this waits for one timer task, which runs after that cache's own timer; when it can, it waits
 * for nothing.
 */
export function xsrfSynlig(): Promise<void> {
  if (globalThis.document === undefined || xsrfToken() !== undefined) return Promise.resolve();
  return new Promise((resolve) => setTimeout(resolve, 0));
}
