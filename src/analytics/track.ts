import { anonymiserSti } from '../format/path.ts';
import { afterNextPaint } from '../page/next-paint.ts';
import type { AnalyticsEventName, AnalyticsEvents, TrackedEvent } from './events.ts';
import type { AnalyticsRuntime } from './runtime.ts';

/** The detail of the `kfp-analytics` window event. */
export type AnalyticsEventDetail<Name extends AnalyticsEventName = AnalyticsEventName> = TrackedEvent<Name>;

/** Events kept before the consent gate has loaded. */
const MAX_EARLY = 100;

let runtime: AnalyticsRuntime | undefined;
let started = false;
const early: TrackedEvent[] = [];

/**
 * Tracks an event of the catalogue (`events.ts`). Nothing leaves the page, and no `kfp-analytics`
 * window event is announced, unless the customer opted in (spec §4) and has a usable trackingId;
 * until consent is answered the event waits in a queue. The consent code loads after the first
 * render; events tracked before then wait here.
 */
export function track<Name extends AnalyticsEventName>(event: Name, properties: AnalyticsEvents[Name]): void {
  const tracked = { event, properties } as TrackedEvent;
  if (runtime) runtime.gate.track(tracked);
  else if (early.length < MAX_EARLY) early.push(tracked);
}

/** Tracks 'Knappeklikk' for a button or link with a fixed `label` (never text from the API or config). */
export function trackKnappeklikk(label: string): void {
  track('Knappeklikk', { label, page: anonymiserSti(location.pathname) });
}

/** Tracks 'Skjemautfylling' for a form field by its fixed name (never its value). */
export function trackSkjemautfylling(field: string): void {
  track('Skjemautfylling', { field, page: anonymiserSti(location.pathname) });
}

/**
 * Starts analytics for the page (once, at boot): after the first render, and once `notBefore`
 * resolves (the page's first content, src/page/first-content.ts), loads the consent gate and
 * hands it the events tracked so far and the ways to learn the customer's trackingId and login
 * context (for the login method, `innloggingsmetode.ts`).
 */
export function startAnalytics(
  findTrackingId: () => Promise<string>,
  notBefore: () => Promise<void> = () => Promise.resolve(),
  findLoginContext: () => Promise<string | undefined> = () => Promise.resolve(undefined),
): Promise<void> {
  if (started) return Promise.resolve();
  started = true;
  return afterNextPaint()
    .then(notBefore)
    .then(() => import('./runtime.ts'))
    .then(({ startRuntime }) => {
      runtime = startRuntime(findTrackingId, findLoginContext);
      for (const tracked of early.splice(0)) runtime.gate.track(tracked);
    })
    .catch((error: unknown) => console.warn('[kfp] Analytics could not be started', error));
}

/** Tests only: forget the runtime and the early queue. */
export function resetAnalyticsForTests(): void {
  runtime?.stop();
  runtime = undefined;
  started = false;
  early.length = 0;
}
