import type { AnalyticsEventName, AnalyticsEvents } from './events.ts';

/** The name of the window event every tracked event is also announced with (for the host page and tests). */
export const ANALYTICS_EVENT = 'kfp-analytics';

/** The detail of the `kfp-analytics` window event. */
export interface AnalyticsEventDetail<Name extends AnalyticsEventName = AnalyticsEventName> {
  event: Name;
  properties: AnalyticsEvents[Name];
}

/**
 * Tracks an event. The facade: today it only announces the event on `window` as `kfp-analytics`
 * (no third party sees anything); the analytics issue plugs the consent-gated sender in here, so no
 * screen has to change.
 */
export function track<Name extends AnalyticsEventName>(event: Name, properties: AnalyticsEvents[Name]): void {
  globalThis.dispatchEvent?.(new CustomEvent<AnalyticsEventDetail<Name>>(ANALYTICS_EVENT, { detail: { event, properties } }));
}
