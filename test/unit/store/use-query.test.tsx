// @vitest-environment happy-dom
// The screens' view of the server cache (src/store/use-query.ts): what each render of `useQuery`
// says, and `useMutation`'s busy state, failure and reset.
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
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

/** Two reads in one element, recording what each render saw. */
function LesTo({
  a,
  b,
  sett,
}: {
  a: ReturnType<typeof treg>['query'];
  b: ReturnType<typeof treg>['query'];
  sett: [string | undefined, string | undefined][];
}) {
  sett.push([useQuery(a).data, useQuery(b).data]);
  return null;
}

describe('useQuery, once per frame', () => {
  let bilder: FrameRequestCallback[] = [];
  beforeEach(() => {
    bilder = [];
    vi.stubGlobal('requestAnimationFrame', (bilde: FrameRequestCallback) => bilder.push(bilde));
    vi.stubGlobal('cancelAnimationFrame', () => undefined);
  });
  afterEach(() => vi.unstubAllGlobals());
  const nesteBilde = () => act(() => bilder.splice(0).forEach((bilde) => bilde(0)));

  it('answers that land within one frame render the element once, in that frame', async () => {
    const a = treg('to-a');
    const b = treg('to-b');
    const sett: [string | undefined, string | undefined][] = [];
    act(() => root.render(<LesTo a={a.query} b={b.query} sett={sett} />));
    const forFrame = sett.length;
    await act(async () => {
      a.svar('A');
      b.svar('B');
    });
    expect(sett).toHaveLength(forFrame);
    nesteBilde();
    expect(sett.slice(forFrame)).toEqual([['A', 'B']]);
  });
});

type Mutasjon = ReturnType<typeof useMutation<string, string>>;

function Skriv({
  mutationFn,
  onMutate,
  onSuccess,
  ut,
}: {
  mutationFn: (v: string) => Promise<string>;
  onMutate?: (v: string) => void;
  onSuccess?: () => Promise<void>;
  ut: Mutasjon[];
}) {
  ut.push(useMutation({ mutationFn, ...(onMutate && { onMutate }), ...(onSuccess && { onSuccess }) }));
  return null;
}

