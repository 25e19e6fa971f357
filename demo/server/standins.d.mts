// Types of standins.mjs for TypeScript callers (tests).
import type { AnalyticsRequest, SentryEnvelope } from './backend.d.mts';

/** Decodes Mixpanel's `data` field: JSON, or base64 of UTF-8 JSON; a single event becomes a list of one. */
export function decodeMixpanelData(data: string): { format: string; items: AnalyticsRequest['items'] };

/** Parses a Sentry envelope (a replay recording's payload becomes `{ segment, events }`). `body` is a Node Buffer. */
export function parseEnvelope(body: Uint8Array): SentryEnvelope;

export const MIXPANEL_PREFIX: string;
export const SENTRY_PREFIX: string;
