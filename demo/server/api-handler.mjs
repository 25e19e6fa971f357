// Answers one /api request the way a real backend would: log, delay, security rules, overrides,
// login check, scenario faults, then the route.

import { matchApiRoute } from './api-router.mjs';
import { parseBody, parseCookies, readBody, sendJson, setCookie, sleep } from './http.mjs';
import { currentScenario, isLoggedIn, SESSION_COOKIE, XSRF_COOKIE } from './session.mjs';

/** @typedef {import('node:http').IncomingMessage} IncomingMessage */
/** @typedef {import('node:http').ServerResponse} ServerResponse */
/** @typedef {import('./state.mjs').DemoState} DemoState */
/** @typedef {import('./state.mjs').LoggedRequest} LoggedRequest */
/** @typedef {import('./api-context.mjs').ApiResult} ApiResult */
/** @typedef {import('./scenarios.mjs').ScenarioDefinition} ScenarioDefinition */

/**
 * @typedef {object} ApiSettings
 * @property {DemoState} state
 * @property {string} defaultScenario
 * @property {number} slowDelayMs delay of every answer in the `treg` scenario
 */

const WRITE_METHODS = new Set(['POST', 'PUT', 'DELETE']);
const LOGGED_HEADERS = /** @type {const} */ (['x-requested-by', 'x-xsrf-token', 'accept', 'content-type']);

/**
 * @param {IncomingMessage} req
 * @param {string} name lower case
 * @returns {string | undefined}
 */
function header(req, name) {
  const value = req.headers[name];
  return Array.isArray(value) ? value[0] : value;
}

/** @param {IncomingMessage} req @returns {LoggedRequest['headers']} */
function loggedHeaders(req) {
  /** @type {Record<string, string>} */
  const picked = {};
  for (const name of LOGGED_HEADERS) {
    const value = header(req, name);
    if (value !== undefined) picked[name] = value;
  }
  return picked;
}

/**
 * The security rules every /api request must pass.
 * @param {IncomingMessage} req
 * @param {string} method
 * @param {Record<string, string>} cookies
 * @returns {ApiResult | undefined}
 */
function checkRules(req, method, cookies) {
  if (header(req, 'x-requested-by') !== 'kfp') {
    return { status: 403, body: { message: 'Mangler headeren X-Requested-By: kfp' } };
  }
  if (WRITE_METHODS.has(method)) {
    const token = header(req, 'x-xsrf-token');
    if (!token || token !== cookies[XSRF_COOKIE]) {
      return { status: 403, body: { message: 'X-XSRF-TOKEN mangler eller stemmer ikke med XSRF-TOKEN-cookien' } };
    }
  }
  return undefined;
}

/**
 * @param {ScenarioDefinition} scenario
 * @param {string} method
 * @param {string} path
 * @returns {ApiResult | undefined}
 */
function scenarioFault(scenario, method, path) {
  const fault = scenario.faults?.find((f) => f.method === method && f.path === path);
  return fault && { status: fault.status, body: fault.body };
}

/**
 * @param {ApiSettings} settings
 * @param {IncomingMessage} req
 * @param {ServerResponse} res
 * @param {URL} url
 */
export async function handleApi({ state, defaultScenario, slowDelayMs }, req, res, url) {
  const method = (req.method ?? 'GET').toUpperCase();
  const path = url.pathname;
  const query = Object.fromEntries(url.searchParams);
  const cookies = parseCookies(req.headers.cookie);
  const body = parseBody(await readBody(req), header(req, 'content-type'));
  state.requests.push({ method, path, query, headers: loggedHeaders(req), body, at: Date.now() });

  const scenario = currentScenario(cookies, defaultScenario);
  const override = state.findOverride(method, path);
  const delayMs = override?.delayMs ?? (scenario.slow ? slowDelayMs : 0);
  if (delayMs > 0) await sleep(delayMs);
  // A test holding writes (POST /demo/hold-skriving) looks at a save in progress.
  if (method !== 'GET' && state.skrivingHoldt) await state.skrivingHoldt.done;

  const result = answer();
  sendJson(res, result.status, result.body);

  /** @returns {ApiResult} */
  function answer() {
    const rejected = checkRules(req, method, cookies);
    if (rejected) return rejected;
    if (override) {
      for (const [name, value] of Object.entries(override.headers ?? {})) res.setHeader(name, value);
      return { status: override.status, body: override.body };
    }
    if (scenario.down) return { status: 503, body: { message: 'Tjenesten er utilgjengelig' } };
    const match = matchApiRoute(method, path);
    if (!match.route) {
      if (match.allowed.length === 0) return { status: 404, body: { message: `Ukjent API-sti: ${path}` } };
      res.setHeader('Allow', match.allowed.join(', '));
      return { status: 405, body: { message: `${method} støttes ikke for ${path}` } };
    }
    const loggedIn = isLoggedIn(cookies, scenario);
    if (!match.route.public && !loggedIn) return { status: 401, body: { message: 'Du er ikke logget inn' } };
    const fault = scenarioFault(scenario, method, path);
    if (fault) return fault;
    return match.route.handle({
      data: state.data(scenario.name),
      query,
      params: match.params,
      body,
      cookies,
      loggedIn,
      sessionId: cookies[SESSION_COOKIE],
      setPublicCookie: (name, value) => setCookie(res, name, value),
    });
  }
}
