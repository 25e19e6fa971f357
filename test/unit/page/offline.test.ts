import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { KfpHttpError, KfpNetworkError } from '../../../src/api/errors.ts';
import { shouldRetryOnline } from '../../../src/page/offline.ts';
import { defineQuery } from '../../../src/store/define-query.ts';
import { queryClient } from '../../../src/store/query-client.ts';
import type { CacheState } from '../../../src/store/server-cache.ts';

/**
 * The rule beside spec §7's "no refetch on reconnect" (src/page/offline.ts): when the connection
 * returns, only the reads whose last try failed for want of a network are asked again.
 */
const nett = new KfpNetworkError('GET', '/api/x', new TypeError('Failed to fetch'));
const http503 = new KfpHttpError('GET', '/api/x', 503, '', '');
const tilstand = (state: Partial<CacheState>): CacheState => ({
  status: 'error',
  data: undefined,
  error: nett,
  dataUpdatedAt: 0,
  errorUpdatedAt: 1,
  fetching: false,
  invalidated: false,
  ...state,
});

describe('which reads are asked again when the connection returns', () => {
  it('a read that failed for want of a network, with or without older data', () => {
    expect(shouldRetryOnline(tilstand({}))).toBe(true);
    expect(shouldRetryOnline(tilstand({ data: ['gammel'], dataUpdatedAt: 1 }))).toBe(true);
  });

  it('not one the server refused, one that succeeded, or one already being asked', () => {
    expect(shouldRetryOnline(tilstand({ error: http503 }))).toBe(false);
    expect(shouldRetryOnline(tilstand({ status: 'success', data: 'a', error: null }))).toBe(false);
    expect(shouldRetryOnline(tilstand({ status: 'pending', error: null }))).toBe(false);
    expect(shouldRetryOnline(tilstand({ fetching: true }))).toBe(false);
  });
});

describe('invalidate with a choice of reads (the cache asks only those)', () => {
  beforeEach(() => {
    vi.useFakeTimers({ now: 1_000_000 });
  });
  afterEach(() => {
    queryClient.clear();
    vi.useRealTimers();
  });

  function les(navn: string, svar: unknown[]) {
    let kall = 0;
    const query = defineQuery({
      queryKey: ['uten-nett', navn],
      queryFn: () => {
        const svaret = svar[Math.min(kall++, svar.length - 1)];
        return svaret instanceof Error ? Promise.reject(svaret) : Promise.resolve(svaret);
      },
      retry: () => false,
    });
    return { query, kall: () => kall };
  }

  it('asks again the reads that failed offline, and leaves the others alone', async () => {
    const offline = les('offline', [nett, 'kom']);
    const nede = les('nede', [http503, 'kom']);
    const lest = les('lest', ['svar', 'nytt']);
    const stopp = [offline, nede, lest].map(({ query }) => queryClient.observe(query, () => undefined));
    await vi.advanceTimersByTimeAsync(0);
    expect([offline.kall(), nede.kall(), lest.kall()]).toEqual([1, 1, 1]);

    await queryClient.invalidate([], shouldRetryOnline);

    expect([offline.kall(), nede.kall(), lest.kall()]).toEqual([2, 1, 1]);
    expect(queryClient.getState(offline.query)).toMatchObject({ status: 'success', data: 'kom' });
    expect(queryClient.getState(lest.query)).toMatchObject({ status: 'success', data: 'svar', invalidated: false });
    stopp.forEach((s) => s());
  });
});
