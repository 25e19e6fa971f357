import ky, { type KyInstance } from 'ky';
import * as v from 'valibot';
import { getConfig } from '../config/index.ts';
import { KfpHttpError, KfpNetworkError, KfpParseError, KfpSchemaError, isUnauthorized } from './errors.ts';
import { rapporterForkastede } from './forkastet-rapport.ts';
import { samleForkastede } from './gyldige-elementer.ts';
import { sendTilInnlogging } from './innlogging-vakt.ts';
import { retryAfterMs } from './retry-after.ts';
import { stripNulls } from './strip-nulls.ts';
import { taTidligSvar } from './tidlig-svar.ts';
import { xsrfToken } from './xsrf.ts';

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
  /** Let the request outlive the page (feedback sent on page leave). @default false */
  keepalive?: boolean;
  /**
   * The host page's early answer to this very GET may stand in for it, once (the session status,
   * `tidlig-svar.ts`). @default false
   */
  tidligSvar?: boolean;
}

type Result<Schema> = Schema extends AnySchema ? v.InferOutput<Schema> : undefined;

const ACCEPT = 'application/json, text/plain, */*';

/** How long a request may wait for its answer before it counts as a network failure. */
export const TIMEOUT_MS = 20_000;

let instance: KyInstance | undefined;

/** The one ky instance, made on first use so it sees the host page's config. */
function api(): KyInstance {
  instance ??= ky.create({
    prefixUrl: getConfig().kfpApiHost.replace(/\/$/, '') + API_ROOT,
    // Same-origin credentials (contract) are fetch's default: not passed.
    retry: 0, // retries belong to the query layer, which knows a 4xx from a 5xx and a GET from a POST
    timeout: TIMEOUT_MS,
    throwHttpErrors: false,
    headers: { Accept: ACCEPT, 'X-Requested-By': 'kfp' },
    hooks: {
      beforeRequest: [
        (request) => {
          const xsrf = xsrfToken();
          if (xsrf) request.headers.set('X-XSRF-TOKEN', xsrf);
          if (request.method !== 'GET') request.headers.set('Content-Type', 'application/json');
        },
      ],
    },
  });
  return instance;
}

/** The absolute URL ky asks for `relative` (the configured host, the API root), as the page resolves it. */
function absoluttUrl(relative: string): string {
  return new URL(
    `${getConfig().kfpApiHost.replace(/\/$/, '')}${API_ROOT}/${relative}`,
    globalThis.document?.baseURI ?? globalThis.location?.href,
  ).href;
}

/** The early answer, or undefined once a request's own time is up: a host's hanging line never holds the read longer than a request of ours would wait. */
function innenFristen(svar: Promise<Response | undefined> | undefined): Promise<Response | undefined> | undefined {
  if (!svar) return undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const frist = new Promise<undefined>((resolve) => {
    timer = setTimeout(resolve, TIMEOUT_MS, undefined);
  });
  return Promise.race([svar, frist]).finally(() => clearTimeout(timer));
}

/** Tests only: forget the instance so the next call reads the config again. */
export function resetClientForTests(): void {
  instance = undefined;
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
    const params = method === 'GET' ? searchParams(options.query) : undefined;
    const tidlig = options.tidligSvar && method === 'GET' && !params ? await innenFristen(taTidligSvar(absoluttUrl(relative))) : undefined;
    response =
      tidlig ??
      (await api()(relative, {
        method,
        ...(params ? { searchParams: params } : {}),
        // ky sends no body for `json: undefined`.
        ...(method === 'POST' || method === 'PUT' ? { json: options.json } : {}),
        ...(options.keepalive ? { keepalive: true } : {}),
      }));
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new KfpNetworkError(method, label, error);
  }

  const isJson = response.headers.get('content-type')?.includes('json') ?? false;
  const text = await response.text(); // '' for a 204

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
    throw new KfpSchemaError(
      method,
      label,
      checked.issues.map((issue) => `${v.getDotPath(issue) ?? '(root)'}: ${issue.message}`),
    );
  }
  return checked.output as Result<Schema>;
}
