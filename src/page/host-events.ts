/**
 * Every public event of the bundle, typed once: its name maps to its detail type, and the one
 * dispatch helper takes the detail type from the name. The build reads these maps
 * (scripts/package/host-events.mjs): an element's events in `custom-elements.json` and `kfp.d.ts`
 * are the `useHostEvent('…')`/`sendHostEvent(…, '…')` calls its code reaches, with the detail type
 * and the description (unless the element's `@fires` says more) of their entry here.
 */
import type { AnalyticsEventDetail } from '../analytics/track.ts';
import type { FeedbackValue, FollowupAnswer } from '../store/feedback-slice.ts';

/** The contract's `kfp-feedback` detail (spec §3 "Widget feedback submission"). */
export interface FeedbackDetail {
  feedbackValue: FeedbackValue;
  intentionalSubmit: boolean;
  message?: string;
}

/** The contract's `kfp-feedback-contact` detail (spec §3 "Contact submission"). */
export interface ContactDetail {
  email: string;
  phone?: string;
}

/** The detail of `kfp-element-krasjet`. */
export interface ElementKrasjetDetail {
  /** The crashed element's tag, e.g. 'kfp-tilbud'. */
  tag: string;
}

/** The events elements fire to the host page (bubbling and composed), by name. */
export interface KfpHostEventMap {
  /** The main feedback was given. */
  'kfp-feedback': FeedbackDetail;
  /** The follow-up questions were answered. */
  'kfp-feedback-followup': FollowupAnswer[];
  /** The contact form was sent. */
  'kfp-feedback-contact': ContactDetail;
  /**
   * The element's screen crashed (also cancelable). A container that shows the failure itself calls
   * `preventDefault()`, as `<kfp-router>` does for the screen it routes to; otherwise the element
   * shows its own error state.
   */
  'kfp-element-krasjet': ElementKrasjetDetail;
}

/** The events the bundle announces on `window`, by name. */
export interface KfpWindowEventMap {
  /** Every event the portal tracks, announced on `window` (never with personal data). */
  'kfp-analytics': AnalyticsEventDetail;
}

export type HostEventName = keyof KfpHostEventMap;
export type WindowEventName = keyof KfpWindowEventMap;

/**
 * Dispatches the public event `name` from `target` to the host page: a `CustomEvent` that bubbles
 * and is composed, so it crosses every shadow boundary. Returns it (a cancelable one may have been
 * cancelled). The name is written as a literal at the call: the build finds the events that way.
 */
export function sendHostEvent<Name extends HostEventName>(
  target: EventTarget,
  name: Name,
  detail: KfpHostEventMap[Name],
  { cancelable = false }: { cancelable?: boolean } = {},
): CustomEvent<KfpHostEventMap[Name]> {
  const event = new CustomEvent(name, { detail, bubbles: true, composed: true, cancelable });
  target.dispatchEvent(event);
  return event;
}

type AsCustomEvents<Map> = { [Name in keyof Map]: CustomEvent<Map[Name]> };
type HostCustomEvents = AsCustomEvents<KfpHostEventMap>;
type WindowCustomEvents = AsCustomEvents<KfpWindowEventMap>;

declare global {
  // So `addEventListener('kfp-feedback', …)` knows its detail, in our code as in a host's.
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface GlobalEventHandlersEventMap extends HostCustomEvents {}
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface WindowEventMap extends WindowCustomEvents {}
}
