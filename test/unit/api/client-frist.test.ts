import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { request, resetClientForTests, TIMEOUT_MS } from '../../../src/api/client.ts';
import { KfpNetworkError } from '../../../src/api/errors.ts';
import { resetConfigForTests } from '../../../src/config/index.ts';
import { TIDLIG_SESSION_GLOBAL, glemTidligSvarForTester } from '../../../src/api/tidlig-svar.ts';
import { stubPage } from './test-server.ts';

/** The next task, taken before the timers are faked (ky sends a request after a few microtasks). */
const nesteOppgave = globalThis.setImmediate;

/** A server that never answers: the request settles only when its signal aborts (as `fetch` does). */
function stille(): Request[] {
  const sendt: Request[] = [];
  vi.stubGlobal('fetch', (sent: Request) => {
    sendt.push(sent);
    return new Promise((_resolve, reject) => {
      if (sent.signal.aborted) reject(sent.signal.reason);
      sent.signal.addEventListener('abort', () => reject(sent.signal.reason));
    });
  });
  return sendt;
}

describe('request: time limit', () => {
  beforeEach(() => {
    resetConfigForTests();
    resetClientForTests();
    stubPage({ kfpApiHost: 'https://api.example.no' });
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it(`fails as a network failure (not an abort) when no answer comes within ${TIMEOUT_MS} ms`, async () => {
    stille();
    const svar = request('GET', 'x').catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(TIMEOUT_MS - 1);
    let ferdig = false;
    void svar.then(() => (ferdig = true));
    await vi.advanceTimersByTimeAsync(0);
    expect(ferdig).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await svar).toBeInstanceOf(KfpNetworkError);
  });

  it('sends the request before the next task (a request made while the bundle is evaluated goes out at its first pause)', async () => {
    const sendt = stille();
    void request('GET', 'auth/session-status').catch(() => undefined);
    await new Promise((resolve) => nesteOppgave(resolve));
    expect(sendt.map((sent) => sent.url)).toEqual(['https://api.example.no/api/privat/forsikring/auth/session-status']);
  });
});

describe("request: the host page's early line never holds the session read longer than a request would wait", () => {
  beforeEach(() => {
    resetConfigForTests();
    resetClientForTests();
    glemTidligSvarForTester();
    stubPage({ kfpApiHost: 'https://api.example.no' });
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    delete (globalThis as Record<string, unknown>)[TIDLIG_SESSION_GLOBAL];
  });

  it(`asks itself once the early line has not answered within ${TIMEOUT_MS} ms`, async () => {
    const sendt = stille();
    (globalThis as Record<string, unknown>)[TIDLIG_SESSION_GLOBAL] = new Promise(() => undefined);
    void request('GET', 'auth/session-status', { tidligSvar: true }).catch(() => undefined);
    await vi.advanceTimersByTimeAsync(TIMEOUT_MS - 1);
    expect(sendt, 'waits for the early line meanwhile').toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(sendt.map((sent) => sent.url)).toEqual(['https://api.example.no/api/privat/forsikring/auth/session-status']);
  });
});
