import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const report = vi.hoisted(() => ({ reportError: vi.fn(), startMonitoring: vi.fn(), flushReports: vi.fn() }));
vi.mock('../../../src/monitoring/report.ts', () => report);

const { KfpHttpError, KfpNetworkError } = await import('../../../src/api/errors.ts');
const { defineQuery } = await import('../../../src/store/define-query.ts');
const { queryClient } = await import('../../../src/store/query-client.ts');

let nummer = 0;
/** A read whose requests answer `svar` in turn (an Error rejects). */
function les(...svar: unknown[]) {
  let kall = 0;
  return defineQuery({
    queryKey: ['lesing', { n: ++nummer }],
    queryFn: async () => {
      const svaret = svar[Math.min(kall++, svar.length - 1)];
      if (svaret instanceof Error) throw svaret;
      return svaret;
    },
  });
}
const http = (status: number) => new KfpHttpError('GET', '/api/x', status, '', '');

beforeEach(() => {
  vi.useFakeTimers({ now: 1_000_000 });
  report.reportError.mockClear();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('our own failed reads are reported (issue 31)', () => {
  it('once, when the read has failed for good (its one retry spent), by its key only', async () => {
    const feil = http(500);
    void queryClient.fetch(les(feil)).catch(() => undefined);
    await vi.advanceTimersByTimeAsync(0);
    expect(report.reportError, 'not before the retry').not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(5_000);
    expect(report.reportError).toHaveBeenCalledTimes(1);
    expect(report.reportError).toHaveBeenCalledWith(feil, { source: 'api', message: 'Read failed: lesing' });
  });

  it('a network failure too', async () => {
    void queryClient.fetch(les(new KfpNetworkError('GET', '/api/x', new TypeError('Failed to fetch')))).catch(() => undefined);
    await vi.advanceTimersByTimeAsync(5_000);
    expect(report.reportError).toHaveBeenCalledTimes(1);
  });

  it('not a read whose retry succeeds', async () => {
    void queryClient.fetch(les(http(503), 'svaret'));
    await vi.advanceTimersByTimeAsync(5_000);
    expect(report.reportError).not.toHaveBeenCalled();
  });

  it.each([401, 403])("not a %i: that is the login's business", async (status) => {
    void queryClient.fetch(les(http(status))).catch(() => undefined);
    await vi.advanceTimersByTimeAsync(5_000);
    expect(report.reportError).not.toHaveBeenCalled();
  });
});
