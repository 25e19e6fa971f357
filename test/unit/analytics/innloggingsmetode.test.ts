import { afterEach, describe, expect, it, vi } from 'vitest';
import { innloggingsmetode } from '../../../src/analytics/innloggingsmetode.ts';
import type { MixpanelStart } from '../../../src/analytics/mixpanel.ts';
import { resetAnalyticsForTests, startAnalytics, track } from '../../../src/analytics/track.ts';
import { resetConfigForTests } from '../../../src/config/index.ts';
import { stubPage } from '../api/test-server.ts';

// The analytics SDK as a stand-in: what it is started with is what every event carries.
const startet = vi.hoisted(() => [] as MixpanelStart[]);
vi.mock('../../../src/analytics/mixpanel.ts', () => ({
  startMixpanel: (start: MixpanelStart) => {
    startet.push(structuredClone({ ...start, currentUrl: undefined }) as unknown as MixpanelStart);
    return { track: () => undefined, stop: () => undefined, resume: () => undefined };
  },
}));

describe('innloggingsmetode(): the login method analytics reports (spec §4)', () => {
  it.each(['MOBILBANK', 'MOBILBANK_DNB', 'NETTBANK', 'NETTBANK_DNB', 'FORSIKRING'])(
    'is the login context itself for %s (BankID)',
    (kontekst) => {
      expect(innloggingsmetode(kontekst)).toBe(kontekst);
    },
  );

  it('is none for login context ÅPEN, which counts as unknown', () => {
    expect(innloggingsmetode('ÅPEN')).toBeUndefined();
  });

  it('is none without a login context, and for one the spec does not list', () => {
    expect(innloggingsmetode(undefined)).toBeUndefined();
    expect(innloggingsmetode('')).toBeUndefined();
    expect(innloggingsmetode('APEN')).toBeUndefined();
    expect(innloggingsmetode('mobilbank')).toBeUndefined();
    expect(innloggingsmetode('BANKID_PÅ_MOBIL')).toBeUndefined();
  });
});

describe("the login method among the analytics SDK's super properties", () => {
  afterEach(() => {
    resetAnalyticsForTests();
    vi.unstubAllGlobals();
    resetConfigForTests();
    startet.length = 0;
  });

  /** Starts analytics on an opted-in page whose login context `finnLoginContext` gives; returns the SDK's super properties. */
  async function superEgenskaper(finnLoginContext: () => Promise<string | undefined>) {
    stubPage({ distributor: 'eika', mixpanelToken: 'token' }, 'eika_optin=FSM');
    vi.stubGlobal('location', { origin: 'https://www.eika.no', hostname: 'www.eika.no', pathname: '/privat/forsikring/oversikt' });
    const vindu = new EventTarget();
    vi.stubGlobal('addEventListener', vindu.addEventListener.bind(vindu));
    vi.stubGlobal('removeEventListener', vindu.removeEventListener.bind(vindu));
    vi.stubGlobal('dispatchEvent', () => true);
    resetConfigForTests();
    track('Sidevisning', { page: '/privat/forsikring/oversikt' });
    await startAnalytics(async () => 'abc', undefined, finnLoginContext);
    await vi.waitFor(() => expect(startet).toHaveLength(1));
    return startet[0]!.superProperties;
  }

  it('reports a BankID login context as the login method', async () => {
    expect(await superEgenskaper(async () => 'NETTBANK_DNB')).toMatchObject({ distributor: 'eika', innloggingsmetode: 'NETTBANK_DNB' });
  });

  it('reports no login method for ÅPEN, and still sends the events', async () => {
    const egenskaper = await superEgenskaper(async () => 'ÅPEN');
    expect(egenskaper).not.toHaveProperty('innloggingsmetode');
    expect(egenskaper).toMatchObject({ distributor: 'eika' });
  });

  it('reports no login method when the login context cannot be read', async () => {
    expect(await superEgenskaper(() => Promise.reject(new Error('client-context 500')))).not.toHaveProperty('innloggingsmetode');
  });
});
