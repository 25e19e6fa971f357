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

/** The session module of a fresh page whose backend answers the session status with `answer`. */
async function page(answer: { status: number; sessionId?: string | null }) {
  server.answer((request, response) => {
    if (request.path === SESSION) send(response, answer.status, answer.status === 200 ? { kfpSessionId: answer.sessionId ?? null } : {});
    else send(response, 404, {});
  });
  stubPage({ kfpApiHost: server.origin });
  return import('../../../src/store/session.ts');
}

describe('innloggetNaarAvklart', () => {
  it('is true once the session status says logged in, and joins the one request in flight', async () => {
    const { innloggetNaarAvklart, observeSession } = await page({ status: 200, sessionId: 's1' });
    const states: string[] = [];
    const stopp = observeSession((state) => states.push(state));
    expect(await innloggetNaarAvklart()).toBe(true);
    await vi.waitFor(() => expect(states).toContain('innlogget'));
    stopp();
    expect(server.requests.map((request) => request.path)).toEqual([SESSION]);
  });

  it('is false when logged out, and when the session status failed', async () => {
    const utlogget = await page({ status: 200, sessionId: null });
    expect(await utlogget.innloggetNaarAvklart()).toBe(false);
    vi.resetModules();
    const feil = await page({ status: 400 });
    expect(await feil.innloggetNaarAvklart()).toBe(false);
  });
});
