// Analytics behind consent: its own small chunk, loaded after the first render (track.ts queues
// what screens track until then). Reads consent, listens for the consent banner, and delivers
// consented events to the `kfp-analytics` window event and the analytics service.
import { getConfig, miljoFraHost } from '../config/index.ts';
import { anonymiserSti } from '../format/path.ts';
import { sendWindowEvent } from '../page/window-events.ts';
import { samtykkeStatus } from './consent.ts';
import { createConsentGate, type ConsentGate } from './consent-gate.ts';
import { listenForOptinClosed } from './consent-messages.ts';
import { innloggingsmetode } from './innloggingsmetode.ts';
import { createMixpanelSink } from './mixpanel-sink.ts';

export interface AnalyticsRuntime {
  gate: ConsentGate;
  /** Stops listening for the consent banner (tests). */
  stop(): void;
}

/** The page's URL as analytics may see it: numeric path segments replaced, no query or fragment. */
const anonymisedUrl = () => location.origin + anonymiserSti(location.pathname);

/**
 * Starts the consent gate for the page: the status from the cookies now and 250 ms after each
 * 'optin_closed' from the alliance; the trackingId and the login context asked from
 * `findTrackingId` and `findLoginContext` only after opt-in; the analytics SDK loaded only with the
 * first consented event and a configured token.
 */
export function startRuntime(
  findTrackingId: () => Promise<string>,
  findLoginContext: () => Promise<string | undefined> = () => Promise.resolve(undefined),
): AnalyticsRuntime {
  const config = getConfig();
  // Sent with every event. The login method joins them before the first event is delivered (the
  // gate delivers nothing before it has the trackingId, which is set together with it).
  const superProperties: Record<string, string> = {
    distributor: config.distributor,
    miljo: miljoFraHost(location.hostname, config.miljoer),
  };
  const sink = config.mixpanelToken
    ? createMixpanelSink({
        token: config.mixpanelToken,
        apiHost: config.mixpanelApiHost,
        superProperties,
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
      // A login context that cannot be learnt is unknown: no login method, the events still go.
      Promise.all([findTrackingId(), findLoginContext().catch(() => undefined)]).then(
        ([trackingId, loginContext]) => {
          const metode = innloggingsmetode(loginContext);
          if (metode) superProperties.innloggingsmetode = metode;
          gate.setTrackingId(trackingId);
        },
        () => gate.setTrackingId(''),
      );
    },
    onOptOut: () => sink?.stop(),
    deliver: (event, trackingId) => {
      sendWindowEvent('kfp-analytics', event);
      sink?.deliver(event, trackingId);
    },
  });
  const stop = listenForOptinClosed(config.alliansedomene, () => gate.evaluate());
  gate.evaluate();
  return { gate, stop };
}
