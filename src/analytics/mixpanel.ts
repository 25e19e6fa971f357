// The analytics service's SDK: its own lazy chunk, loaded only after the customer opted in and a
// token is configured. The core loader is the smallest entry with tracking and people profiles
// (the default entry bundles a session recorder we do not use).
import mixpanel from 'mixpanel-browser/src/loaders/loader-module-core';
import type { TrackedEvent } from './events.ts';
import { mixpanelConfig } from './mixpanel-config.ts';
import { tilfeldigProfilnavn } from './profilnavn.ts';

export interface MixpanelStart {
  token: string;
  apiHost: string;
  trackingId: string;
  /** Sent with every event: never personal data. */
  superProperties: Record<string, string>;
  /** The page's URL as analytics may see it (numeric path segments replaced, no query). */
  currentUrl: () => string;
}

export interface MixpanelClient {
  track(event: TrackedEvent): void;
  /** Opt-out: stop sending, drop what is queued and everything the SDK stored. */
  stop(): void;
  /** Opt-in again on the same page. */
  resume(): void;
}

type OptOutOptions = Parameters<typeof mixpanel.opt_out_tracking>[0];
type ClearOptions = Parameters<typeof mixpanel.clear_opt_in_out_tracking>[0];

/** Starts the SDK as its own named instance (a host page's own copy is left alone). */
export function startMixpanel(start: MixpanelStart): MixpanelClient {
  const instance = mixpanel.init(start.token, mixpanelConfig(start.apiHost), 'kfp');
  const identify = () => {
    instance.register(start.superProperties);
    // Identified by trackingId only; the profile's name is random, never the customer's (spec §9).
    instance.identify(start.trackingId);
    const navn = tilfeldigProfilnavn();
    instance.people.set_once({ $first_name: navn.fornavn, $last_name: navn.etternavn });
  };
  identify();
  return {
    track({ event, properties }) {
      instance.track(event, { ...properties, $current_url: start.currentUrl() });
    },
    stop() {
      // (The SDK's types lack these two documented options.)
      instance.opt_out_tracking({ delete_user: false, clear_persistence: true } as OptOutOptions);
      // No opt-out flag left behind either: our consent gate decides, from the consent cookies.
      instance.clear_opt_in_out_tracking({ enable_persistence: false } as ClearOptions);
    },
    resume() {
      instance.clear_opt_in_out_tracking({ enable_persistence: true } as ClearOptions);
      identify();
    },
  };
}
