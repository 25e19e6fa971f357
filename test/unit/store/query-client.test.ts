import { describe, expect, it } from 'vitest';
import { KfpHttpError, KfpNetworkError, KfpParseError, KfpSchemaError } from '../../../src/api/errors.ts';
import { MAX_RETRIES, queryClient, retryDelay, shouldRetry } from '../../../src/store/query-client.ts';
import { sessionStateOf } from '../../../src/store/session.ts';

const http = (status: number) => new KfpHttpError('GET', '/api/x', status, '', '');

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
    ['a network failure', new KfpNetworkError('GET', '/api/x', new TypeError('fetch failed'))],
  ])('retries %s once (spec §7 "a later setting uses 1 retry"), then stops', (_case, error) => {
    expect(MAX_RETRIES).toBe(1);
    expect([0, 1, 2].map((failures) => shouldRetry(failures, error))).toEqual([true, false, false]);
  });

  it('is what the shared query client uses, with its back-off; writes are not retried', () => {
    const defaults = queryClient.getDefaultOptions();
    expect(defaults.queries?.retry).toBe(shouldRetry);
    expect(defaults.queries?.retryDelay).toBe(retryDelay);
    expect(defaults.mutations?.retry).toBe(false);
    expect(defaults.queries?.gcTime).toBe(5 * 60_000);
    expect(defaults.queries?.refetchOnWindowFocus).toBe(false);
  });
});

describe('retryDelay', () => {
  it('starts at 1 s and doubles (query-core passes the failures so far, from 0)', () => {
    expect([0, 1, 2, 3, 4].map(retryDelay)).toEqual([1000, 2000, 4000, 8000, 16_000]);
  });

  it('is capped at 30 s', () => {
    expect([5, 6, 20].map(retryDelay)).toEqual([30_000, 30_000, 30_000]);
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
