/**
 * A tiny browser stand-in for talking to the demo server in tests: keeps cookies, sends the
 * portal's headers, never follows redirects.
 */

export const API = '/api/privat/forsikring';

export interface DemoResponse {
  status: number;
  headers: Headers;
  text: string;
  /** Raw `Set-Cookie` headers of this response. */
  setCookies: string[];
  /** The body as JSON; typed loosely because tests read it field by field. */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- see above
  json<T = any>(): T;
}

export interface SendOptions {
  method?: string;
  headers?: Record<string, string>;
  body?: string;
}

export interface ApiOptions {
  /** JSON request body. */
  json?: unknown;
  /** Send `X-Requested-By: kfp` (default true). */
  marker?: boolean;
  /** `X-XSRF-TOKEN` on writes: the cookie's value (default), none, or this exact value. */
  xsrf?: 'cookie' | 'none' | { value: string };
}

export class DemoClient {
  readonly cookies = new Map<string, string>();

  constructor(readonly baseUrl: string) {}

  async send(path: string, { method = 'GET', headers = {}, body }: SendOptions = {}): Promise<DemoResponse> {
    const cookie = [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    const response = await fetch(this.baseUrl + path, {
      method,
      headers: { ...(cookie ? { cookie } : {}), ...headers },
      ...(body === undefined ? {} : { body }),
      redirect: 'manual',
    });
    const setCookies = response.headers.getSetCookie();
    for (const header of setCookies) {
      const pair = header.split(';')[0] ?? '';
      const eq = pair.indexOf('=');
      const name = pair.slice(0, eq).trim();
      if (/;\s*max-age=0/i.test(header)) this.cookies.delete(name);
      else this.cookies.set(name, pair.slice(eq + 1));
    }
    const text = await response.text();
    return { status: response.status, headers: response.headers, text, setCookies, json: () => JSON.parse(text) };
  }

  /** A request like the portal's API client makes (path below /api/privat/forsikring). */
  api(method: string, path: string, { json, marker = true, xsrf = 'cookie' }: ApiOptions = {}): Promise<DemoResponse> {
    const headers: Record<string, string> = { accept: 'application/json, text/plain, */*' };
    if (marker) headers['x-requested-by'] = 'kfp';
    if (method !== 'GET') {
      headers['content-type'] = 'application/json';
      const token = xsrf === 'cookie' ? this.cookies.get('XSRF-TOKEN') : xsrf === 'none' ? undefined : xsrf.value;
      if (token !== undefined) headers['x-xsrf-token'] = token;
    }
    return this.send(API + path, { method, headers, ...(json === undefined ? {} : { body: JSON.stringify(json) }) });
  }

  /** POST a JSON body to a /demo control path. */
  control(path: string, json?: unknown): Promise<DemoResponse> {
    return this.send(path, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      ...(json === undefined ? {} : { body: JSON.stringify(json) }),
    });
  }

  /** Choose a scenario, log in, and fetch the session status (which sets the XSRF cookie). */
  async logIn(scenario = 'skadekunde'): Promise<void> {
    await this.control('/demo/scenario', { name: scenario });
    await this.control('/demo/login');
    await this.api('GET', '/auth/session-status');
  }
}