describe('useMutation', () => {
  it('stays pending until onSuccess has settled (the reads it invalidates have answered)', async () => {
    let ferdig: () => void = () => undefined;
    const ut: Mutasjon[] = [];
    act(() =>
      root.render(<Skriv mutationFn={async (v) => v} onSuccess={() => new Promise<void>((resolve) => (ferdig = resolve))} ut={ut} />),
    );
    let svar: Promise<string> | undefined;
    await act(async () => {
      svar = ut.at(-1)!.mutateAsync('x');
    });
    expect(ut.at(-1)).toMatchObject({ isPending: true, variables: 'x' });
    await act(async () => ferdig());
    expect(await svar).toBe('x');
    expect(ut.at(-1)).toMatchObject({ isPending: false, isSuccess: true, data: 'x' });
  });

  it('ends in the same commit as the answer its onSuccess waited for, also where another component shows that answer', async () => {
    // Frames come a task after they are asked for.
    vi.stubGlobal('requestAnimationFrame', (bilde: FrameRequestCallback) => setTimeout(bilde, 0));
    let svar = 'gammel';
    const query = defineQuery({ queryKey: ['lagret'], queryFn: async () => svar });
    const sett: { status: string; data: string | undefined }[] = [];
    const ut: ReturnType<typeof useMutation<string, string>>[] = [];
    // As the profile: the screen reads the answer, a row below it saves.
    function Rad({ data }: { data: string | undefined }) {
      const lagring = useMutation({
        mutationFn: async (ny: string) => {
          svar = ny;
          return ny;
        },
        onSuccess: () => queryClient.invalidate(query.queryKey),
      });
      sett.push({ status: lagring.status, data });
      ut.push(lagring);
      return null;
    }
    function Skjerm() {
      return <Rad data={useQuery(query).data} />;
    }
    await act(async () => root.render(<Skjerm />));
    await act(() => new Promise((resolve) => setTimeout(resolve, 10)));
    expect(sett.at(-1)).toEqual({ status: 'idle', data: 'gammel' });
    await act(async () => {
      await ut.at(-1)!.mutateAsync('ny');
    });
    expect(sett.at(-1)).toEqual({ status: 'success', data: 'ny' });
    expect(sett.filter((s) => s.status === 'success' && s.data !== 'ny')).toEqual([]);
    vi.unstubAllGlobals();
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

describe('no refetch on focus or reconnect (spec §7)', () => {
  it('stale data is not asked again when the window gets focus, the tab shows again or the network comes back', async () => {
    let kall = 0;
    // Never fresh: any focus, visibility or online listener that refetched would ask again.
    const query = defineQuery({ queryKey: ['fokus'], queryFn: async () => `svar ${++kall}`, staleTime: () => 0 });
    const sett: Sett[] = [];
    await act(async () => root.render(<Les query={query as ReturnType<typeof treg>['query']} enabled sett={sett} />));
    await vi.waitFor(() => expect(sett.at(-1)).toMatchObject({ status: 'success', data: 'svar 1' }));

    const synlighet = (state: DocumentVisibilityState) => {
      Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });
      Object.defineProperty(document, 'hidden', { configurable: true, get: () => state === 'hidden' });
      document.dispatchEvent(new Event('visibilitychange'));
    };
    await act(async () => {
      window.dispatchEvent(new Event('blur'));
      synlighet('hidden');
      window.dispatchEvent(new Event('offline'));
      window.dispatchEvent(new FocusEvent('focus'));
      document.dispatchEvent(new FocusEvent('focusin'));
      synlighet('visible');
      window.dispatchEvent(new Event('online'));
      window.dispatchEvent(new Event('pageshow'));
      await new Promise((resolve) => setTimeout(resolve, 50));
    });
    expect(kall).toBe(1);
    expect(sett.at(-1)).toMatchObject({ status: 'success', data: 'svar 1', isFetching: false });

    // The data was stale all along: an element mounted now does ask again.
    const ny = createRoot(document.createElement('div'));
    await act(async () => ny.render(<Les query={query as ReturnType<typeof treg>['query']} enabled sett={[]} />));
    await vi.waitFor(() => expect(kall).toBe(2));
    act(() => ny.unmount());
  });
});

describe('useQuery and useMutation, what a screen reads (issue 32)', () => {
  it('an element mounting on stale data shows the data, not pending, while it refreshes; refetch asks again', async () => {
    let kall = 0;
    const query = defineQuery({ queryKey: ['gammel'], queryFn: async () => `svar ${++kall}`, staleTime: () => 0 });
    await queryClient.fetch(query);
    const sett: QueryResult<string>[] = [];
    function Vis() {
      sett.push(useQuery(query));
      return null;
    }
    act(() => root.render(<Vis />));
    expect(sett[0]).toMatchObject({ status: 'success', data: 'svar 1', isFetching: true, isLoading: false });
    await vi.waitFor(() => expect(sett.at(-1)).toMatchObject({ data: 'svar 2', isFetching: false }));
    await act(async () => sett.at(-1)!.refetch());
    expect(kall).toBe(3);
    expect(sett.at(-1)).toMatchObject({ data: 'svar 3' });
  });

  it('an element mounting on a failure no longer held shows pending on its first render, as it asks again', async () => {
    let kall = 0;
    const query = defineQuery({
      queryKey: ['feilet'],
      queryFn: async () => (++kall === 1 ? Promise.reject(new KfpHttpError('GET', '/api/x', 400, '', '')) : 'nå'),
      retry: () => false,
    });
    await queryClient.fetch(query).catch(() => undefined);
    vi.setSystemTime(Date.now() + 10_000);
    const sett: QueryResult<string>[] = [];
    function Vis() {
      sett.push(useQuery(query));
      return null;
    }
    act(() => root.render(<Vis />));
    expect(sett[0]).toMatchObject({ status: 'pending', isPending: true, isError: false, isLoading: true });
    await vi.waitFor(() => expect(sett.at(-1)).toMatchObject({ status: 'success', data: 'nå' }));
    vi.useRealTimers();
  });

  it('a mutation starts idle; after success it is no longer idle; a reset while it is out drops its late answer', async () => {
    let slipp: (v: string) => void = () => undefined;
    const ut: Mutasjon[] = [];
    act(() => root.render(<Skriv mutationFn={() => new Promise<string>((resolve) => (slipp = resolve))} ut={ut} />));
    expect(ut.at(-1)).toMatchObject({ status: 'idle', isIdle: true, isSuccess: false, isPending: false, isError: false });
    let svar: Promise<string> | undefined;
    await act(async () => {
      svar = ut.at(-1)!.mutateAsync('x');
    });
    act(() => ut.at(-1)!.reset());
    await act(async () => slipp('sent'));
    expect(await svar).toBe('sent');
    expect(ut.at(-1)).toMatchObject({ status: 'idle', isIdle: true, data: undefined });
    await act(async () => {
      const neste = ut.at(-1)!.mutateAsync('y');
      slipp('y');
      await neste;
    });
    expect(ut.at(-1)).toMatchObject({ status: 'success', isIdle: false, isSuccess: true, data: 'y' });
  });

  it('is the one double-submit guard: a second call in the same task is ignored, and the next one after it settles runs', async () => {
    let kall = 0;
    let slipp: (v: string) => void = () => undefined;
    const ut: Mutasjon[] = [];
    // `onMutate` hears of each call taken, at once, and of no ignored one (the click's analytics event).
    const tatt: string[] = [];
    const mutationFn = (v: string) => {
      kall++;
      return new Promise<string>((resolve) => (slipp = () => resolve(v)));
    };
    act(() => root.render(<Skriv mutationFn={mutationFn} onMutate={(v) => tatt.push(v)} ut={ut} />));
    // Two clicks in one task: no render comes between them, so `isPending` cannot stop the second.
    const { mutateAsync, mutate } = ut.at(-1)!;
    let forste: Promise<string> | undefined;
    let andreSvarte = false;
    act(() => {
      forste = mutateAsync('a');
      void mutateAsync('b').then(
        () => (andreSvarte = true),
        () => (andreSvarte = true),
      );
      mutate('c');
      expect(kall).toBe(1);
      expect(tatt).toEqual(['a']);
    });
    await act(async () => slipp('a'));
    expect(await forste).toBe('a');
    // The ignored call never settles: what its caller does after the write does not run twice.
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    expect(andreSvarte).toBe(false);
    expect(ut.at(-1)).toMatchObject({ status: 'success', data: 'a', variables: 'a' });
    let neste: Promise<string> | undefined;
    act(() => {
      neste = ut.at(-1)!.mutateAsync('d');
    });
    expect(kall).toBe(2);
    expect(tatt).toEqual(['a', 'd']);
    await act(async () => slipp('d'));
    expect(await neste).toBe('d');
  });

  it('mutate sends once and swallows a failure (the state shows it)', async () => {
    const ut: Mutasjon[] = [];
    act(() => root.render(<Skriv mutationFn={() => Promise.reject(new Error('nei'))} ut={ut} />));
    await act(async () => ut.at(-1)!.mutate('x'));
    await vi.waitFor(() => expect(ut.at(-1)).toMatchObject({ status: 'error', isError: true }));
  });
});
