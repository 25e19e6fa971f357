// What an /api route handler gets and returns, plus tiny result helpers.

/** @typedef {import('./types.mjs').ScenarioData} ScenarioData */

/**
 * @typedef {object} ApiContext
 * @property {ScenarioData} data the current scenario's mutable data
 * @property {Record<string, string>} query
 * @property {Record<string, string>} params path parameters like `policyNumber`
 * @property {unknown} body parsed request body (null when empty)
 * @property {Record<string, string>} cookies
 * @property {boolean} loggedIn
 * @property {string | undefined} sessionId
 * @property {(name: string, value: string) => void} setPublicCookie sets a cookie scripts may read
 */

/** @typedef {{ status: number, body?: unknown }} ApiResult */

/**
 * @typedef {object} ApiRoute
 * @property {'GET' | 'POST' | 'PUT' | 'DELETE'} method
 * @property {string} path below `/api/privat/forsikring`, `{name}` for a parameter
 * @property {boolean} [public] answers logged-out visitors too
 * @property {(ctx: ApiContext) => ApiResult} handle
 */

/** @param {unknown} body @returns {ApiResult} */
export const ok = (body) => ({ status: 200, body });

/** @returns {ApiResult} */
export const noContent = () => ({ status: 204 });

/** @param {unknown} body @returns {ApiResult} */
export const badRequest = (body) => ({ status: 400, body });

/** @param {string} message @returns {ApiResult} */
export const notFound = (message) => ({ status: 404, body: { message } });

/**
 * The request body as a plain object (empty object for anything else).
 * @param {unknown} body
 * @returns {Record<string, unknown>}
 */
export function fields(body) {
  return body !== null && typeof body === 'object' && !Array.isArray(body) ? /** @type {Record<string, unknown>} */ (body) : {};
}
