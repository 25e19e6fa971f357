/**
 * Analytics and error reporting in browser tests: the config that points both SDKs at the demo
 * backend's stand-ins, what the stand-ins received, and the consent banners' stand-ins.
 */
import { executeServerCommand } from '@web/test-runner-commands';
import type { AnalyticsRequest, SentryEnvelope } from '../../../demo/server/backend.d.mts';
import { waitFor } from './wait.ts';

export type { AnalyticsRequest, SentryEnvelope };

/** The trackingId of the demo's claims customer (demo/server/customers/skadekunde.mjs). */
export const DEMO_TRACKING_ID = '7f3c2a10-5b1e-4c8e-9d2a-1e6f0b7a4c11';

/** Config keys that send analytics to the stand-in; the demo's alliance domain is 'localhost'. */
export function analyticsConfig(): Record<string, unknown> {
  return { mixpanelToken: 'test-token', mixpanelApiHost: `${location.origin}/demo/mixpanel`, alliansedomene: 'localhost' };
}

/** Config keys that send error reports to the stand-in (the DSN's path is not under /api). */
export function sentryConfig(): Record<string, unknown> {
  return { sentryDsn: `${location.protocol}//testkey@${location.host}/demo/sentry/1` };
}

/** Every request the analytics stand-in received since the last reset. */
export async function analyticsReceived(): Promise<AnalyticsRequest[]> {
  return (await fetch('/demo/analytics-received')).json() as Promise<AnalyticsRequest[]>;
}

export interface ReceivedEvent {
  event: string;
  properties: Record<string, unknown>;
}

/** The events the analytics stand-in received at /track, in order. */
export async function trackedEvents(): Promise<ReceivedEvent[]> {
  return (await analyticsReceived())
    .filter((request) => request.endpoint === 'track')
    .flatMap((request) => request.items as unknown as ReceivedEvent[]);
}

/** Every envelope the error-reporting stand-in received since the last reset. */
export async function sentryReceived(): Promise<SentryEnvelope[]> {
  return (await fetch('/demo/sentry-received')).json() as Promise<SentryEnvelope[]>;
}

/** Every item of a type the error-reporting stand-in received, with its envelope. */
export async function sentryItems(type: string): Promise<{ envelope: SentryEnvelope; payload: Record<string, unknown> }[]> {
  return (await sentryReceived()).flatMap((envelope) =>
    envelope.items.filter((item) => item.type === type).map((item) => ({ envelope, payload: item.payload as Record<string, unknown> })),
  );
}

/** URLs the page requested from the analytics host (resource timing covers XHR, fetch and beacons). */
export function analyticsHostRequests(): string[] {
  return performance
    .getEntriesByType('resource')
    .map((entry) => entry.name)
    .filter((url) => new URL(url).pathname.startsWith('/demo/mixpanel'));
}

/** Names of the page's cookies and of its local and session storage keys. */
export function storedNames(): { cookies: string[]; localStorage: string[]; sessionStorage: string[] } {
  const cookies = document.cookie ? document.cookie.split('; ').map((part) => part.split('=')[0]!) : [];
  return { cookies, localStorage: Object.keys(localStorage), sessionStorage: Object.keys(sessionStorage) };
}

/** True for a cookie or storage key the analytics SDK writes. */
export const isAnalyticsName = (name: string) => /^(mp_|__mp|_mp|mixpanel)/i.test(name);

let bannerCount = 0;

export type Regime = 'allianse' | 'bankmerke' | 'none';

/**
 * Opens the regime's consent-banner stand-in in a frame from another origin
 * (http://samtykke.localhost:PORT), as a bank page shows the alliance's banner.
 */
export async function openBanner(regime: Regime, container: HTMLElement): Promise<HTMLIFrameElement> {
  const frame = document.createElement('iframe');
  frame.title = 'Samtykkebanner';
  frame.name = `samtykkebanner-${(bannerCount += 1)}`;
  frame.style.width = '600px';
  frame.style.height = '200px';
  const loaded = new Promise((resolve) => frame.addEventListener('load', resolve, { once: true }));
  frame.src = `${location.protocol}//samtykke.localhost:${location.port}/demo/samtykke/banner?regime=${regime}&portal=${encodeURIComponent(location.origin)}`;
  container.append(frame);
  await loaded;
  return frame;
}

/**
 * Answers the banner by keyboard (the frame is of another origin, so the test runner focuses the
 * button and presses Enter) and resolves once the banner posted 'optin_closed' to this page.
 */
export async function answerBanner(frame: HTMLIFrameElement, choice: 'ja' | 'nei'): Promise<void> {
  let closed = false;
  const onMessage = (event: MessageEvent) => {
    if (event.data === 'optin_closed' && event.source === frame.contentWindow) closed = true;
  };
  addEventListener('message', onMessage);
  try {
    const button = choice === 'ja' ? 'Godta statistikk' : 'Avslå statistikk';
    await executeServerCommand('press-in-frame', { frame: frame.name, button, key: 'Enter' });
    await waitFor(() => closed, { timeout: 10_000 });
  } finally {
    removeEventListener('message', onMessage);
  }
}

/** The consent cookie of each regime when the customer accepted statistics (the config's default names). */
const ACCEPTED: Record<Regime, string> = {
  allianse: 'eika_optin=FSM',
  bankmerke: 'samtykke_statistikk=2',
  none: `cookie_consent=${encodeURIComponent('{"statistics":"accepted"}')}`,
};

/** Sets the regime's consent cookie as accepted; call before `loadBundle` for analytics from the start. */
export function acceptStatistics(regime: Regime = 'allianse'): void {
  document.cookie = `${ACCEPTED[regime]}; Path=/`;
}
