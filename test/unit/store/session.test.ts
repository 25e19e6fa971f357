import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { send, startServer, stubPage, type TestServer } from '../api/test-server.ts';

const SESSION = '/api/privat/forsikring/auth/session-status';

let server: TestServer;

beforeAll(async () => {
  server = await startServer();
});
afterAll(() => server.close());

beforeEach(() => {
  server.requests.length = 0;
  vi.resetModules(); // a fresh query client and config for each test
});
afterEach(() => {
  vi.unstubAllGlobals();
});

/** The session modules of a fresh page whose backend answers the session status with `kfpSessionId`. */
async function page(kfpSessionId: string | null) {
  server.answer((request, response) => {
    if (request.path === SESSION) send(response, 200, { kfpSessionId });
    else send(response, 404, {});
  });
  stubPage({ kfpApiHost: server.origin });
  const queries = await import('../../../src/store/queries/session.ts');
  const { observeSession } = await import('../../../src/store/session.ts');
  const { queryClient } = await import('../../../src/store/query-client.ts');
  return { ...queries, observeSession, queryClient };
}

describe('onSessionAnswer', () => {
  it('hears the session status before the cache has stored it and before any observer is told, from the one request', async () => {
    const { onSessionAnswer, observeSession, queryClient, sessionStatusQuery } = await page('s1');
    const hendelser: string[] = [];
    const stoppObservasjon = observeSession((state) => hendelser.push(`observer: ${state}`));
    const stopp = onSessionAnswer((status) => {
      hendelser.push(`svar: ${status.kfpSessionId ?? ''}`);
      hendelser.push(`i cachen: ${String(queryClient.peek(sessionStatusQuery.queryKey)?.status)}`);
    });
    await vi.waitFor(() => expect(hendelser).toContain('observer: innlogget'));
    expect(hendelser.filter((hendelse) => hendelse !== 'observer: laster')).toEqual([
      'svar: s1',
      'i cachen: pending',
      'observer: innlogget',
    ]);
    stopp();
    stoppObservasjon();
    expect(server.requests.map((request) => request.path)).toEqual([SESSION]);
  });

  it('hears a logged-out status too, and nothing once unsubscribed', async () => {
    const { onSessionAnswer, queryClient, sessionStatusQuery } = await page(null);
    const hort: unknown[] = [];
    const stopp = onSessionAnswer((status) => hort.push(status));
    await queryClient.fetch(sessionStatusQuery);
    expect(hort).toEqual([{}]);
    stopp();
    await queryClient.refetch(sessionStatusQuery);
    expect(hort).toHaveLength(1);
  });
});
