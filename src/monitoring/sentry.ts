// The error-reporting SDK: its own lazy chunk, loaded after the first render when a DSN is
// configured (report.ts).
//
// A guest on the bank's page (issue 31): the bank may run its own Sentry. So no `init()`, which
// takes over the SDK's global client (from then on the bank's errors went to our DSN), and no
// integration that hooks the whole page (global error handlers, wrapped timers and listeners,
// console/fetch/history breadcrumbs, tracing, profiling, replay). The SDK's own pattern for shared
// environments: a client of our own with a scope of our own, and only what we capture ourselves.
import {
  BrowserClient,
  type Event,
  type EventHint,
  Scope,
  dedupeIntegration,
  defaultStackParser,
  httpContextIntegration,
  linkedErrorsIntegration,
  makeFetchTransport,
} from '@sentry/browser';
import type { ErrorContext } from './report.ts';
import { SAMPLING } from './sampling.ts';
import { scrubDeep } from './scrub.ts';

// In this chunk, so error reporting is one request.
import { lyttEtterEgneFeil } from './egne-feil.ts';
import type { AppConfig } from '../config/app-config.ts';
import { miljoFraHost } from '../config/environment.ts';
import { LOCATION_CHANGED } from '../page/location-changed.ts';

export { lyttEtterEgneFeil };

declare const __KFP_VERSION__: string | undefined;
/** Ours, not the host's `window.SENTRY_RELEASE`, which the SDK would take by default (as src/element/version.ts reads it). */
const RELEASE = `kfp-elements@${typeof __KFP_VERSION__ === 'string' ? __KFP_VERSION__ : '0.0.0-dev'}`;

export interface SentryStart {
  dsn: string;
  /** Production, QA, Dev or Test (spec §1). */
  environment: string;
}

export interface SentryReporter {
  report(error: unknown, context: ErrorContext): void;
  /** A step of ours (a route change) that later reports carry, scrubbed like them. */
  breadcrumb(message: string, data: Record<string, string>): void;
  /** Resolves once what is queued was sent, or after `timeoutMs`. */
  flush(timeoutMs: number): Promise<boolean>;
}

/** Our breadcrumbs' category prefix: what carries another is the bank's and is dropped. */
const EGEN_KATEGORI = 'kfp.';
/** Contexts the SDK sets itself (the rest would be the host's `setContext`). */
const SDK_KONTEKSTER = new Set(['trace', 'culture']);

const egen = (key: string) => key.startsWith(EGEN_KATEGORI);
const bare = <T>(record: Record<string, T>, keep: (key: string) => boolean): Record<string, T> =>
  Object.fromEntries(Object.entries(record).filter(([key]) => keep(key)));

/**
 * Only what is ours in an event. A host page with the same SDK version shares the SDK's global and
 * isolation scopes with our client (one `window.__SENTRY__` per version), and the SDK merges them
 * into every event: the bank's breadcrumbs, tags, extras, contexts, user and attachments would go to
 * our DSN. Here they are dropped: ours are named `kfp.*` (tags, extras, breadcrumb categories).
 */
export function bareVart<E extends Event>(event: E, hint?: EventHint): E {
  const own: E = { ...event };
  if (event.tags) own.tags = bare(event.tags, egen);
  if (event.extra) own.extra = bare(event.extra, egen);
  if (event.contexts) own.contexts = bare(event.contexts, (key) => SDK_KONTEKSTER.has(key));
  if (event.breadcrumbs) own.breadcrumbs = event.breadcrumbs.filter((crumb) => egen(crumb.category ?? ''));
  for (const key of ['user', 'fingerprint', 'transaction'] as const) delete own[key];
  if (hint) hint.attachments = [];
  return own;
}

/**
 * Starts a client of our own: every report is captured through our scope only, and the SDK collects
 * no user, cookie, header, body or query data of its own; at most 100 breadcrumbs, values cut at 250
 * characters (spec §9). What is sent is scrubbed of personal data and URL queries (scrub.ts).
 * Spec §9's tracing, profiling and session replay are off: under a client of its own each would
 * still record the whole page, the bank's part too (docs/editors.md, "Feilrapportering").
 */
/**
 * Starts error reporting once the SDK's chunk is in (src/monitoring/report.ts): our client, the
 * reports queued until now, our own uncaught errors and rejections (egne-feil.ts) and the portal's
 * route changes as breadcrumbs (scrubbed like the rest: numeric segments and identity numbers replaced).
 */
export function startRapportering(
  config: Pick<AppConfig, 'sentryDsn' | 'miljoer'>,
  queued: readonly { error: unknown; context: ErrorContext }[],
  reportError: (error: unknown, context?: ErrorContext) => void,
): SentryReporter {
  const started = initSentry({ dsn: config.sentryDsn, environment: miljoFraHost(location.hostname, config.miljoer) });
  for (const item of queued) started.report(item.error, item.context);
  lyttEtterEgneFeil(reportError);
  let sti = location.pathname;
  addEventListener(LOCATION_CHANGED, () => {
    const til = location.pathname;
    if (til !== sti) started.breadcrumb('navigation', { from: sti, to: til });
    sti = til;
  });
  return started;
}

export function initSentry(start: SentryStart): SentryReporter {
  const client = new BrowserClient({
    dsn: start.dsn,
    environment: start.environment,
    release: RELEASE,
    sampleRate: 1,
    maxBreadcrumbs: SAMPLING.maxBreadcrumbs,
    maxValueLength: SAMPLING.maxValueLength,
    dataCollection: { userInfo: false, cookies: false, httpHeaders: false, httpBodies: [], urlQueryParams: false },
    transport: makeFetchTransport,
    stackParser: defaultStackParser,
    // None of these hooks the page: linked causes, duplicates dropped, the page's address.
    integrations: [linkedErrorsIntegration(), dedupeIntegration(), httpContextIntegration()],
    // (After the scrubber, which takes "name@1.2" for an e-mail address.)
    beforeSend: (event, hint) => ({ ...scrubDeep(bareVart(event, hint)), release: RELEASE }),
  });
  const scope = new Scope();
  scope.setClient(client);
  client.init();
  return {
    report(error, context) {
      const local = scope.clone();
      if (context.source) local.setTag('kfp.source', context.source);
      if (context.message) local.setExtra('kfp.message', context.message);
      local.captureException(error);
    },
    breadcrumb(message, data) {
      scope.addBreadcrumb(
        scrubDeep({ category: `${EGEN_KATEGORI}${message}`, data, timestamp: Date.now() / 1000 }),
        SAMPLING.maxBreadcrumbs,
      );
    },
    flush: async (timeoutMs) => client.flush(timeoutMs),
  };
}
