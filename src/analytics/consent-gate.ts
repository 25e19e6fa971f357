import type { SamtykkeStatus } from './consent.ts';
import type { TrackedEvent } from './events.ts';

/** Events kept while consent is unanswered or the trackingId is not known yet; older ones are kept. */
export const MAX_QUEUED = 100;

/** What the gate needs from the page. */
export interface ConsentGateOptions {
  /** Reads the consent status now (from the cookies). */
  readStatus(): SamtykkeStatus;
  /** The status became OPTED_IN: learn the trackingId, make the analytics service ready. */
  onOptIn(): void;
  /** The status went from OPTED_IN to OPTED_OUT: stop the analytics service. */
  onOptOut(): void;
  /** Sends one event: the customer opted in and has a usable trackingId. */
  deliver(event: TrackedEvent, trackingId: string): void;
}

export interface ConsentGate {
  /** Tracks an event: sent, queued or dropped by the rules of spec §4. */
  track(event: TrackedEvent): void;
  /** The customer's trackingId ('' when there is none); sends or discards the queue when opted in. */
  setTrackingId(trackingId: string): void;
  /** Reads the status again and acts on a change (queue sent on opt-in, discarded on opt-out). */
  evaluate(): void;
  readonly status: SamtykkeStatus;
}

/** Spec §4: tracking only with a trackingId that is neither empty nor 'ukjent'. */
export function isUsableTrackingId(trackingId: string | undefined): trackingId is string {
  const id = trackingId?.trim().toLowerCase();
  return !!id && id !== 'ukjent';
}

/**
 * The consent gate of spec §4. The status starts as OPTED_OUT (the default) until `evaluate()` reads
 * the cookies. OPTED_OUT drops every event; UNANSWERED queues them; OPTED_IN sends them once the
 * trackingId is known and usable, queues them until it is known, and drops them when it is not
 * usable. Opt-in sends the queue; opt-out discards it and stops tracking.
 */
export function createConsentGate(options: ConsentGateOptions): ConsentGate {
  let status: SamtykkeStatus = 'OPTED_OUT';
  let trackingId: string | undefined;
  let queue: TrackedEvent[] = [];

  function sendQueue(): void {
    if (status !== 'OPTED_IN' || trackingId === undefined) return;
    const waiting = queue;
    queue = [];
    if (isUsableTrackingId(trackingId)) for (const event of waiting) options.deliver(event, trackingId);
  }

  return {
    track(event) {
      if (status === 'OPTED_OUT') return;
      if (status === 'UNANSWERED' || trackingId === undefined) {
        if (queue.length < MAX_QUEUED) queue.push(event);
        return;
      }
      if (isUsableTrackingId(trackingId)) options.deliver(event, trackingId);
    },
    setTrackingId(id) {
      trackingId = id;
      sendQueue();
    },
    evaluate() {
      const next = options.readStatus();
      if (next === status) return;
      const previous = status;
      status = next;
      if (next === 'OPTED_IN') {
        options.onOptIn();
        sendQueue();
      } else if (next === 'OPTED_OUT') {
        queue = [];
        if (previous === 'OPTED_IN') options.onOptOut();
      }
    },
    get status() {
      return status;
    },
  };
}
