// Finds the /api route for a method and path.

import { OVERVIEW_ROUTES } from './routes-overview.mjs';
import { PROFILE_ROUTES } from './routes-profile.mjs';

/** @typedef {import('./api-context.mjs').ApiRoute} ApiRoute */

export const API_BASE = '/api/privat/forsikring';

/** @type {ApiRoute[]} */
export const API_ROUTES = [...OVERVIEW_ROUTES, ...PROFILE_ROUTES];

/**
 * @typedef {{ route: ApiRoute, params: Record<string, string> }
 *   | { route: undefined, allowed: string[] }} RouteMatch
 *   `allowed` lists the methods the path has (empty: unknown path).
 */

/** @param {string} path */
const segments = (path) => path.split('/').filter((segment) => segment !== '');

/**
 * @param {string[]} pattern
 * @param {string[]} actual
 * @returns {Record<string, string> | undefined}
 */
function matchSegments(pattern, actual) {
  if (pattern.length !== actual.length) return undefined;
  /** @type {Record<string, string>} */
  const params = {};
  for (const [i, part] of pattern.entries()) {
    const value = /** @type {string} */ (actual[i]);
    const param = /^\{(\w+)\}$/.exec(part)?.[1];
    if (param) {
      try {
        params[param] = decodeURIComponent(value);
      } catch {
        return undefined;
      }
    } else if (part !== value) {
      return undefined;
    }
  }
  return params;
}

/**
 * Trailing slashes do not matter (`/jumpsst/` and `/jumpsst` are the same route).
 * @param {string} method
 * @param {string} pathname full path starting with `/api`
 * @returns {RouteMatch}
 */
export function matchApiRoute(method, pathname) {
  /** @type {string[]} */
  const allowed = [];
  if (pathname !== API_BASE && !pathname.startsWith(`${API_BASE}/`)) return { route: undefined, allowed };
  const actual = segments(pathname.slice(API_BASE.length));
  for (const route of API_ROUTES) {
    const params = matchSegments(segments(route.path), actual);
    if (!params) continue;
    if (route.method === method) return { route, params };
    allowed.push(route.method);
  }
  return { route: undefined, allowed };
}
