// The error-reporting SDK: its own lazy chunk, loaded after the first render when a DSN is
// configured (report.ts). Session replay comes from its own chunk (replay.ts).
import {
  addEventProcessor,
  type addIntegration,
  browserProfilingIntegration,
  browserTracingIntegration,
  captureException,
  flush,
  init,
  makeFetchTransport,
  withScope,
} from '@sentry/browser';
import type { ErrorContext } from './report.ts';
import { scrubReplayRecordings } from './replay-envelope.ts';
import { SAMPLING, replaysSessionSampleRate } from './sampling.ts';
import { scrubDeep } from './scrub.ts';

export interface SentryStart {
  dsn: string;
  /** Production, QA, Dev or Test (spec §1). */
  environment: string;
  /** Config `trafikkniva`: sets the session-replay sample rate. */
  trafikkniva: string;
  /** The replay integration, when its chunk loaded. */
  replay?: Parameters<typeof addIntegration>[0] | undefined;
}

export interface SentryReporter {
  report(error: unknown, context: ErrorContext): void;
  /** Resolves once what is queued was sent, or after `timeoutMs`. */
  flush(timeoutMs: number): Promise<boolean>;
}

/**
 * Starts the SDK with spec §9's numbers: replays of 10 % (normal traffic), 1 % (high) or 0.5 % (extra
 * high) of sessions and of every session with an error; 20 % of traces, each profiled (the browser
 * profiling integration, which needs the host page's `Document-Policy: js-profiling` header; without
 * it traces go unprofiled); traces end 1 s after their last span, after 30 s at the latest, child spans
 * after 15 s; at most 1000 spans, 100 breadcrumbs, values cut at 250 characters. Every event, trace,
 * breadcrumb and replay event is scrubbed of personal data and URL queries; the SDK collects no user,
 * cookie, header, body or query data of its own.
 */
export function initSentry(start: SentryStart): SentryReporter {
  init({
    dsn: start.dsn,
    environment: start.environment,
    sampleRate: 1,
    tracesSampleRate: SAMPLING.tracesSampleRate,
    // Whole transactions (spec §9 counts spans per transaction), not spans streamed one by one.
    traceLifecycle: 'static',
    replaysSessionSampleRate: replaysSessionSampleRate(start.trafikkniva),
    replaysOnErrorSampleRate: SAMPLING.replaysOnErrorSampleRate,
    profileSessionSampleRate: SAMPLING.profileSessionSampleRate,
    profileLifecycle: 'trace',
    maxBreadcrumbs: SAMPLING.maxBreadcrumbs,
    maxValueLength: SAMPLING.maxValueLength,
    dataCollection: { userInfo: false, cookies: false, httpHeaders: false, httpBodies: [], urlQueryParams: false },
    integrations: [
      browserTracingIntegration({
        idleTimeout: SAMPLING.idleTimeout,
        finalTimeout: SAMPLING.finalTimeout,
        childSpanTimeout: SAMPLING.childSpanTimeout,
      }),
      browserProfilingIntegration(),
      ...(start.replay ? [start.replay] : []),
    ],
    beforeSend(event) {
      const scrubbed = scrubDeep(event);
      delete scrubbed.user;
      return scrubbed;
    },
    beforeSendTransaction(event) {
      const scrubbed = scrubDeep(event);
      delete scrubbed.user;
      // The SDK keeps 1000 spans itself today; this holds spec §9's limit whatever it does tomorrow.
      if (scrubbed.spans && scrubbed.spans.length > SAMPLING.maxSpans) scrubbed.spans = scrubbed.spans.slice(0, SAMPLING.maxSpans);
      return scrubbed;
    },
    beforeBreadcrumb(breadcrumb) {
      return scrubDeep(breadcrumb);
    },
    // Replay recordings hold the page's address and the DOM's link addresses as they are.
    transport(options) {
      const fetchTransport = makeFetchTransport(options);
      return { ...fetchTransport, send: async (envelope) => fetchTransport.send(await scrubReplayRecordings(envelope)) };
    },
  });
  // Replay events (their list of visited URLs) have no before-send hook of their own.
  addEventProcessor((event) => (event.type === 'replay_event' ? scrubDeep(event) : event));
  return {
    report(error, context) {
      withScope((scope) => {
        if (context.source) scope.setTag('kfp.source', context.source);
        if (context.message) scope.setExtra('kfp.message', context.message);
        captureException(error);
      });
    },
    flush: (timeoutMs) => flush(timeoutMs),
  };
}
