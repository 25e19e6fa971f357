import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { KfpHttpError, KfpNetworkError, KfpParseError, KfpSchemaError } from '../../../src/api/errors.ts';
import { defineQuery } from '../../../src/store/define-query.ts';
import { FRESH_SHARED_MS, freshFor, queryClient } from '../../../src/store/query-client.ts';
import { hashKey, replaceEqualDeep } from '../../../src/store/server-cache.ts';

/**
 * The page's server cache with spec §7's rules (query-client.ts), on fake timers (Date with them).
 * Each read counts its requests; `svar` lists what the requests answer, in turn (an Error rejects),
 * and `treg` makes them wait until `slipp` is called.
 */
function les(svar: unknown[] = ['svaret'], { treg = false, staleTime }: { treg?: boolean; staleTime?: ReturnType<typeof freshFor> } = {}) {
  const kall: number[] = [];
  const venter: (() => void)[] = [];
  const query = defineQuery({
    queryKey: ['x', { n: ++nummer }],
    queryFn: async () => {
      kall.push(kall.length);
      const svaret = svar[Math.min(kall.length - 1, svar.length - 1)];
      if (treg) await new Promise<void>((resolve) => venter.push(resolve));
      if (svaret instanceof Error) throw svaret;
      return svaret;
    },
    ...(staleTime && { staleTime }),
  });
  return { query, kall, slipp: () => venter.shift()?.() };
}
let nummer = 0;

const http = (status: number, retryAfterMs?: number) => new KfpHttpError('GET', '/api/x', status, '', '', retryAfterMs);

/** Lets the microtasks after a request run (fake timers move only when told). */
const settle = () => vi.advanceTimersByTimeAsync(0);

/** An element that observes the read for a while. */
const observer = (query: ReturnType<typeof les>['query'], wants = true) => queryClient.observe(query, () => undefined, wants);

beforeEach(() => {
  vi.useFakeTimers({ now: 1_000_000 });
});
afterEach(() => {
  queryClient.clear();
  vi.useRealTimers();
});

describe('one request per endpoint (spec §7 "dedupe 2 s")', () => {
  it('elements that observe a read while it is out join it', async () => {
    const { query, kall, slipp } = les(['a'], { treg: true });
    const stopp = [observer(query), observer(query), observer(query)];
    void queryClient.prefetch(query);
    slipp();
    await settle();
    expect(kall).toHaveLength(1);
    expect(queryClient.getState(query)).toMatchObject({ status: 'success', data: 'a', fetching: false });
    stopp.forEach((s) => s());
  });

  it('an answer is fresh for 2 s: an element mounted within them uses it, one mounted after asks again', async () => {
    const { query, kall } = les(['a', 'b']);
    observer(query)();
    await settle();
    await vi.advanceTimersByTimeAsync(1_999);
    observer(query)();
    await settle();
    expect(kall).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    observer(query)();
    await settle();
    expect(kall).toHaveLength(2);
    expect(queryClient.getState(query).data).toBe('b');
  });

  it("the profile's data and shared settings are fresh for 60 s", async () => {
    const { query, kall } = les(['a', 'b'], { staleTime: freshFor(FRESH_SHARED_MS) });
    await queryClient.fetch(query);
    await vi.advanceTimersByTimeAsync(59_999);
    observer(query)();
    expect(await queryClient.fetch(query)).toBe('a');
    expect(kall).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    observer(query)();
    await settle();
    expect(kall).toHaveLength(2);
  });

  it('an element whose read is off (not logged in) asks nothing', async () => {
    const { query, kall } = les();
    const stopp = observer(query, false);
    await settle();
    expect(kall).toHaveLength(0);
    expect(queryClient.getState(query)).toMatchObject({ status: 'pending', fetching: false });
    stopp();
  });
});

