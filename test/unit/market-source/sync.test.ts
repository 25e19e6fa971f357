import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { MARKET_SOURCE_KEY } from '../../../src/market-source/market-source.ts';
import { send, startServer, stubPage, type TestServer } from '../api/test-server.ts';
import { fakeStorage } from './fake-storage.ts';

const SESSION = '/api/privat/forsikring/auth/session-status';
const CONTEXT = '/api/privat/forsikring/auth/client-context';

let server: TestServer;

beforeAll(async () => {
  server = await startServer();
});
afterAll(() => server.close());

beforeEach(() => {
  server.requests.length = 0;
  vi.resetModules(); // a fresh query client, config and "started" flag for each test
});
afterEach(() => {
  vi.unstubAllGlobals();
});

/** Starts the sync on a page at `href`, with a backend that has the given session and login context. */
async function start(options: {
  href: string;
  sessionId?: string;
  loginContext?: string;
  stored?: Record<string, string>;
  blocked?: boolean;
  /** Something else on the page (analytics after opt-in) has read the session and client context before the sync starts. */
  readBefore?: boolean;
}) {
  server.answer((request, response) => {
    if (request.path === SESSION) send(response, 200, { kfpSessionId: options.sessionId ?? null });
    else if (request.path === CONTEXT) send(response, 200, { loginContext: options.loginContext ?? null });
    else send(response, 404, {});
  });
  stubPage({ kfpApiHost: server.origin });
  const storage = fakeStorage(options.stored);
  vi.stubGlobal('sessionStorage', storage);
  if (options.blocked) {
    // Storage blocked (privacy settings, sandboxed frames): touching it throws.
    Object.defineProperty(globalThis, 'sessionStorage', {
      configurable: true,
      get() {
        throw new DOMException('blocked', 'SecurityError');
      },
    });
  }
  vi.stubGlobal('location', { href: options.href });
  if (options.readBefore) {
    const { queryClient } = await import('../../../src/store/query-client.ts');
    const { clientContextQuery, sessionStatusQuery } = await import('../../../src/store/queries/session.ts');
    await queryClient.fetch(sessionStatusQuery);
    await queryClient.fetch(clientContextQuery);
  }
  const { startMarkedskildeSync } = await import('../../../src/market-source/sync.ts');
  startMarkedskildeSync();
  return storage;
}

/** Generous: the machine may be busy. */
const WAIT = { timeout: 5000, interval: 10 };

const paths = () => server.requests.map((request) => request.path);

describe('startMarkedskildeSync (spec §4)', () => {
  it('logged in: stores the source from the login context', async () => {
    const storage = await start({ href: 'https://www.eika.no/privat/forsikring/oversikt', sessionId: 's1', loginContext: 'NETTBANK_DNB' });
    await vi.waitFor(() => expect(storage.items.get(MARKET_SOURCE_KEY)).toBe('NETTBANK'), WAIT);
    expect(paths()).toEqual([SESSION, CONTEXT]);
  });

  it('logged in: login context ÅPEN (unknown for authentication) still stores the default KUNDEKLIENT_SKADE', async () => {
    const storage = await start({ href: 'https://www.eika.no/privat/forsikring/oversikt', sessionId: 's1', loginContext: 'ÅPEN' });
    await vi.waitFor(() => expect(storage.items.get(MARKET_SOURCE_KEY)).toBe('KUNDEKLIENT_SKADE'), WAIT);
  });

  it('logged in: a client context already read when the sync starts (analytics opted in first) is stored, without asking again', async () => {
    const storage = await start({
      href: 'https://www.eika.no/privat/forsikring/oversikt',
      sessionId: 's1',
      loginContext: 'MOBILBANK_DNB',
      readBefore: true,
    });
    await vi.waitFor(() => expect(storage.items.get(MARKET_SOURCE_KEY)).toBe('MOBILBANK'), WAIT);
    expect(paths()).toEqual([SESSION, CONTEXT]);
  });

  it('logged in: a URL marker wins over the login context', async () => {
    const storage = await start({
      href: 'https://www.eika.no/privat/forsikring/oversikt?fromFIFBilSR=1',
      sessionId: 's1',
      loginContext: 'MOBILBANK',
    });
    await vi.waitFor(() => expect(storage.items.get(MARKET_SOURCE_KEY)).toBe('FIFBIL_SR'), WAIT);
  });

  it('logged in: an existing value is kept', async () => {
    const storage = await start({
      href: 'https://www.eika.no/privat/forsikring/oversikt?fromFinn=1',
      sessionId: 's1',
      loginContext: 'MOBILBANK',
      stored: { [MARKET_SOURCE_KEY]: 'LOFAVOR_NO' },
    });
    await vi.waitFor(() => expect(storage.getItem).toHaveBeenCalledWith(MARKET_SOURCE_KEY), WAIT);
    expect(storage.setItem).not.toHaveBeenCalled();
    expect(storage.items.get(MARKET_SOURCE_KEY)).toBe('LOFAVOR_NO');
  });

  it('logged out: the item is removed and the client context is not asked for', async () => {
    const storage = await start({ href: 'https://www.eika.no/privat/forsikring?fromFinn=1', stored: { [MARKET_SOURCE_KEY]: 'FINN' } });
    await vi.waitFor(() => expect(storage.removeItem).toHaveBeenCalledWith(MARKET_SOURCE_KEY), WAIT);
    expect(storage.items.has(MARKET_SOURCE_KEY)).toBe(false);
    expect(storage.setItem).not.toHaveBeenCalled();
    expect(paths()).toEqual([SESSION]);
  });

  it('starts once per page', async () => {
    const storage = await start({ href: 'https://www.eika.no/', sessionId: 's1', loginContext: 'FORSIKRING' });
    const { startMarkedskildeSync } = await import('../../../src/market-source/sync.ts');
    startMarkedskildeSync();
    await vi.waitFor(() => expect(storage.items.get(MARKET_SOURCE_KEY)).toBe('KUNDEKLIENT_SKADE'), WAIT);
    expect(paths()).toEqual([SESSION, CONTEXT]);
    expect(storage.setItem).toHaveBeenCalledTimes(1);
  });

  it('started twice while logged out, it removes the item once', async () => {
    const storage = await start({ href: 'https://www.eika.no/', stored: { [MARKET_SOURCE_KEY]: 'FINN' } });
    const { startMarkedskildeSync } = await import('../../../src/market-source/sync.ts');
    startMarkedskildeSync();
    await vi.waitFor(() => expect(storage.removeItem).toHaveBeenCalledWith(MARKET_SOURCE_KEY), WAIT);
    expect(storage.removeItem).toHaveBeenCalledTimes(1);
  });

  it.each([
    ['logged out', undefined, 'utlogget'],
    ['logged in', 's1', 'innlogget'],
  ])('blocked session storage is harmless (%s): other elements still see the session', async (_case, sessionId, state) => {
    await start({ href: 'https://www.eika.no/?fromFinn', blocked: true, ...(sessionId ? { sessionId, loginContext: 'NETTBANK' } : {}) });
    // Another element on the page (the router, say) watching the same session.
    const { observeSession } = await import('../../../src/store/session.ts');
    const seen: string[] = [];
    observeSession((next) => seen.push(next));
    await vi.waitFor(() => expect(seen).toContain(state), WAIT);
    await vi.waitFor(() => expect(paths()).toEqual(sessionId ? [SESSION, CONTEXT] : [SESSION]), WAIT);
  });
});
