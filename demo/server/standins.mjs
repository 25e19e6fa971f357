// Stand-ins for the two third-party hosts: the analytics service (Mixpanel's HTTP API) and the
// error-reporting service (Sentry's envelope endpoint). Real endpoints the SDKs send to (the demo
// config and the browser tests point them here); they decode what arrives and keep it for
// `GET /demo/analytics-received` and `GET /demo/sentry-received`.

import { inflateSync } from 'node:zlib';
import { sendJson } from './http.mjs';

/** @typedef {import('node:http').IncomingMessage} IncomingMessage */
/** @typedef {import('node:http').ServerResponse} ServerResponse */
/** @typedef {import('./state.mjs').DemoState} DemoState */

/** Mixpanel's `api_host` in the demo: `${origin}/demo/mixpanel`. */
export const MIXPANEL_PREFIX = '/demo/mixpanel/';
/** The path of the Sentry DSN in the demo: `http://key@host/demo/sentry/1` (not under /api: that is the portal's). */
export const SENTRY_PREFIX = '/demo/sentry/';
const MAX_BYTES = 10_000_000;

/**
 * @typedef {object} AnalyticsRequest  one entry of `GET /demo/analytics-received`
 * @property {string} endpoint 'track', 'engage' or 'groups'
 * @property {Record<string, string>} query e.g. `ip: '0'`
 * @property {string} format 'json' or 'base64'
 * @property {unknown[]} items the decoded events or profile updates
 */

/**
 * @typedef {object} SentryEnvelope  one entry of `GET /demo/sentry-received`
 * @property {string} [project] the DSN's project it was posted to ('1' the portal's, '2' a bank page's own)
 * @property {Record<string, unknown>} header the envelope header (event_id, dsn, sdk, trace: the sampling context)
 * @property {{ type: string, header: Record<string, unknown>, payload: unknown }[]} items
 */

/**
 * @param {IncomingMessage} req
 * @returns {Promise<Buffer>}
 */
async function readRaw(req) {
  /** @type {Buffer[]} */
  const chunks = [];
  let size = 0;
  for await (const chunk of req) {
    size += chunk.length;
    if (size > MAX_BYTES) throw new Error('Request body too large');
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}

/**
 * Decodes the `data` field Mixpanel posts (form-encoded): JSON, or base64 of UTF-8 JSON. A single
 * event becomes a list of one.
 * @param {string} data
 * @returns {{ format: string, items: unknown[] }}
 */
export function decodeMixpanelData(data) {
  const trimmed = data.trim();
  const parsed = /^[[{]/.test(trimmed)
    ? { format: 'json', value: JSON.parse(trimmed) }
    : { format: 'base64', value: JSON.parse(Buffer.from(trimmed, 'base64').toString('utf8')) };
  return { format: parsed.format, items: Array.isArray(parsed.value) ? parsed.value : [parsed.value] };
}

/**
 * Parses a Sentry envelope: a JSON header line, then items, each a JSON header line and a payload
 * (`length` bytes when the header says so, else up to the next newline). JSON payloads are parsed;
 * a replay recording becomes `{ segment, events }` (inflated when compressed).
 * @param {Buffer} body
 * @returns {SentryEnvelope}
 */
export function parseEnvelope(body) {
  let offset = 0;
  const line = () => {
    const end = body.indexOf(0x0a, offset);
    const text = body.subarray(offset, end === -1 ? body.length : end).toString('utf8');
    offset = end === -1 ? body.length : end + 1;
    return text;
  };
  const header = JSON.parse(line());
  /** @type {SentryEnvelope['items']} */
  const items = [];
  while (offset < body.length) {
    const headerLine = line();
    if (!headerLine.trim()) continue;
    const itemHeader = JSON.parse(headerLine);
    let payload;
    if (typeof itemHeader.length === 'number') {
      payload = body.subarray(offset, offset + itemHeader.length);
      offset += itemHeader.length;
      if (body[offset] === 0x0a) offset += 1;
    } else {
      payload = Buffer.from(line(), 'utf8');
    }
    items.push({ type: String(itemHeader.type), header: itemHeader, payload: decodePayload(String(itemHeader.type), payload) });
  }
  return { header, items };
}

/**
 * @param {string} type
 * @param {Buffer} payload
 */
function decodePayload(type, payload) {
  if (type === 'replay_recording') {
    const end = payload.indexOf(0x0a);
    const segment = JSON.parse(payload.subarray(0, end).toString('utf8'));
    const data = payload.subarray(end + 1);
    let text;
    try {
      text = inflateSync(data).toString('utf8');
    } catch {
      text = data.toString('utf8');
    }
    return { segment, events: JSON.parse(text) };
  }
  try {
    return JSON.parse(payload.toString('utf8'));
  } catch {
    return payload.toString('base64');
  }
}

/**
 * Serves the stand-ins' paths; false for any other path.
 * @param {DemoState} state
 * @param {IncomingMessage} req
 * @param {ServerResponse} res
 * @param {URL} url
 * @returns {Promise<boolean>}
 */
export async function handleStandins(state, req, res, url) {
  const method = (req.method ?? 'GET').toUpperCase();
  const path = url.pathname;
  if (method === 'GET' && path === '/demo/analytics-received') {
    sendJson(res, 200, state.analytics);
    return true;
  }
  if (method === 'GET' && path === '/demo/sentry-rejected') {
    sendJson(res, 200, state.sentryRejected);
    return true;
  }
  if (method === 'GET' && path === '/demo/sentry-received') {
    sendJson(res, 200, state.sentry);
    return true;
  }
  if (path.startsWith(MIXPANEL_PREFIX)) {
    await receiveMixpanel(state, req, res, url);
    return true;
  }
  const envelopePath = path.startsWith(SENTRY_PREFIX) ? /\/api\/([^/]+)\/envelope\/?$/.exec(path) : null;
  if (envelopePath) {
    if (method === 'OPTIONS') {
      sendJson(res, 204);
      return true;
    }
    const body = await readRaw(req);
    try {
      state.sentry.push({ project: envelopePath[1], ...parseEnvelope(body) });
      sendJson(res, 200, {});
    } catch (error) {
      state.sentryRejected.push(String(error));
      sendJson(res, 400, { message: `Kunne ikke lese konvolutten: ${String(error)}` });
    }
    return true;
  }
  return false;
}

/**
 * Mixpanel's /track, /engage and /groups: `data` in the form body (POST) or the query (GET).
 * Answers as the real API does with `verbose=1`.
 * @param {DemoState} state
 * @param {IncomingMessage} req
 * @param {ServerResponse} res
 * @param {URL} url
 */
async function receiveMixpanel(state, req, res, url) {
  const endpoint = url.pathname.slice(MIXPANEL_PREFIX.length).replace(/\/+$/, '');
  const form = new URLSearchParams((await readRaw(req)).toString('utf8'));
  const data = form.get('data') ?? url.searchParams.get('data');
  const query = Object.fromEntries([...url.searchParams].filter(([key]) => key !== 'data'));
  if (!data) {
    sendJson(res, 200, { status: 0, error: 'data mangler' });
    return;
  }
  try {
    state.analytics.push({ endpoint, query, ...decodeMixpanelData(data) });
    sendJson(res, 200, { status: 1, error: null });
  } catch (error) {
    sendJson(res, 200, { status: 0, error: String(error) });
  }
}
