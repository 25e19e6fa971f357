import type { Config } from 'mixpanel-browser';
import { anonymiserSti } from '../format/path.ts';

/** Properties the SDK adds by itself that could carry a URL of another site (and its query): never sent. */
export const BLOCKED_PROPERTIES = [
  '$referrer',
  '$referring_domain',
  '$initial_referrer',
  '$initial_referring_domain',
  '$search_engine',
  'mp_keyword',
];

/**
 * A URL or path as analytics may see it: no query, no fragment, every all-digit path segment
 * ':id' (`anonymiserSti`). Any other text is left as it is.
 */
export function anonymiserAdresse(verdi: string): string {
  const start = /^[a-z][a-z\d+.-]*:\/\/[^/?#]*/i.exec(verdi)?.[0] ?? (verdi.startsWith('/') ? '' : undefined);
  return start === undefined ? verdi : start + anonymiserSti(verdi.slice(start.length));
}

/** A copy of what the SDK is about to send with every URL or path in it anonymised (`anonymiserAdresse`). */
export function anonymiserUtsending<T>(data: T): T {
  if (typeof data === 'string') return anonymiserAdresse(data) as T;
  if (Array.isArray(data)) return data.map((item: unknown) => anonymiserUtsending(item)) as T;
  if (data === null || typeof data !== 'object') return data;
  return Object.fromEntries(Object.entries(data).map(([key, value]) => [key, anonymiserUtsending(value)])) as T;
}

/**
 * The analytics SDK's options (spec §4, §7, §9): batches to `apiHost` (the EU endpoint by default),
 * the IP address not stored, storage in localStorage only (no cookies), no automatic page views,
 * clicks, marketing parameters, referrers, remote settings or session recording: only the events
 * of our catalogue leave the browser. Whatever the SDK adds by itself (its own `$identify` event
 * carries the page's address as `$current_url`), every event, profile and group update passes
 * `anonymiserUtsending` just before it is sent: no query, fragment or numeric path segment reaches
 * the analytics host.
 */
/** The SDK runs `before_send_people` and `before_send_groups` too (its batchers' types), which its types leave out. */
type Hooks = Config['hooks'] & { before_send_people?: <T>(data: T) => T; before_send_groups?: <T>(data: T) => T };

export function mixpanelConfig(apiHost: string): Partial<Omit<Config, 'hooks'>> & { track_marketing: boolean; hooks: Hooks } {
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
    hooks: { before_send_events: anonymiserUtsending, before_send_people: anonymiserUtsending, before_send_groups: anonymiserUtsending },
  };
}
