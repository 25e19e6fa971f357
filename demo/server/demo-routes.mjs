// The /demo paths: scenario switch, test control, fake BankID and the claims-app landing pages.

import { randomUUID } from 'node:crypto';
import { bankIdDonePage, bankIdPage, skadesakerFallbackPage, skadesakerJumpPage } from './html.mjs';
import { isLocalPath, parseBody, parseCookies, readBody, redirect, sendHtml, sendJson, setCookie } from './http.mjs';
import { fields } from './api-context.mjs';
import { findScenario, SCENARIOS } from './scenarios.mjs';
import { MAKS_ANTALL, mangeAvtaler } from './mange-avtaler.mjs';
import { currentScenario, isLoggedIn, SCENARIO_COOKIE, SESSION_COOKIE } from './session.mjs';

/** @typedef {import('node:http').IncomingMessage} IncomingMessage */
/** @typedef {import('node:http').ServerResponse} ServerResponse */
/** @typedef {import('./state.mjs').DemoState} DemoState */

/**
 * @typedef {object} DemoContext
 * @property {IncomingMessage} req
 * @property {ServerResponse} res
 * @property {URL} url
 * @property {Record<string, string>} cookies
 * @property {DemoState} state
 * @property {string} defaultScenario
 * @property {() => Promise<Record<string, unknown>>} readFields the body as JSON or form fields
 */

/** @typedef {(ctx: DemoContext) => void | Promise<void>} DemoHandler */

/** @param {ServerResponse} res */
const logIn = (res) => setCookie(res, SESSION_COOKIE, randomUUID(), { httpOnly: true });

/** @param {ServerResponse} res */
const logOut = (res) => setCookie(res, SESSION_COOKIE, '', { httpOnly: true, maxAge: 0 });

/**
 * Where a GET control link sends the browser back to: `redirect` param, same-site Referer, or `/`.
 * @param {DemoContext} ctx
 */
function backTo({ req, url }) {
  const wanted = url.searchParams.get('redirect');
  if (isLocalPath(wanted)) return wanted;
  try {
    const referer = new URL(req.headers.referer ?? '');
    if (referer.host === req.headers.host) return `${referer.pathname}${referer.search}${referer.hash}`;
  } catch {
    // no usable Referer
  }
  return '/';
}

/**
 * @param {DemoContext} ctx
 * @param {string | undefined} name
 * @returns {boolean} false (and a 400 answered) for an unknown scenario
 */
function chooseScenario({ res }, name) {
  if (!findScenario(name)) {
    sendJson(res, 400, { message: `Ukjent scenario: ${name}`, scenarios: [...SCENARIOS.keys()] });
    return false;
  }
  setCookie(res, SCENARIO_COOKIE, /** @type {string} */ (name));
  return true;
}

/**
 * @param {DemoContext} ctx
 * @param {Record<string, unknown>} body `{ method, path, status, body?, delayMs?, headers? }`
 */
function addOverride({ res, state }, body) {
  const { method, path, status, body: answer, delayMs, headers } = body;
  const validStatus = typeof status === 'number' && Number.isInteger(status) && status >= 100 && status <= 599;
  const validDelay = delayMs === undefined || (typeof delayMs === 'number' && delayMs >= 0);
  const validHeaders =
    headers === undefined ||
    (typeof headers === 'object' &&
      headers !== null &&
      !Array.isArray(headers) &&
      Object.values(headers).every((value) => typeof value === 'string'));
  if (typeof method !== 'string' || typeof path !== 'string' || !path.startsWith('/api/') || !validStatus || !validDelay || !validHeaders) {
    sendJson(res, 400, { message: 'Forventet { method, path: "/api/...", status, body?, delayMs?, headers? }' });
    return;
  }
  state.addOverride({
    method: method.toUpperCase(),
    path: /** @type {string} */ (path.split('?')[0]),
    status,
    ...(answer === undefined ? {} : { body: answer }),
    ...(delayMs === undefined ? {} : { delayMs: /** @type {number} */ (delayMs) }),
    ...(headers === undefined ? {} : { headers: /** @type {Record<string, string>} */ (headers) }),
  });
  sendJson(res, 200, { ok: true });
}

