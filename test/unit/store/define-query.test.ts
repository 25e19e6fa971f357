import { QueryClient, QueryObserver } from '@tanstack/query-core';
import { describe, expect, it } from 'vitest';
import { defineQuery } from '../../../src/store/define-query.ts';

/** A read that answers when `svar` is called, counting its requests and whether its signal was aborted. */
function treg() {
  let svar: (value: string) => void = () => undefined;
  const kall: AbortSignal[] = [];
  const queryFn = ({ signal }: { signal: AbortSignal }) => {
    kall.push(signal);
    return new Promise<string>((resolve) => {
      svar = resolve;
    });
  };
  return { queryFn, kall, svar: (value: string) => svar(value) };
}

describe('defineQuery', () => {
  it('lets a read finish into the cache when the last element that wanted it goes away: the next one joins it', async () => {
    const client = new QueryClient();
    const les = treg();
    const query = defineQuery({ queryKey: ['x'], queryFn: les.queryFn });
    const forste = new QueryObserver(client, query).subscribe(() => undefined);
    forste(); // the element unmounts while the request is out
    const neste = new QueryObserver(client, query);
    const stopp = neste.subscribe(() => undefined);
    les.svar('svaret');
    await client.fetchQuery(query);
    expect(les.kall).toHaveLength(1);
    expect(les.kall[0]!.aborted).toBe(false);
    expect(neste.getCurrentResult().data).toBe('svaret');
    stopp();
  });

  it('keeps what it is given: key, staleTime and the read', async () => {
    const staleTime = () => 60_000;
    const query = defineQuery({ queryKey: ['y', 1] as const, queryFn: async ({ queryKey }) => queryKey[1] + 1, staleTime });
    expect(query.queryKey).toEqual(['y', 1]);
    expect(query.staleTime).toBe(staleTime);
    expect(await new QueryClient().fetchQuery(query)).toBe(2);
  });
});
