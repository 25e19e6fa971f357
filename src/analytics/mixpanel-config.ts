import type { Config } from 'mixpanel-browser';

/** Properties the SDK adds by itself that could carry a URL of another site (and its query): never sent. */
export const BLOCKED_PROPERTIES = ['$referrer', '$referring_domain', '$initial_referrer', '$initial_referring_domain', '$search_engine', 'mp_keyword'];

/**
 * The analytics SDK's options (spec §4, §7, §9): batches to `apiHost` (the EU endpoint by default),
 * the IP address not stored, storage in localStorage only (no cookies), no automatic page views,
 * clicks, marketing parameters, referrers, remote settings or session recording: only the events
 * of our catalogue leave the browser.
 */
export function mixpanelConfig(apiHost: string): Partial<Config> & { track_marketing: boolean } {
  return {
    api_host: apiHost.replace(/\/+$/, ''),
    // JSON bodies, as the SDK picks by itself for its own hosts (it would send base64 to any other).
    api_payload_format: 'json',
    ip: false,
    persistence: 'localStorage',
    opt_out_tracking_persistence_type: 'localStorage',
    batch_requests: true,
    track_pageview: false,
    autocapture: false,
    save_referrer: false,
    track_marketing: false,
    store_google: false,
    stop_utm_persistence: true,
    skip_first_touch_marketing: true,
    property_blacklist: BLOCKED_PROPERTIES,
    record_sessions_percent: 0,
    flags: false,
    remote_settings_mode: 'disabled',
  };
}