/** @type {Record<string, DemoHandler>} key `METHOD /demo/path` */
const DEMO_ROUTES = {
  'GET /demo/status': ({ res, cookies, defaultScenario }) => {
    const scenario = currentScenario(cookies, defaultScenario);
    sendJson(res, 200, {
      scenario: scenario.name,
      loggedIn: isLoggedIn(cookies, scenario),
      scenarios: [...SCENARIOS.values()].map(({ name, beskrivelse }) => ({ name, beskrivelse })),
    });
  },
  'GET /demo/scenario': (ctx) => {
    if (!chooseScenario(ctx, ctx.url.searchParams.get('name') ?? undefined)) return;
    const login = ctx.url.searchParams.get('login');
    if (login === '1' || login === 'true') logIn(ctx.res);
    if (login === '0' || login === 'false') logOut(ctx.res);
    redirect(ctx.res, backTo(ctx));
  },
  'POST /demo/scenario': async (ctx) => {
    const { name } = await ctx.readFields();
    if (chooseScenario(ctx, typeof name === 'string' ? name : undefined)) sendJson(ctx.res, 200, { scenario: name });
  },
  'POST /demo/reset': ({ res, state }) => {
    state.reset();
    sendJson(res, 200, { ok: true });
  },
  'POST /demo/override': async (ctx) => addOverride(ctx, await ctx.readFields()),
  'POST /demo/mange-avtaler': async ({ res, state, readFields }) => {
    const { antall } = await readFields();
    if (typeof antall !== 'number' || !Number.isInteger(antall) || antall < 0 || antall > MAKS_ANTALL) {
      sendJson(res, 400, { message: `Forventet { antall } fra 0 til ${MAKS_ANTALL}` });
      return;
    }
    state.addOverride({ method: 'GET', path: '/api/privat/forsikring/avtaleoversikt/avtaler', status: 200, body: mangeAvtaler(antall) });
    sendJson(res, 200, { antall });
  },
  'GET /demo/requests': ({ res, state }) => sendJson(res, 200, state.requests),
  'POST /demo/fail-once': async (ctx) => {
    const { prefix, always } = await ctx.readFields();
    if (typeof prefix !== 'string' || !prefix.startsWith('/')) {
      sendJson(ctx.res, 400, { message: 'prefix: a path starting with /' });
      return;
    }
    ctx.state.failOnce = { prefix, failed: [], always: always === true };
    sendJson(ctx.res, 200, ctx.state.failOnce);
  },
  'POST /demo/uten-nett': async ({ res, state, readFields }) => {
    const { pa } = await readFields();
    state.utenNett = pa === true;
    sendJson(res, 200, { utenNett: state.utenNett });
  },
  'POST /demo/hold-skriving': async ({ res, state, readFields }) => {
    const { pa } = await readFields();
    state.holdSkriving(pa === true);
    sendJson(res, 200, { holdt: state.skrivingHoldt !== undefined });
  },
  'POST /demo/hold-side': async ({ res, state, readFields }) => {
    const { sti } = await readFields();
    if (sti !== null && (typeof sti !== 'string' || !sti.startsWith('/') || sti.startsWith('/api/') || sti.startsWith('/demo/'))) {
      sendJson(res, 400, { message: 'sti: a page path starting with / (not /api or /demo), or null' });
      return;
    }
    state.holdSide(sti);
    sendJson(res, 200, { sti: state.sideHoldt?.sti ?? null });
  },
  'GET /demo/fail-once': ({ res, state }) => sendJson(res, 200, state.failOnce),
  'GET /demo/strikt-csp': ({ res, url }) => strictCspPage(res, url.searchParams.get('config') ?? '{}'),
  'POST /demo/login': ({ res }) => {
    logIn(res);
    sendJson(res, 200, { loggedIn: true });
  },
  'GET /demo/login': (ctx) => {
    logIn(ctx.res);
    redirect(ctx.res, backTo(ctx));
  },
  'POST /demo/logout': ({ res }) => {
    logOut(res);
    sendJson(res, 200, { loggedIn: false });
  },
  'GET /demo/logout': (ctx) => {
    logOut(ctx.res);
    redirect(ctx.res, backTo(ctx));
  },
  'GET /demo/bankid': ({ res, url }) => {
    const goto = url.searchParams.get('goto');
    sendHtml(res, 200, bankIdPage(isLocalPath(goto) ? goto : undefined));
  },
  'POST /demo/bankid/login': async ({ res, readFields }) => {
    const { goto } = await readFields();
    logIn(res);
    sendHtml(res, 200, bankIdDonePage(isLocalPath(goto) ? goto : undefined));
  },
  'GET /demo/skadesaker': ({ res, url }) => sendHtml(res, 200, skadesakerFallbackPage(url.searchParams.get('company') ?? '')),
  'POST /demo/skadesaker/jump': async ({ res, readFields }) => sendHtml(res, 200, skadesakerJumpPage(await readFields())),
};

