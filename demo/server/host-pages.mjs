// The pretty paths of the demo's host pages, and the stand-in for other apps under /privat/forsikring.

/**
 * Path prefix → host page file (relative to the static root). A prefix matches itself and every
 * path below it; `/` matches only itself.
 * @type {Readonly<Record<string, string>>}
 */
export const DEFAULT_HOST_PAGES = {
  '/': 'demo/pages/index.html',
  '/privat/forsikring/oversikt': 'demo/pages/bank.html',
  '/app': 'demo/pages/app.html',
  '/vertssider/bank-med-sentry': 'demo/pages/bank-sentry.html',
  // One page per kind of host (issue 31), each with <kfp-router base> at its own path.
  '/vert/bootstrap3': 'demo/pages/vert-bootstrap3.html',
  '/vert/mork': 'demo/pages/vert-mork.html',
  '/vert/zone': 'demo/pages/vert-zone.html',
  '/vert/requirejs': 'demo/pages/vert-requirejs.html',
};

/** Paths here that no host page claims belong to other apps: they get a placeholder page. */
const OTHER_APPS = '/privat/forsikring';

/**
 * @param {string} pathname
 * @param {string} prefix
 */
function under(pathname, prefix) {
  if (prefix === '/') return pathname === '/';
  return pathname === prefix || pathname.startsWith(`${prefix.replace(/\/$/, '')}/`);
}

/**
 * @typedef {{ kind: 'file', file: string } | { kind: 'placeholder' }} HostPage
 */

/**
 * @param {string} pathname
 * @param {Readonly<Record<string, string>>} routes
 * @returns {HostPage | undefined}
 */
export function resolveHostPage(pathname, routes) {
  const prefix = Object.keys(routes)
    .filter((candidate) => under(pathname, candidate))
    .sort((a, b) => b.length - a.length)[0];
  if (prefix !== undefined) return { kind: 'file', file: /** @type {string} */ (routes[prefix]) };
  if (under(pathname, OTHER_APPS)) return { kind: 'placeholder' };
  return undefined;
}

/** Inside the mobile-bank app (cookie `isMobilbankApp`), the portal's path shows the web-view host page. */
export const MOBILBANK_PAGE = 'demo/pages/mobilbank.html';

/**
 * @param {string | undefined} cookieHeader
 * @returns {boolean}
 */
export function isMobilbankRequest(cookieHeader) {
  return (cookieHeader ?? '').split(';').some((part) => part.trim().split('=')[0] === 'isMobilbankApp');
}
