import * as v from 'valibot';
import { getConfig, readCookie } from '../config/index.ts';
import { KfpHttpError, KfpNetworkError, KfpParseError, KfpSchemaError, isUnauthorized } from './errors.ts';
import { rapporterForkastede } from './forkastet-rapport.ts';
import { samleForkastede } from './gyldige-elementer.ts';
import { sendTilInnlogging } from './innlogging-vakt.ts';
import { retryAfterMs } from './retry-after.ts';
import { stripNulls } from './strip-nulls.ts';

/** The root of every API path (spec §7); `kfpApiHost` goes in front of it. */
export const API_ROOT = '/api/privat/forsikring';

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
type Query = Record<string, string | number | boolean | null | undefined>;
type AnySchema = v.GenericSchema<unknown, unknown>;

export interface RequestOptions<Schema extends AnySchema | undefined> {
  /** GET fields for the query string; null and undefined are left out. */
  query?: Query;
  /** The JSON body of a POST or PUT. A DELETE never has one. */
  json?: unknown;
  /** The shape the response must have; a mismatch raises `KfpSchemaError`. */
  schema?: Schema;
  /**
   * What a 401 or 403 does ("wrapped calls", spec §8): by default the browser goes to
   * `unauthorizedUrl`; a string sends it there instead; `false` only throws (session status, login).
   * The redirect guard (`innlogging-vakt.ts`) keeps it from looping: once per tab within 30 s, never
   * to the page it is on. The error is rethrown in every case.
   * @default true
   */
  redirectOnUnauthorized?: boolean | string;
  /** Abort the request (TanStack Query passes one). */
  signal?: AbortSignal | undefined;
  /** Let the request outlive the page (feedback sent on page leave). @default false */
  keepalive?: boolean;
}

type Result<Schema> = Schema extends AnySchema ? v.InferOutput<Schema> : undefined;

const ACCEPT = 'application/json, text/plain, */*';

/** How long a request may wait for its answer before it counts as a network failure. */
export const TIMEOUT_MS = 20_000;

let base: string | undefined;

/** Where every path goes below: made on first use, so it sees the host page's config. */
function baseUrl(): string {
  base ??= getConfig().kfpApiHost.replace(/\/$/, '') + API_ROOT;
  return base;
}

/** Tests only: forget the base address so the next call reads the config again. */
export function resetClientForTests(): void {
  base = undefined;
}

/** The headers of every call (contract "API"): the XSRF cookie is read at each call, not once. */
function headers(method: Method): Headers {
  const result = new Headers({ Accept: ACCEPT, 'X-Requested-By': 'kfp' });
  const xsrf = readCookie(globalThis.document?.cookie ?? '', 'XSRF-TOKEN');
  if (xsrf) result.set('X-XSRF-TOKEN', xsrf);
  if (method !== 'GET') result.set('Content-Type', 'application/json');
  return result;
}

/**
 * `fetch` with the caller's abort and a time limit: past `TIMEOUT_MS` it fails as a timeout (a
 * network failure to the caller, not an abort). Called at once, so a request made while the
 * bundle is still being evaluated goes out then (the session status, src/element/tidlig-session.ts).
 */
async function fetchMedFrist(url: string, init: RequestInit, signal: AbortSignal | undefined): Promise<Response> {
  const controller = new AbortController();
  const avbryt = () => controller.abort(signal?.reason);
  if (signal?.aborted) avbryt();
  signal?.addEventListener('abort', avbryt, { once: true });
  const frist = setTimeout(() => controller.abort(new DOMException(`No answer within ${TIMEOUT_MS} ms`, 'TimeoutError')), TIMEOUT_MS);
  try {
    return await fetch(new Request(url, { ...init, signal: controller.signal }));
  } finally {
    clearTimeout(frist);
  }
}

function searchParams(query: Query | undefined): URLSearchParams | undefined {
  if (!query) return undefined;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== null && value !== undefined) params.append(key, String(value));
  }
  return params;
}

function parseBody(text: string, method: string, url: string, status: number, mustBeJson: boolean): unknown {
  if (text === '') return undefined;
  try {
    return stripNulls(JSON.parse(text));
  } catch {
    if (mustBeJson) throw new KfpParseError(method, url, status);
    return text;
  }
}

/**
 * One call to the backend, following spec §7 and §8 to the letter: method, headers, query, JSON
 * body, 204 as an empty result, null fields stripped, typed errors, the unauthorized redirect.
 *
 * @example
 * const status = await request('GET', 'auth/session-status', { schema: SessionStatus, redirectOnUnauthorized: false });
 */
export async function request<Schema extends AnySchema | undefined = undefined>(
  method: Method,
  path: string,
  options: RequestOptions<Schema> = {},
): Promise<Result<Schema>> {
  const relative = path.replace(/^\//, '');
  const label = `${API_ROOT}/${relative}`;
  let response: Response;
  try {
    const query = method === 'GET' ? searchParams(options.query)?.toString() : '';
    response = await fetchMedFrist(
      `${baseUrl()}/${relative}${query ? `?${query}` : ''}`,
      {
        method,
        headers: headers(method),
        credentials: 'same-origin',
        ...(options.json !== undefined && (method === 'POST' || method === 'PUT') ? { body: JSON.stringify(options.json) } : {}),
        ...(options.keepalive ? { keepalive: true } : {}),
      },
      options.signal,
    );
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new KfpNetworkError(method, label, error);
  }

  const isJson = (response.headers.get('content-type') ?? '').includes('json');
  const text = response.status === 204 ? '' : await response.text();

  if (response.status >= 400) {
    const body = parseBody(text, method, label, response.status, false) ?? '';
    const venting = response.status === 503 || response.status === 429 ? retryAfterMs(response.headers.get('retry-after')) : undefined;
    const error = new KfpHttpError(method, label, response.status, response.statusText, body, venting);
    const redirect = options.redirectOnUnauthorized ?? true;
    if (redirect !== false && isUnauthorized(error)) {
      sendTilInnlogging(typeof redirect === 'string' ? redirect : getConfig().unauthorizedUrl);
    }
    throw error;
  }

  const body = parseBody(text, method, label, response.status, isJson);
  if (!options.schema) return undefined as Result<Schema>;
  const { resultat: checked, forkastede } = samleForkastede(() => v.safeParse(options.schema as AnySchema, body));
  if (forkastede.length > 0) rapporterForkastede(method, label, forkastede);
  if (!checked.success) {
    throw new KfpSchemaError(method, label, checked.issues.map((issue) => `${v.getDotPath(issue) ?? '(root)'}: ${issue.message}`));
  }
  return checked.output as Result<Schema>;
}
