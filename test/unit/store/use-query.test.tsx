// @vitest-environment happy-dom
// The screens' view of the server cache (src/store/use-query.ts): what each render of `useQuery`
// says, and `useMutation`'s busy state, failure and reset.
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { KfpHttpError } from '../../../src/api/errors.ts';
import { defineQuery } from '../../../src/store/define-query.ts';
import { queryClient } from '../../../src/store/query-client.ts';
import { useMutation, useQuery, type QueryResult } from '../../../src/store/use-query.ts';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let root: Root;

beforeEach(() => {
  root = createRoot(document.createElement('div'));
});
afterEach(() => {
  act(() => root.unmount());
  queryClient.clear();
});

/** A read that answers when `svar` is called, counting its requests. */
function treg(key: string) {
  let svar: (value: string) => void = () => undefined;
  let kall = 0;
  const query = defineQuery({
    queryKey: [key],
    queryFn: () => {
      kall++;
      return new Promise<string>((resolve) => (svar = resolve));
    },
  });
  return { query, kall: () => kall, svar: (value: string) => svar(value) };
}

type Sett = Pick<QueryResult<string>, 'status' | 'data' | 'isPending' | 'isFetching' | 'isSuccess'>;

function Les({ query, enabled, sett }: { query: ReturnType<typeof treg>['query']; enabled: boolean; sett: Sett[] }) {
  const { status, data, isPending, isFetching, isSuccess } = useQuery({ ...query, enabled });
  sett.push({ status, data, isPending, isFetching, isSuccess });
  return null;
}

describe('useQuery', () => {
  it('elements rendered together share one request; the first render already says it is fetching', async () => {
    const les = treg('a');
    const forste: Sett[] = [];
    const andre: Sett[] = [];
    act(() =>
      root.render(
        <>
          <Les query={les.query} enabled sett={forste} />
          <Les query={les.query} enabled sett={andre} />
        </>,
      ),
    );
    expect(forste[0]).toMatchObject({ status: 'pending', isPending: true, isFetching: true });
    expect(les.kall()).toBe(1);
    await act(async () => les.svar('svaret'));
    expect(forste.at(-1)).toMatchObject({ status: 'success', data: 'svaret', isSuccess: true, isFetching: false });
    expect(andre.at(-1)).toMatchObject({ status: 'success', data: 'svaret' });
    expect(les.kall()).toBe(1);
  });

  it('asks nothing while off (not logged in) and asks once it is turned on', async () => {
    const les = treg('b');
    const sett: Sett[] = [];
    act(() => root.render(<Les query={les.query} enabled={false} sett={sett} />));
    expect(sett.at(-1)).toMatchObject({ status: 'pending', isFetching: false });
    expect(les.kall()).toBe(0);
    act(() => root.render(<Les query={les.query} enabled sett={sett} />));
    expect(les.kall()).toBe(1);
    await act(async () => les.svar('nå'));
    expect(sett.at(-1)).toMatchObject({ status: 'success', data: 'nå' });
  });
});

type Mutasjon = ReturnType<typeof useMutation<string, string>>;

function Skriv({ mutationFn, onSuccess, ut }: { mutationFn: (v: string) => Promise<string>; onSuccess?: () => Promise<void>; ut: Mutasjon[] }) {
  ut.push(useMutation({ mutationFn, ...(onSuccess && { onSuccess }) }));
  return null;
}

describe('useMutation', () => {
  it('stays pending until onSuccess has settled (the reads it invalidates have answered)', async () => {
    let ferdig: () => void = () => undefined;
    const ut: Mutasjon[] = [];
    act(() => root.render(<Skriv mutationFn={async (v) => v} onSuccess={() => new Promise<void>((resolve) => (ferdig = resolve))} ut={ut} />));
    let svar: Promise<string> | undefined;
    await act(async () => {
      svar = ut.at(-1)!.mutateAsync('x');
    });
    expect(ut.at(-1)).toMatchObject({ isPending: true, variables: 'x' });
    await act(async () => ferdig());
    expect(await svar).toBe('x');
    expect(ut.at(-1)).toMatchObject({ isPending: false, isSuccess: true, data: 'x' });
  });

  it('is never retried: one failure, one request; it rejects, and reset (stable) clears it', async () => {
    let kall = 0;
    const feil = new KfpHttpError('POST', '/api/x', 503, '', '');
    const ut: Mutasjon[] = [];
    act(() =>
      root.render(
        <Skriv
          mutationFn={() => {
            kall++;
            return Promise.reject(feil);
          }}
          ut={ut}
        />,
      ),
    );
    const reset = ut.at(-1)!.reset;
    await act(async () => {
      await expect(ut.at(-1)!.mutateAsync('x')).rejects.toBe(feil);
    });
    expect(kall).toBe(1);
    expect(ut.at(-1)).toMatchObject({ isError: true, error: feil, isPending: false });
    expect(ut.at(-1)!.reset).toBe(reset);
    act(() => reset());
    expect(ut.at(-1)).toMatchObject({ isIdle: true, isError: false, error: null });
  });
});