describe('retries (spec §7: one, after 1 s; never a 4xx but 429, a bad body)', () => {
  it.each([
    ['a 500', http(500)],
    ['a network failure', new KfpNetworkError('GET', '/api/x', new TypeError('fetch failed'))],
  ])('retries %s once after 1 s, then keeps the failure', async (_case, feil) => {
    const { query, kall } = les([feil]);
    const stopp = observer(query);
    await settle();
    expect(kall).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(999);
    expect(kall).toHaveLength(1);
    expect(queryClient.getState(query)).toMatchObject({ status: 'pending', fetching: true });
    await vi.advanceTimersByTimeAsync(1);
    expect(kall).toHaveLength(2);
    expect(queryClient.getState(query)).toMatchObject({ status: 'error', error: feil, fetching: false });
    await vi.advanceTimersByTimeAsync(60_000);
    expect(kall).toHaveLength(2);
    stopp();
  });

  it.each([
    ['a 404', http(404)],
    ['a 401', http(401)],
    ['a parse error', new KfpParseError('GET', '/api/x', 200)],
    ['a schema error', new KfpSchemaError('GET', '/api/x', ['a: x'])],
  ])('never retries %s', async (_case, feil) => {
    const { query, kall } = les([feil]);
    const stopp = observer(query);
    await settle();
    expect(queryClient.getState(query)).toMatchObject({ status: 'error', error: feil });
    await vi.advanceTimersByTimeAsync(10_000);
    expect(kall).toHaveLength(1);
    stopp();
  });

  it.each([
    ['503', 503],
    ['429', 429],
  ])('a %s waits out its Retry-After before the retry, and its failure holds the read as long', async (_case, status) => {
    const { query, kall } = les([http(status, 3_000), http(status, 8_000), 'ok']);
    const stopp = observer(query);
    await vi.advanceTimersByTimeAsync(2_999);
    expect(kall).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(kall).toHaveLength(2);
    stopp();
    const feilet = Date.now();
    expect(queryClient.getState(query).status).toBe('error');
    await vi.advanceTimersByTimeAsync(7_999 - (Date.now() - feilet));
    observer(query)();
    await settle();
    expect(kall, 'within the Retry-After (8 s, longer than the 5 s interval)').toHaveLength(2);
    await vi.advanceTimersByTimeAsync(1);
    observer(query)();
    await settle();
    expect(kall).toHaveLength(3);
  });

  it('a server asking for more than 10 s gets no automatic retry', async () => {
    const { query, kall } = les([http(503, 30_000)]);
    const stopp = observer(query);
    await vi.advanceTimersByTimeAsync(30_000);
    expect(kall).toHaveLength(1);
    expect(queryClient.getState(query).status).toBe('error');
    stopp();
  });
});

describe('the retry interval (spec §7 "5 s")', () => {
  it('no element asks a failed read again within 5 s of the failure', async () => {
    const { query, kall } = les([http(500), http(500), 'ok']);
    const forste = observer(query);
    await vi.advanceTimersByTimeAsync(1_000);
    forste();
    expect(kall).toHaveLength(2);
    expect(queryClient.getState(query).status).toBe('error');
    await vi.advanceTimersByTimeAsync(4_999);
    const stopp = [observer(query), observer(query)];
    await settle();
    expect(kall).toHaveLength(2);
    expect(queryClient.willFetchOnObserve(query)).toBe(false);
    stopp.forEach((s) => s());
    await vi.advanceTimersByTimeAsync(1);
    observer(query)();
    await settle();
    expect(kall).toHaveLength(3);
    expect(queryClient.getState(query)).toMatchObject({ status: 'success', data: 'ok' });
  });

  it('old data whose refresh failed is kept and not asked again within 5 s', async () => {
    const { query, kall } = les(['a', http(404), 'c']);
    await queryClient.fetch(query);
    await vi.advanceTimersByTimeAsync(2_000);
    observer(query)();
    await settle();
    expect(queryClient.getState(query)).toMatchObject({ status: 'error', data: 'a' });
    await vi.advanceTimersByTimeAsync(4_999);
    observer(query)();
    await settle();
    expect(kall).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(1);
    observer(query)();
    await settle();
    expect(kall).toHaveLength(3);
  });

  it("the customer's 'Prøv igjen' asks at once", async () => {
    const { query, kall } = les([http(404), 'ok']);
    observer(query)();
    await settle();
    await queryClient.refetch(query);
    expect(kall).toHaveLength(2);
    expect(queryClient.getState(query).data).toBe('ok');
  });
});

