import { describe, expect, it } from 'vitest';
import { KfpHttpError, KfpNetworkError, KfpParseError, KfpSchemaError } from '../../../src/api/errors.ts';
import {
  FRESH_SHARED_MS,
  FRESH_MS,
  MAX_RETRY_AFTER_MS,
  MAX_RETRIES,
  RETRY_PAUSE_MS,
  freshFor,
  nextAttempt,
  retryDelay,
  shouldRetry,
} from '../../../src/store/query-client.ts';
import { sessionStateOf } from '../../../src/store/session.ts';
import type { CacheState } from '../../../src/store/server-cache.ts';

const http = (status: number, retryAfterMs?: number) => new KfpHttpError('GET', '/api/x', status, '', '', retryAfterMs);

describe('shouldRetry (spec §7 "Data-fetching defaults", issue 2: a 4xx is never retried)', () => {
  it.each([400, 401, 403, 404, 409, 422, 499])('never retries a %i', (status) => {
    expect(shouldRetry(0, http(status))).toBe(false);
  });

  it('never retries a parse or schema error, or an abort', () => {
    expect(shouldRetry(0, new KfpParseError('GET', '/api/x', 200))).toBe(false);
    expect(shouldRetry(0, new KfpSchemaError('GET', '/api/x', ['a: x']))).toBe(false);
    expect(shouldRetry(0, new DOMException('aborted', 'AbortError'))).toBe(false);
  });

  it.each([
    ['a 500', http(500)],
    ['a 503', http(503)],
    ['a 503 asking to wait 3 s', http(503, 3000)],
    ['a 429 (too many requests)', http(429)],
    ['a 429 asking to wait 2 s', http(429, 2000)],
    ['a network failure', new KfpNetworkError('GET', '/api/x', new TypeError('fetch failed'))],
  ])('retries %s once (spec §7 "a later setting uses 1 retry"), then stops', (_case, error) => {
    expect(MAX_RETRIES).toBe(1);
    expect([0, 1, 2].map((failures) => shouldRetry(failures, error))).toEqual([true, false, false]);
  });

  it('does not retry when the server asks to wait longer than we keep a customer waiting', () => {
    expect(shouldRetry(0, http(503, MAX_RETRY_AFTER_MS + 1000))).toBe(false);
    expect(shouldRetry(0, http(429, 120_000))).toBe(false);
    expect(shouldRetry(0, http(503, MAX_RETRY_AFTER_MS))).toBe(true);
  });
});

/** A read in the given state, as the cache keeps it. */
function query(state: Partial<CacheState>): CacheState {
  return {
    status: 'pending',
    data: undefined,
    error: null,
    dataUpdatedAt: 0,
    errorUpdatedAt: 0,
    fetching: false,
    invalidated: false,
    ...state,
  };
}

describe('freshness and the retry interval (spec §7: dedupe 2 s or 60 s, retry interval 5 s)', () => {
  it('data is fresh for 2 s, or 60 s for the profile and shared settings', () => {
    const ok = query({ status: 'success', data: 1, dataUpdatedAt: 1_000 });
    expect(FRESH_MS).toBe(2_000);
    expect(FRESH_SHARED_MS).toBe(60_000);
    expect(freshFor(FRESH_MS)(ok)).toBe(2_000);
    expect(freshFor(FRESH_SHARED_MS)(ok)).toBe(60_000);
  });

  it('data whose refresh failed stays fresh until 5 s after the failure, or the Retry-After', () => {
    const failed = query({ status: 'error', data: 1, dataUpdatedAt: 10_000, errorUpdatedAt: 100_000, error: http(500) });
    expect(RETRY_PAUSE_MS).toBe(5_000);
    expect(freshFor(FRESH_MS)(failed)).toBe(95_000);
    const waiting = query({ status: 'error', data: 1, dataUpdatedAt: 10_000, errorUpdatedAt: 100_000, error: http(503, 8_000) });
    expect(freshFor(FRESH_MS)(waiting)).toBe(98_000);
  });

  it('a failed read may be asked again 5 s after the failure, or after Retry-After', () => {
    expect(nextAttempt(query({ status: 'error', errorUpdatedAt: 100_000, error: http(500) }))).toBe(105_000);
    expect(nextAttempt(query({ status: 'error', errorUpdatedAt: 100_000, error: http(429, 30_000) }))).toBe(130_000);
    expect(nextAttempt(query({ status: 'pending' }))).toBe(0);
  });
});

describe('retryDelay', () => {
  it("waits what a 503's or 429's Retry-After says", () => {
    expect(retryDelay(0, http(503, 3_000))).toBe(3_000);
    expect(retryDelay(0, http(429, 0))).toBe(0);
    expect(retryDelay(0, http(503))).toBe(1_000);
  });

  it('starts at 1 s and doubles (the cache passes the failures so far, from 0)', () => {
    expect([0, 1, 2, 3, 4].map((n) => retryDelay(n))).toEqual([1000, 2000, 4000, 8000, 16_000]);
  });

  it('is capped at 30 s', () => {
    expect([5, 6, 20].map((n) => retryDelay(n))).toEqual([30_000, 30_000, 30_000]);
  });
});

describe('sessionStateOf (spec §4 "Logged in")', () => {
  it('pending is loading', () => {
    expect(sessionStateOf({ status: 'pending' })).toBe('laster');
  });

  it('a kfpSessionId is logged in', () => {
    expect(sessionStateOf({ status: 'success', data: { kfpSessionId: 'abc' } })).toBe('innlogget');
  });

  it.each([
    ['no kfpSessionId', {}],
    ['an empty kfpSessionId', { kfpSessionId: '' }],
    ['no data', undefined],
  ])('success with %s is logged out', (_case, data) => {
    expect(sessionStateOf({ status: 'success', data })).toBe('utlogget');
  });

  it('a failed call is its own state, not logged out', () => {
    expect(sessionStateOf({ status: 'error' })).toBe('feil');
  });
});
