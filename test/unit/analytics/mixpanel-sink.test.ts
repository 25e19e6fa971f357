import { describe, expect, it, vi } from 'vitest';
import type { TrackedEvent } from '../../../src/analytics/events.ts';
import type { MixpanelStart } from '../../../src/analytics/mixpanel.ts';
import { createMixpanelSink } from '../../../src/analytics/mixpanel-sink.ts';

const side = (page: string): TrackedEvent => ({ event: 'Sidevisning', properties: { page } });
const settings = { token: 't', apiHost: 'https://api-eu.mixpanel.com', superProperties: {}, currentUrl: () => 'https://x/' };

function fakeSdk() {
  const started: MixpanelStart[] = [];
  const tracked: string[] = [];
  const client = {
    track: (event: TrackedEvent) => tracked.push((event.properties as { page: string }).page),
    stop: vi.fn(),
    resume: vi.fn(),
  };
  const load = vi.fn(async () => ({
    startMixpanel: (start: MixpanelStart) => {
      started.push(start);
      return client;
    },
  }));
  return { started, tracked, client, load };
}

describe('the analytics SDK behind the gate', () => {
  it('is not loaded before the first consented event; then started once with the trackingId, events in order', async () => {
    const sdk = fakeSdk();
    const sink = createMixpanelSink(settings, sdk.load);
    expect(sdk.load).not.toHaveBeenCalled();
    sink.deliver(side('/a'), 'abc');
    sink.deliver(side('/b'), 'abc');
    await vi.waitFor(() => expect(sdk.tracked).toEqual(['/a', '/b']));
    sink.deliver(side('/c'), 'abc');
    expect(sdk.tracked).toEqual(['/a', '/b', '/c']);
    expect(sdk.load).toHaveBeenCalledTimes(1);
    expect(sdk.started.map((start) => start.trackingId)).toEqual(['abc']);
  });

  it('opt-out while the SDK loads: it is never started and the waiting events are dropped', async () => {
    const sdk = fakeSdk();
    const sink = createMixpanelSink(settings, sdk.load);
    sink.deliver(side('/a'), 'abc');
    sink.stop();
    await sdk.load.mock.results[0]!.value;
    await Promise.resolve();
    expect(sdk.started).toEqual([]);
    expect(sdk.tracked).toEqual([]);
  });

  it('opt-out stops the SDK and drops what follows; opt-in resumes it', async () => {
    const sdk = fakeSdk();
    const sink = createMixpanelSink(settings, sdk.load);
    sink.deliver(side('/a'), 'abc');
    await vi.waitFor(() => expect(sdk.tracked).toEqual(['/a']));
    sink.stop();
    expect(sdk.client.stop).toHaveBeenCalledTimes(1);
    sink.deliver(side('/b'), 'abc');
    sink.resume();
    expect(sdk.client.resume).toHaveBeenCalledTimes(1);
    sink.deliver(side('/c'), 'abc');
    expect(sdk.tracked).toEqual(['/a', '/c']);
  });
});
