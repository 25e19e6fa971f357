import { describe, expect, it, vi } from 'vitest';
import { hentSessionStatus } from '../../../src/api/auth.ts';
import { request } from '../../../src/api/client.ts';
import { xsrfSynlig } from '../../../src/api/xsrf.ts';
import { brukTestServer, send, stubPage } from './test-server.ts';

const server = brukTestServer();

/**
 * A page as WebKit shows it: `document.cookie` is read from the cookie store once and kept until a
 * timer task turns the event loop, and the answer that sets a cookie can arrive before that timer
 * has run (WebKit bug 324464). The session status's answer sets `XSRF-TOKEN`.
 */
function webkitPage(): void {
  const page = stubPage({ kfpApiHost: server.origin });
  let store = '';
  let cached: string | undefined;
  Object.defineProperty(page, 'cookie', {
    get: () => (cached ??= store),
  });
  server.answer((recorded, response) => {
    if (recorded.path.endsWith('/auth/session-status')) store = 'XSRF-TOKEN=t%2B1';
    send(response, 200, {});
  });
  const realFetch = globalThis.fetch;
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const response = await realFetch(input, init);
    // The cache's own zero-delay timer, which in WebKit the answer overtook.
    setTimeout(() => {
      cached = undefined;
    }, 0);
    return response;
  });
}

describe('the XSRF token after the session status', () => {
  it('goes with the read that starts the moment the session status is known, in an engine that shows the new cookie a task late', async () => {
    webkitPage();
    await hentSessionStatus();
    await request('GET', 'avtaleoversikt/avtaler');
    const [status, read] = server.requests;
    expect(status?.headers['x-xsrf-token']).toBeUndefined();
    expect(read?.headers['x-xsrf-token']).toBe('t+1');
  });

  it('costs no wait when the token can already be read', async () => {
    stubPage({ kfpApiHost: server.origin }, 'XSRF-TOKEN=abc');
    const order: string[] = [];
    setTimeout(() => order.push('timer'), 0);
    await xsrfSynlig().then(() => order.push('token seen'));
    expect(order).toEqual(['token seen']);
  });

  it('waits for no page where there is none (node, a worker)', async () => {
    vi.stubGlobal('document', undefined);
    const order: string[] = [];
    setTimeout(() => order.push('timer'), 0);
    await xsrfSynlig().then(() => order.push('done'));
    expect(order).toEqual(['done']);
  });
});
