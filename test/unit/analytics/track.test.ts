import { afterEach, describe, expect, it, vi } from 'vitest';
import { resetAnalyticsForTests, startAnalytics, track } from '../../../src/analytics/track.ts';
import { resetConfigForTests } from '../../../src/config/index.ts';
import { stubPage } from '../api/test-server.ts';

/** A page: config, cookies, and the window events the facade uses. */
function page(cookie: string, config: Record<string, unknown> = {}) {
  stubPage({ distributor: 'eika', ...config }, cookie);
  vi.stubGlobal('location', { origin: 'https://www.eika.no', hostname: 'www.eika.no', pathname: '/privat/forsikring/oversikt/123' });
  const announced: unknown[] = [];
  const window = new EventTarget();
  vi.stubGlobal('addEventListener', window.addEventListener.bind(window));
  vi.stubGlobal('removeEventListener', window.removeEventListener.bind(window));
  vi.stubGlobal('dispatchEvent', (event: CustomEvent) => announced.push({ type: event.type, ...event.detail }));
  resetConfigForTests();
  return announced;
}

afterEach(() => {
  resetAnalyticsForTests();
  vi.unstubAllGlobals();
  resetConfigForTests();
});

describe('track(): the facade in front of the consent gate', () => {
  it('announces what was tracked before the gate loaded, once consent and a trackingId are there', async () => {
    const announced = page('eika_optin=FSM');
    track('Sidevisning', { page: '/privat/forsikring/oversikt' });
    expect(announced).toEqual([]);
    await startAnalytics(async () => 'abc');
    await vi.waitFor(() => expect(announced).toHaveLength(1));
    track('Statistikk', { name: 'antall-avtaler', value: 3 });
    expect(announced).toEqual([
      { type: 'kfp-analytics', event: 'Sidevisning', properties: { page: '/privat/forsikring/oversikt' } },
      { type: 'kfp-analytics', event: 'Statistikk', properties: { name: 'antall-avtaler', value: 3 } },
    ]);
  });

  it('announces nothing without consent, and asks for no trackingId', async () => {
    const announced = page('eika_optin=F');
    const findTrackingId = vi.fn(async () => 'abc');
    track('Sidevisning', { page: '/' });
    await startAnalytics(findTrackingId);
    track('Sidevisning', { page: '/b' });
    expect(announced).toEqual([]);
    expect(findTrackingId).not.toHaveBeenCalled();
  });

  it("announces nothing for a customer whose trackingId is 'ukjent'", async () => {
    const announced = page('eika_optin=FSM');
    const findTrackingId = vi.fn(async () => 'ukjent');
    track('Sidevisning', { page: '/' });
    await startAnalytics(findTrackingId);
    await vi.waitFor(() => expect(findTrackingId).toHaveBeenCalled());
    await Promise.resolve();
    track('Sidevisning', { page: '/b' });
    expect(announced).toEqual([]);
  });

  it('announces nothing when the trackingId cannot be found', async () => {
    const announced = page('eika_optin=FSM');
    const findTrackingId = vi.fn(async () => {
      throw new Error('401');
    });
    await startAnalytics(findTrackingId);
    await vi.waitFor(() => expect(findTrackingId).toHaveBeenCalled());
    track('Sidevisning', { page: '/b' });
    expect(announced).toEqual([]);
  });
});
