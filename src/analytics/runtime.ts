// Analytics behind consent: its own small chunk, loaded after the first render (track.ts queues
// what screens track until then). Reads consent, listens for the consent banner, and delivers
// consented events to the `kfp-analytics` window event and the analytics service.
import { getConfig, miljoFraHost } from '../config/index.ts';
import { anonymiserSti } from '../format/path.ts';
import { samtykkeStatus } from './consent.ts';
import { createConsentGate, type ConsentGate } from './consent-gate.ts';
import { listenForOptinClosed } from './consent-messages.ts';
import type { AnalyticsEventDetail } from './track.ts';
import { createMixpanelSink } from './mixpanel-sink.ts';

/** The window event every delivered event is announced with (for the host page and tests). */
const ANALYTICS_EVENT = 'kfp-analytics';

export interface AnalyticsRuntime {
  gate: ConsentGate;
  /** Stops listening for the consent banner (tests). */
  stop(): void;
}

/** The page's URL as analytics may see it: numeric path segments replaced, no query or fragment. */
const anonymisedUrl = () => location.origin + anonymiserSti(location.pathname);

/**
 * Starts the consent gate for the page: the status from the cookies now and 250 ms after each
 * 'optin_closed' from the alliance; the trackingId asked from `findTrackingId` only after opt-in;
 * the analytics SDK loaded only with the first consented event and a configured token.
 */
export function startRuntime(findTrackingId: () => Promise<string>): AnalyticsRuntime {
  const config = getConfig();
  const sink = config.mixpanelToken
    ? createMixpanelSink({
        token: config.mixpanelToken,
        apiHost: config.mixpanelApiHost,
        superProperties: { distributor: config.distributor, miljo: miljoFraHost(location.hostname, config.miljoer) },
        currentUrl: anonymisedUrl,
      })
    : undefined;
  let askedForTrackingId = false;
  const gate: ConsentGate = createConsentGate({
    readStatus: () => samtykkeStatus(config, globalThis.document?.cookie ?? ''),
    onOptIn: () => {
      sink?.resume();
      if (askedForTrackingId) return;
      askedForTrackingId = true;
      findTrackingId().then(
        (trackingId) => gate.setTrackingId(trackingId),
        () => gate.setTrackingId(''),
      );
    },
    onOptOut: () => sink?.stop(),
    deliver: (event, trackingId) => {
      globalThis.dispatchEvent?.(new CustomEvent<AnalyticsEventDetail>(ANALYTICS_EVENT, { detail: event }));
      sink?.deliver(event, trackingId);
    },
  });
  const stop = listenForOptinClosed(config.alliansedomene, () => gate.evaluate());
  gate.evaluate();
  return { gate, stop };
}
