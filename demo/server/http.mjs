// Small HTTP helpers shared by the demo backend and the demo file server: cookies, bodies, replies.

/** @typedef {import('node:http').IncomingMessage} IncomingMessage */
/** @typedef {import('node:http').ServerResponse} ServerResponse */

const JSON_TYPE = 'application/json; charset=utf-8';
const MAX_BODY_BYTES = 1_000_000;

/**
 * Parses a `Cookie` request header into name → value (first occurrence wins).
 * @param {string | undefined} header
 * @returns {Record<string, string>}
 */
export function parseCookies(header) {
  /** @type {Record<string, string>} */
  const cookies = {};
  for (const part of (header ?? '').split(';')) {
    const eq = part.indexOf('=');
    if (eq < 1) continue;
    const name = part.slice(0, eq).trim();
    if (name in cookies) continue;
    const raw = part
      .slice(eq + 1)
      .trim()
      .replace(/^"(.*)"$/, '$1');
    try {
      cookies[name] = decodeURIComponent(raw);
    } catch {
      cookies[name] = raw;
    }
  }
  return cookies;
}

/**
 * @typedef {object} CookieOptions
 * @property {boolean} [httpOnly]
 * @property {number} [maxAge] seconds; 0 deletes the cookie
 */

/**
 * Adds a `Set-Cookie` header (Path=/, SameSite=Lax) without dropping earlier ones.
 * @param {ServerResponse} res
 * @param {string} name
 * @param {string} value
 * @param {CookieOptions} [options]
 */
export function setCookie(res, name, value, options = {}) {
  let cookie = `${name}=${encodeURIComponent(value)}; Path=/; SameSite=Lax`;
  if (options.httpOnly) cookie += '; HttpOnly';
  if (options.maxAge !== undefined) cookie += `; Max-Age=${options.maxAge}`;
  const previous = res.getHeader('Set-Cookie');
  const list = previous === undefined ? [] : Array.isArray(previous) ? previous : [String(previous)];
  res.setHeader('Set-Cookie', [...list, cookie]);
}

/**
 * Reads the whole request body as UTF-8 text (empty string when there is none or it was consumed).
 * @param {IncomingMessage} req
 * @returns {Promise<string>}
 */
export async function readBody(req) {
  if (req.readableEnded) return '';
  /** @type {Buffer[]} */
  const chunks = [];
  let size = 0;
  for await (const chunk of req) {
    size += chunk.length;
    if (size > MAX_BODY_BYTES) throw new Error('Request body too large');
    chunks.push(chunk);
  }
  return Buffer.concat(chunks).toString('utf8');
}

/**
 * Interprets a body by its content type: JSON, form fields, or plain text. Empty → null.
 * Unparsable JSON is kept as the raw text so the handlers can reject it.
 * @param {string} text
 * @param {string | undefined} contentType
 * @returns {unknown}
 */
export function parseBody(text, contentType) {
  if (text === '') return null;
  const type = (contentType ?? '').toLowerCase();
  if (type.includes('application/x-www-form-urlencoded')) {
    return Object.fromEntries(new URLSearchParams(text));
  }
  if (type.includes('json') || /^\s*[[{]/.test(text)) {
    try {
      return JSON.parse(text);
    } catch {
      return text;
    }
  }
  return text;
}

/**
 * @param {ServerResponse} res
 * @param {number} status
 * @param {unknown} [body] omitted: no body (e.g. 204)
 */
export function sendJson(res, status, body) {
  if (res.headersSent || res.destroyed) return;
  res.statusCode = status;
  res.setHeader('Cache-Control', 'no-store');
  if (body === undefined) {
    res.end();
    return;
  }
  res.setHeader('Content-Type', JSON_TYPE);
  res.end(JSON.stringify(body));
}

/**
 * @param {ServerResponse} res
 * @param {number} status
 * @param {string} html
 */
export function sendHtml(res, status, html) {
  if (res.headersSent || res.destroyed) return;
  res.statusCode = status;
  res.setHeader('Content-Type', 'text/html; charset=utf-8');
  res.setHeader('Cache-Control', 'no-store');
  res.end(html);
}

/**
 * @param {ServerResponse} res
 * @param {number} status
 * @param {string} text
 */
export function sendText(res, status, text) {
  if (res.headersSent || res.destroyed) return;
  res.statusCode = status;
  res.setHeader('Content-Type', 'text/plain; charset=utf-8');
  res.end(text);
}

/**
 * @param {ServerResponse} res
 * @param {string} location
 */
export function redirect(res, location) {
  if (res.headersSent || res.destroyed) return;
  res.statusCode = 303;
  res.setHeader('Location', location);
  res.setHeader('Cache-Control', 'no-store');
  res.end();
}

/**
 * True for a same-site path like `/privat/forsikring` (not `//evil.example` or `/\evil`).
 * @param {unknown} value
 * @returns {value is string}
 */
export function isLocalPath(value) {
  return typeof value === 'string' && /^\/(?![/\\])/.test(value);
}

/** @param {number} ms */
export function sleep(ms) {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