describe('an element that leaves (spec §7)', () => {
  it('a read its last observer leaves finishes into the cache: the next joins it or finds its answer', async () => {
    const { query, kall, slipp } = les(['svaret'], { treg: true });
    observer(query)(); // the element unmounts while the request is out
    const stopp = observer(query);
    slipp();
    await settle();
    expect(kall).toHaveLength(1);
    expect(queryClient.getState(query)).toMatchObject({ status: 'success', data: 'svaret' });
    stopp();
  });

  it('a failing read its last observer leaves keeps its failure instead of retrying', async () => {
    const { query, kall, slipp } = les([http(500)], { treg: true });
    observer(query)();
    slipp();
    await vi.advanceTimersByTimeAsync(10_000);
    expect(kall).toHaveLength(1);
    expect(queryClient.getState(query).status).toBe('error');
  });

  it('unobserved data is dropped after 5 minutes, observed data never', async () => {
    const a = les(['a']);
    const b = les(['b']);
    observer(a.query)();
    const stopp = observer(b.query);
    await settle();
    await vi.advanceTimersByTimeAsync(5 * 60_000 - 1);
    expect(queryClient.peek(a.query.queryKey)?.data).toBe('a');
    await vi.advanceTimersByTimeAsync(1);
    expect(queryClient.peek(a.query.queryKey)).toBeUndefined();
    expect(queryClient.peek(b.query.queryKey)?.data).toBe('b');
    stopp();
    await vi.advanceTimersByTimeAsync(5 * 60_000);
    expect(queryClient.peek(b.query.queryKey)).toBeUndefined();
  });
});

describe('writes invalidate what they change', () => {
  it('asks observed reads again at once and marks the rest stale', async () => {
    const observert = les(['a', 'a2'], { staleTime: freshFor(FRESH_SHARED_MS) });
    const ikke = les(['b', 'b2'], { staleTime: freshFor(FRESH_SHARED_MS) });
    const stopp = observer(observert.query);
    observer(ikke.query)();
    await settle();
    await queryClient.invalidate(['x']);
    expect(observert.kall).toHaveLength(2);
    expect(queryClient.getState(observert.query).data).toBe('a2');
    expect(ikke.kall).toHaveLength(1);
    expect(queryClient.getState(ikke.query).invalidated).toBe(true);
    observer(ikke.query)();
    await settle();
    expect(ikke.kall, 'stale: the next element asks, within the 60 s').toHaveLength(2);
    stopp();
  });

  it('replaces a refresh already out: the answer after the write wins', async () => {
    const { query, kall, slipp } = les(['før', 'gammel', 'ny'], { treg: true });
    const stopp = observer(query);
    slipp();
    await settle();
    await vi.advanceTimersByTimeAsync(2_000);
    observer(query)(); // a refresh leaves (its answer predates the write)
    const ferdig = queryClient.invalidate(['x']);
    expect(kall).toHaveLength(3);
    slipp();
    slipp();
    await ferdig;
    expect(queryClient.getState(query).data).toBe('ny');
    stopp();
  });

  it('setData changes the data at once; an update that gives nothing changes nothing', async () => {
    const { query } = les([[1, 2]]);
    await queryClient.fetch(query);
    const hort: unknown[] = [];
    const stopp = queryClient.observe(query, (state) => hort.push(state.data));
    queryClient.setData<number[]>(query.queryKey, (data) => data?.filter((n) => n !== 1));
    queryClient.setData(['ingen'], () => undefined);
    expect(hort).toEqual([[2]]);
    expect(queryClient.peek(['ingen'])).toBeUndefined();
    stopp();
  });
});

describe('a refresh with the same answer (structural sharing)', () => {
  it('keeps the data as it was, reference and all; a changed part is new, the rest kept', async () => {
    const { query } = les([
      { liste: [{ id: 1 }, { id: 2 }], antall: 2 },
      { liste: [{ id: 1 }, { id: 2 }], antall: 2 },
      { liste: [{ id: 1 }, { id: 3 }], antall: 2 },
    ]);
    type Svar = { liste: { id: number }[]; antall: number };
    const forste = (await queryClient.fetch(query)) as Svar;
    await queryClient.refetch(query);
    expect(queryClient.getState(query).data).toBe(forste);
    await queryClient.refetch(query);
    const tredje = queryClient.getState(query).data as Svar;
    expect(tredje).not.toBe(forste);
    expect(tredje).toEqual({ liste: [{ id: 1 }, { id: 3 }], antall: 2 });
    expect(Array.isArray(tredje.liste)).toBe(true);
    expect(tredje.liste[0]).toBe(forste.liste[0]);
  });
});

describe('keys (issue 32: the cache joins on equal keys)', () => {
  it('object keys in any order are one read; arrays keep their order', () => {
    expect(hashKey(['x', { b: 1, a: { d: 2, c: 3 } }])).toBe(hashKey(['x', { a: { c: 3, d: 2 }, b: 1 }]));
    expect(hashKey(['x', [1, 2]])).not.toBe(hashKey(['x', [2, 1]]));
    expect(hashKey(['x', [1, 2]])).toBe('["x",[1,2]]');
    expect(hashKey(['x', { b: 1, a: 2 }])).toBe('["x",{"a":2,"b":1}]');
  });

  it('a read declared again with its object keys in another order finds the same data', async () => {
    let kall = 0;
    const en = defineQuery({ queryKey: ['nbo', { a: 1, b: 2 }], queryFn: async () => ++kall });
    const to = defineQuery({ queryKey: ['nbo', { b: 2, a: 1 }], queryFn: async () => ++kall });
    await queryClient.fetch(en);
    expect(await queryClient.fetch(to)).toBe(1);
    expect(kall).toBe(1);
  });
});

