import { beforeEach, describe, expect, it, vi } from 'vitest';

const sdk = vi.hoisted(() => ({
  init: vi.fn(),
  addEventProcessor: vi.fn(),
  browserTracingIntegration: vi.fn((options: unknown) => ({ name: 'BrowserTracing', options })),
  browserProfilingIntegration: vi.fn(() => ({ name: 'BrowserProfiling' })),
  captureException: vi.fn(),
  flush: vi.fn(async () => true),
  makeFetchTransport: vi.fn(),
  withScope: vi.fn(),
}));
vi.mock('@sentry/browser', () => sdk);

const { initSentry } = await import('../../../src/monitoring/sentry.ts');
const { REPLAY_RATE_BY_TRAFFIC, SAMPLING, replaysSessionSampleRate } = await import('../../../src/monitoring/sampling.ts');

type Options = Record<string, unknown> & {
  beforeSend: (event: unknown) => Record<string, unknown>;
  beforeSendTransaction: (event: unknown) => { spans: unknown[] };
  beforeBreadcrumb: (crumb: unknown) => unknown;
  integrations: { name: string; options?: unknown }[];
};

const started = (trafikkniva = 'normal'): Options => {
  initSentry({ dsn: 'https://k@sentry.example/1', environment: 'Test', trafikkniva });
  return sdk.init.mock.lastCall![0] as Options;
};

beforeEach(() => sdk.init.mockClear());

describe("error reporting's numbers (spec §9)", () => {
  it.each([
    ['normal', 0.1],
    ['hoy', 0.01],
    ['ekstra-hoy', 0.005],
    ['ukjent-nivå', 0.1],
  ])('session replays at traffic level %s: %s', (level, rate) => {
    expect(replaysSessionSampleRate(level)).toBe(rate);
    expect(started(level).replaysSessionSampleRate).toBe(rate);
  });

  it('every other number, by its SDK option name', () => {
    const options = started();
    expect(options).toMatchObject({
      replaysOnErrorSampleRate: 1,
      tracesSampleRate: 0.2,
      profileSessionSampleRate: 1,
      profileLifecycle: 'trace',
      traceLifecycle: 'static',
      maxBreadcrumbs: 100,
      maxValueLength: 250,
      environment: 'Test',
      dataCollection: { userInfo: false, cookies: false, httpHeaders: false, httpBodies: [], urlQueryParams: false },
    });
    expect(options.integrations).toContainEqual({ name: 'BrowserTracing', options: { idleTimeout: 1000, finalTimeout: 30_000, childSpanTimeout: 15_000 } });
    expect(options.integrations.map((integration) => integration.name)).toContain('BrowserProfiling');
    expect(SAMPLING.maxSpans).toBe(1000);
    expect(REPLAY_RATE_BY_TRAFFIC).toEqual({ normal: 0.1, hoy: 0.01, 'ekstra-hoy': 0.005 });
  });

  it('scrubs events, drops their user, keeps 1000 spans per transaction and scrubs breadcrumbs', () => {
    const options = started();
    const event = options.beforeSend({
      message: 'Kunde 01019012345 (kari@example.no)',
      request: { url: 'https://www.eika.no/privat/forsikring/oversikt/avtale/7012345?fnr=01019012345#x' },
      user: { ip_address: '10.0.0.1' },
    });
    expect(event).toEqual({ message: 'Kunde [fnr] ([epost])', request: { url: 'https://www.eika.no/privat/forsikring/oversikt/avtale/:id' } });
    const spans = Array.from({ length: 1200 }, (_, i) => ({ description: `GET /tilbud/${i}` }));
    const transaction = options.beforeSendTransaction({ spans, user: {} });
    expect(transaction.spans).toHaveLength(1000);
    expect(transaction.spans[5]).toEqual({ description: 'GET /tilbud/:id' });
    expect(options.beforeBreadcrumb({ category: 'navigation', data: { from: '/a?epost=kari@example.no', to: '/kunde/42' } })).toEqual({
      category: 'navigation',
      data: { from: '/a', to: '/kunde/:id' },
    });
  });
});
