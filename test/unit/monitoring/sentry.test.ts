// @vitest-environment happy-dom
import * as Sentry from '@sentry/browser';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { bareVart, initSentry } from '../../../src/monitoring/sentry.ts';
import { SAMPLING } from '../../../src/monitoring/sampling.ts';

/** What the SDK posted to the DSN's envelope endpoint, item by item (JSON lines). */
let sendt: { url: string; items: Record<string, unknown>[] }[] = [];

beforeEach(() => {
  sendt = [];
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const body = typeof init?.body === 'string' ? init.body : new TextDecoder().decode(init?.body as Uint8Array);
    sendt.push({
      url: String(input),
      items: body
        .split('\n')
        .filter(Boolean)
        .map((line) => JSON.parse(line) as Record<string, unknown>),
    });
    return new Response('{}', { status: 200 });
  });
});
afterEach(() => {
  vi.restoreAllMocks();
});

const hendelser = () =>
  sendt.flatMap((envelope) => envelope.items.filter((item) => 'exception' in item).map((item) => ({ url: envelope.url, event: item })));

describe('error reporting as a guest on the bank page (issue 31)', () => {
  it("leaves the SDK's global client alone: the host's errors never reach our DSN, ours never the host's", async () => {
    // The bank's own Sentry, started first with the same SDK version (one window.__SENTRY__ for both).
    Sentry.init({ dsn: 'https://bank@sentry.example/2', defaultIntegrations: false });
    const bankens = Sentry.getClient();
    Sentry.setTag('bank.kunde', 'Ingrid');
    Sentry.setUser({ email: 'ingrid@example.no' });
    Sentry.addBreadcrumb({ category: 'console', message: 'bankens logg' });

    const vaar = initSentry({ dsn: 'https://k@sentry.example/1', environment: 'Test' });
    expect(Sentry.getClient(), "the host's client is still the global one").toBe(bankens);
    vaar.breadcrumb('navigation', { from: '/privat/forsikring/oversikt/kunde/01019012345', to: '/privat/forsikring/oversikt/tilbud' });
    vaar.report(new Error('Vår feil til kari@example.no'), { source: 'kfp-tilbud', message: 'Element crashed' });
    Sentry.captureException(new Error('Bankens feil'));
    await vaar.flush(2000);
    await Sentry.flush(2000);

    const alle = hendelser();
    const var_ = alle.filter((entry) => entry.url.includes('/api/1/'));
    const bank = alle.filter((entry) => entry.url.includes('/api/2/'));
    expect(var_.map((entry) => (entry.event.exception as { values: { value: string }[] }).values.at(-1)!.value)).toEqual([
      'Vår feil til [epost]',
    ]);
    expect(bank.map((entry) => (entry.event.exception as { values: { value: string }[] }).values.at(-1)!.value)).toEqual(['Bankens feil']);

    const event = var_[0]!.event;
    expect(event.tags).toEqual({ 'kfp.source': 'kfp-tilbud' });
    expect(event.extra).toEqual({ 'kfp.message': 'Element crashed' });
    expect(event.user).toBe(undefined);
    expect(event.release).toMatch(/^kfp-elements@\d+\.\d+\.\d+/);
    expect((event.breadcrumbs as { category: string; data: unknown }[]).map(({ category, data }) => ({ category, data }))).toEqual([
      { category: 'kfp.navigation', data: { from: '/privat/forsikring/oversikt/kunde/[fnr]', to: '/privat/forsikring/oversikt/tilbud' } },
    ]);
    await Sentry.close();
  });

  it("spec §9's limits that still apply: 100 breadcrumbs, values cut at 250 characters; no integration that hooks the page", () => {
    const constructed = vi.spyOn(Sentry.BrowserClient.prototype, 'init');
    initSentry({ dsn: 'https://k@sentry.example/1', environment: 'Test' });
    const client = constructed.mock.contexts[0] as Sentry.BrowserClient;
    expect(client.getOptions()).toMatchObject({
      maxBreadcrumbs: SAMPLING.maxBreadcrumbs,
      maxValueLength: SAMPLING.maxValueLength,
      environment: 'Test',
      sampleRate: 1,
    });
    expect(SAMPLING).toEqual({ maxBreadcrumbs: 100, maxValueLength: 250 });
    expect(
      client
        .getOptions()
        .integrations.map((integration) => integration.name)
        .sort(),
    ).toEqual(['Dedupe', 'HttpContext', 'LinkedErrors']);
    expect(client.getOptions()).not.toHaveProperty('tracesSampleRate');
  });

  it("keeps only what is ours of an event: kfp.* tags, extras and breadcrumbs, the SDK's contexts; no user, attachments", () => {
    const hint: Sentry.EventHint = { attachments: [{ filename: 'bank.txt', data: 'x' }] };
    const own = bareVart(
      {
        tags: { 'kfp.source': 'api', bank: 'x' },
        extra: { 'kfp.message': 'm', bankData: 1 },
        contexts: { trace: { trace_id: 'a', span_id: 'b' }, culture: { locale: 'nb' }, bank: { kunde: 'Ingrid' } },
        breadcrumbs: [{ category: 'console', message: 'bank' }, { category: 'kfp.navigation' }, {}],
        user: { id: '1' },
        fingerprint: ['bank'],
        transaction: '/bank/side',
        message: 'behold',
      },
      hint,
    );
    expect(own).toEqual({
      tags: { 'kfp.source': 'api' },
      extra: { 'kfp.message': 'm' },
      contexts: { trace: { trace_id: 'a', span_id: 'b' }, culture: { locale: 'nb' } },
      breadcrumbs: [{ category: 'kfp.navigation' }],
      message: 'behold',
    });
    expect(hint.attachments).toEqual([]);
  });
});
