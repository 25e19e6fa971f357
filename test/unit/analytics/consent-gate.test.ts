import { describe, expect, it, vi } from 'vitest';
import type { SamtykkeStatus } from '../../../src/analytics/consent.ts';
import { MAX_QUEUED, createConsentGate, isUsableTrackingId } from '../../../src/analytics/consent-gate.ts';
import type { TrackedEvent } from '../../../src/analytics/events.ts';

const side = (page: string): TrackedEvent => ({ event: 'Sidevisning', properties: { page } });

function setup(initial: SamtykkeStatus) {
  let status = initial;
  const delivered: [string, string][] = [];
  const onOptIn = vi.fn();
  const onOptOut = vi.fn();
  const gate = createConsentGate({
    readStatus: () => status,
    onOptIn,
    onOptOut,
    deliver: (event, trackingId) => delivered.push([(event.properties as { page: string }).page, trackingId]),
  });
  const set = (next: SamtykkeStatus) => {
    status = next;
    gate.evaluate();
  };
  return { gate, delivered, onOptIn, onOptOut, set };
}

describe('the consent gate (spec §4)', () => {
  it('is opted out by default, before the cookies are read', () => {
    const { gate, delivered } = setup('OPTED_IN');
    expect(gate.status).toBe('OPTED_OUT');
    gate.setTrackingId('abc');
    gate.track(side('/a'));
    expect(delivered).toEqual([]);
  });

  it('opted in with a usable trackingId: sends at once', () => {
    const { gate, delivered, onOptIn } = setup('OPTED_IN');
    gate.evaluate();
    expect(onOptIn).toHaveBeenCalledTimes(1);
    gate.setTrackingId('abc');
    gate.track(side('/a'));
    expect(delivered).toEqual([['/a', 'abc']]);
  });

  it('opted in before the trackingId is known: queues, then sends in order', () => {
    const { gate, delivered } = setup('OPTED_IN');
    gate.evaluate();
    gate.track(side('/a'));
    gate.track(side('/b'));
    expect(delivered).toEqual([]);
    gate.setTrackingId('abc');
    expect(delivered).toEqual([
      ['/a', 'abc'],
      ['/b', 'abc'],
    ]);
  });

  it('unanswered: queues; opt-in sends the queue', () => {
    const { gate, delivered, set } = setup('UNANSWERED');
    gate.evaluate();
    gate.setTrackingId('abc');
    gate.track(side('/a'));
    gate.track(side('/b'));
    expect(delivered).toEqual([]);
    set('OPTED_IN');
    expect(delivered).toEqual([
      ['/a', 'abc'],
      ['/b', 'abc'],
    ]);
    gate.track(side('/c'));
    expect(delivered.at(-1)).toEqual(['/c', 'abc']);
  });

  it('unanswered: learning the trackingId sends nothing yet', () => {
    const { gate, delivered } = setup('UNANSWERED');
    gate.evaluate();
    gate.track(side('/a'));
    gate.setTrackingId('abc');
    expect(delivered).toEqual([]);
  });

  it('unanswered, then opted in before the trackingId is known: the queue waits for it', () => {
    const { gate, delivered, set } = setup('UNANSWERED');
    gate.evaluate();
    gate.track(side('/a'));
    set('OPTED_IN');
    expect(delivered).toEqual([]);
    gate.setTrackingId('abc');
    expect(delivered).toEqual([['/a', 'abc']]);
  });

  it('opted in, then unanswered (the choice was withdrawn): nothing is stopped, events wait for an answer', () => {
    const { gate, delivered, set, onOptOut } = setup('OPTED_IN');
    gate.evaluate();
    gate.setTrackingId('abc');
    set('UNANSWERED');
    gate.track(side('/a'));
    expect(onOptOut).not.toHaveBeenCalled();
    expect(delivered).toEqual([]);
    set('OPTED_IN');
    expect(delivered).toEqual([['/a', 'abc']]);
  });

  it('unanswered: opt-out discards the queue and tracks nothing more', () => {
    const { gate, delivered, set, onOptOut } = setup('UNANSWERED');
    gate.evaluate();
    gate.setTrackingId('abc');
    gate.track(side('/a'));
    set('OPTED_OUT');
    gate.track(side('/b'));
    set('OPTED_IN');
    expect(delivered).toEqual([]);
    expect(onOptOut).not.toHaveBeenCalled(); // nothing was running to stop
    gate.track(side('/c'));
    expect(delivered).toEqual([['/c', 'abc']]);
  });

  it('opted in, then out: stops the service, drops what comes after; in again: sends only what comes then', () => {
    const { gate, delivered, set, onOptIn, onOptOut } = setup('OPTED_IN');
    gate.evaluate();
    gate.setTrackingId('abc');
    gate.track(side('/a'));
    set('OPTED_OUT');
    expect(onOptOut).toHaveBeenCalledTimes(1);
    gate.track(side('/b'));
    set('OPTED_IN');
    expect(onOptIn).toHaveBeenCalledTimes(2);
    gate.track(side('/c'));
    expect(delivered).toEqual([
      ['/a', 'abc'],
      ['/c', 'abc'],
    ]);
  });

  it('opted out: drops events, even when a trackingId is known', () => {
    const { gate, delivered } = setup('OPTED_OUT');
    gate.evaluate();
    gate.setTrackingId('abc');
    gate.track(side('/a'));
    expect(delivered).toEqual([]);
  });

  it('an unchanged status does nothing', () => {
    const { gate, onOptIn, set } = setup('OPTED_IN');
    gate.evaluate();
    set('OPTED_IN');
    expect(onOptIn).toHaveBeenCalledTimes(1);
  });

  it.each(['', '  ', 'ukjent', 'UKJENT', ' Ukjent '])('never tracks with the trackingId %j, and discards the queue', (trackingId) => {
    const { gate, delivered } = setup('OPTED_IN');
    gate.evaluate();
    gate.track(side('/a'));
    gate.setTrackingId(trackingId);
    gate.track(side('/b'));
    expect(delivered).toEqual([]);
    gate.setTrackingId('abc');
    expect(delivered, 'the discarded queue stays discarded').toEqual([]);
  });

  it('keeps at most MAX_QUEUED events while waiting', () => {
    const { gate, delivered, set } = setup('UNANSWERED');
    gate.evaluate();
    gate.setTrackingId('abc');
    for (let i = 0; i < MAX_QUEUED + 5; i += 1) gate.track(side(`/${i}`));
    set('OPTED_IN');
    expect(delivered).toHaveLength(MAX_QUEUED);
    expect(delivered[0]).toEqual(['/0', 'abc']);
  });

  it('isUsableTrackingId', () => {
    expect(isUsableTrackingId('7f3c2a10')).toBe(true);
    expect(isUsableTrackingId(undefined)).toBe(false);
    expect(isUsableTrackingId('ukjent')).toBe(false);
  });
});