describe('replaceEqualDeep', () => {
  it('keeps prev only for plain objects and arrays that are deep-equal', () => {
    const prev = { a: 1, b: [1, 2] };
    expect(replaceEqualDeep(prev, { a: 1, b: [1, 2] })).toBe(prev);
    // Fewer keys, or an array where an object was: the new value.
    const faerre = replaceEqualDeep(prev, { a: 1 });
    expect(faerre).not.toBe(prev);
    expect(faerre).toEqual({ a: 1 });
    const liste = [1];
    expect(replaceEqualDeep({ 0: 1 }, liste)).toBe(liste);
    // Not plain (a Date): never taken for equal by its (no) keys.
    const dato = new Date(5);
    expect(replaceEqualDeep(new Date(5), dato)).toBe(dato);
    expect(replaceEqualDeep(null, prev)).toBe(prev);
    expect(replaceEqualDeep(prev, null)).toBe(null);
  });
});

describe('ensure, isFetching and setData', () => {
  it('ensure takes data the cache has, however old, and asks only when there is none', async () => {
    const { query, kall } = les(['en', 'to']);
    expect(await queryClient.ensure(query)).toBe('en');
    await vi.advanceTimersByTimeAsync(60_000);
    expect(await queryClient.ensure(query)).toBe('en');
    expect(kall).toHaveLength(1);
  });

  it('isFetching counts the reads below a prefix with a request out', async () => {
    const a = les(['a'], { treg: true });
    const b = les(['b'], { treg: true });
    const ferdig = [queryClient.fetch(a.query), queryClient.fetch(b.query)];
    expect(queryClient.isFetching(['x'])).toBe(2);
    expect(queryClient.isFetching(a.query.queryKey)).toBe(1);
    expect(queryClient.isFetching(['y'])).toBe(0);
    a.slipp();
    b.slipp();
    await Promise.all(ferdig);
    expect(queryClient.isFetching(['x'])).toBe(0);
  });

  it('setData after a failure makes the read a success; for a read the cache does not have it does nothing', async () => {
    const { query } = les([http(400)]);
    await queryClient.fetch(query).catch(() => undefined);
    expect(queryClient.getState(query).status).toBe('error');
    queryClient.setData(query.queryKey, () => 'lagret');
    expect(queryClient.getState(query)).toMatchObject({ status: 'success', data: 'lagret', error: null, invalidated: false });
    expect(() => queryClient.setData(['finnes-ikke'], () => 'x')).not.toThrow();
    expect(queryClient.peek(['finnes-ikke'])).toBeUndefined();
  });

  it('a new read starts pending with no failure and fresh; a refresh keeps the old data and status while it is out', async () => {
    const { query, slipp } = les(['en', 'to'], { treg: true });
    const forste = queryClient.fetch(query);
    expect(queryClient.getState(query)).toMatchObject({ status: 'pending', fetching: true, invalidated: false, error: null });
    slipp();
    await forste;
    const andre = queryClient.refetch(query);
    expect(queryClient.getState(query)).toMatchObject({ status: 'success', data: 'en', fetching: true });
    slipp();
    await andre;
    expect(queryClient.getState(query)).toMatchObject({ status: 'success', data: 'to', fetching: false });
  });

  it("'Prøv igjen' on a read with data replaces the refresh out: the later answer wins", async () => {
    const { query, slipp, kall } = les(['en', 'gammel', 'ny'], { treg: true });
    const forste = queryClient.fetch(query);
    slipp();
    await forste;
    await vi.advanceTimersByTimeAsync(3_000);
    const stopp = observer(query);
    expect(kall).toHaveLength(2);
    const provIgjen = queryClient.refetch(query);
    expect(kall).toHaveLength(3);
    slipp(); // the first refresh answers late: it no longer counts
    await settle();
    expect(queryClient.getState(query)).toMatchObject({ data: 'en', fetching: true });
    slipp();
    await provIgjen;
    expect(queryClient.getState(query)).toMatchObject({ data: 'ny', fetching: false });
    stopp();
  });
});