/**
 * Test page `GET /demo/strikt-csp?config=JSON`: a bank page under the strict CSP docs/host-page.md documents
 * (nonces, 'strict-dynamic', Trusted Types), carrying `config` and `dist/kfp.js`, an overview and the
 * offers. It records every CSP violation in `window.kfpCspBrudd`.
 * @param {ServerResponse} res
 * @param {string} config
 */
function strictCspPage(res, config) {
  const nonce = randomUUID().replaceAll('-', '');
  let json;
  try {
    json = JSON.stringify(JSON.parse(config)).replaceAll('<', '\\u003c');
  } catch {
    sendJson(res, 400, { message: 'config: JSON' });
    return;
  }
  res.setHeader(
    'Content-Security-Policy',
    [
      "default-src 'self'",
      `script-src 'nonce-${nonce}' 'strict-dynamic'`,
      "connect-src 'self'",
      "img-src 'self' data:",
      "style-src 'self'",
      "object-src 'none'",
      "base-uri 'none'",
      "require-trusted-types-for 'script'",
      'trusted-types lit-html',
    ].join('; '),
  );
  sendHtml(
    res,
    200,
    `<!doctype html>
<html lang="nb">
<head>
<meta charset="utf-8">
<title>Streng CSP</title>
<script nonce="${nonce}">
window.kfpCspBrudd = [];
addEventListener('securitypolicyviolation', (event) => kfpCspBrudd.push({ directive: event.effectiveDirective, blocked: event.blockedURI, sample: event.sample }));
</script>
<script type="application/json" id="kfp-config">${json}</script>
<script type="module" nonce="${nonce}" src="/dist/kfp.js"></script>
</head>
<body>
<main><kfp-oversikt></kfp-oversikt><kfp-tilbud></kfp-tilbud></main>
</body>
</html>`,
  );
}

/**
 * Serves a /demo control path. Other /demo paths (static pages) are left alone.
 * @param {{ state: DemoState, defaultScenario: string }} settings
 * @param {IncomingMessage} req
 * @param {ServerResponse} res
 * @param {URL} url
 * @returns {Promise<boolean>}
 */
export async function handleDemo({ state, defaultScenario }, req, res, url) {
  const path = url.pathname.replace(/\/+$/, '') || '/';
  const handler = DEMO_ROUTES[`${(req.method ?? 'GET').toUpperCase()} ${path}`];
  if (!handler) return false;
  await handler({
    req,
    res,
    url,
    cookies: parseCookies(req.headers.cookie),
    state,
    defaultScenario,
    readFields: async () => fields(parseBody(await readBody(req), req.headers['content-type'])),
  });
  return true;
}
