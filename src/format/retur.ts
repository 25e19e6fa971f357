/**
 * The way back to a deep link after login (spec §2/§8: the login takes a `goto` parameter). Only a
 * path of this page under the portal's base is ever sent: never another origin, never a
 * protocol-relative `//host` path (the login app would send the customer to that host), so the
 * parameter cannot become an open redirect.
 */

/** The query parameter the login takes for where to come back to. */
export const RETUR_PARAMETER = 'goto';

/**
 * The page's path and query to come back to after login, when the path lies under `base`
 * (the base itself included); undefined otherwise.
 *
 * @example
 * returSti({ pathname: '/privat/forsikring/oversikt/tilbud', search: '?a=1' }, '/privat/forsikring/oversikt') // '/privat/forsikring/oversikt/tilbud?a=1'
 * returSti({ pathname: '//evil.example/privat/forsikring/oversikt', search: '' }, '/privat/forsikring/oversikt') // undefined
 * returSti({ pathname: '/privat/lan', search: '' }, '/privat/forsikring/oversikt') // undefined
 */
export function returSti(side: { pathname: string; search: string }, base: string): string | undefined {
  const rot = base.replace(/\/+$/, '');
  const { pathname, search } = side;
  if (!rot.startsWith('/') || pathname.startsWith('//') || pathname.includes('\\')) return undefined;
  if (pathname.replace(/\/+$/, '') !== rot && !pathname.startsWith(`${rot}/`)) return undefined;
  return pathname + search;
}

/**
 * `loginUrl` (absolute, or relative to `sideUrl`) with `goto=<retur>` added; as it was when there
 * is no way back or it names one of its own.
 */
export function medRetur(loginUrl: string, retur: string | undefined, sideUrl: string): string {
  if (retur === undefined) return loginUrl;
  let url: URL;
  try {
    url = new URL(loginUrl, sideUrl);
  } catch {
    return loginUrl;
  }
  if (url.searchParams.has(RETUR_PARAMETER)) return loginUrl;
  url.searchParams.set(RETUR_PARAMETER, retur);
  return url.href;
}
