import type { TrackedEvent } from './events.ts';
import type { MixpanelClient, MixpanelStart } from './mixpanel.ts';

type MixpanelModule = Pick<typeof import('./mixpanel.ts'), 'startMixpanel'>;

/** Hands consented events to the analytics SDK, which it loads (its own chunk) with the first one. */
export interface MixpanelSink {
  deliver(event: TrackedEvent, trackingId: string): void;
  stop(): void;
  resume(): void;
}

/**
 * The SDK is not loaded before the first consented event with a usable trackingId: before opt-in
 * the analytics host sees no request and the page gets no analytics storage. Events that arrive
 * while the chunk loads wait here; opt-out drops them.
 */
export function createMixpanelSink(
  settings: Omit<MixpanelStart, 'trackingId'>,
  load: () => Promise<MixpanelModule> = () => import('./mixpanel.ts'),
): MixpanelSink {
  let module: MixpanelModule | undefined;
  let loading: Promise<void> | undefined;
  let client: MixpanelClient | undefined;
  let trackingId = '';
  let stopped = false;
  let pending: TrackedEvent[] = [];

  function flush(): void {
    if (!module || stopped || pending.length === 0) return;
    client ??= module.startMixpanel({ ...settings, trackingId });
    for (const event of pending.splice(0)) client.track(event);
  }

  return {
    deliver(event, id) {
      if (stopped) return;
      trackingId = id;
      pending.push(event);
      if (client) {
        flush();
        return;
      }
      loading ??= load()
        .then((loaded) => {
          module = loaded;
          flush();
        })
        .catch((error: unknown) => console.warn('[kfp] Analytics could not be loaded', error));
    },
    stop() {
      stopped = true;
      pending = [];
      client?.stop();
    },
    resume() {
      if (!stopped) return;
      stopped = false;
      client?.resume();
    },
  };
}
