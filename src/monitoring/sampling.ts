/**
 * Spec §9's error-reporting numbers, in one place. The SDK's option names are in `sentry.ts`.
 */
export const SAMPLING = {
  /** Replays of sessions that had an error (buffered, sent when the error happens). */
  replaysOnErrorSampleRate: 1,
  /** Performance traces. */
  tracesSampleRate: 0.2,
  /** Profiles of the sampled traces. */
  profileSessionSampleRate: 1,
  /** A page-load or navigation trace ends 1 s after its last span… */
  idleTimeout: 1000,
  /** …and after 30 s at the latest… */
  finalTimeout: 30_000,
  /** …and a child span open for 15 s is ended. */
  childSpanTimeout: 15_000,
  /** Spans per transaction at most. */
  maxSpans: 1000,
  /** Breadcrumbs kept per event. */
  maxBreadcrumbs: 100,
  /** Longer string values are cut. */
  maxValueLength: 250,
} as const;

/** The traffic levels of config `trafikkniva` and their session-replay sample rates (spec §9). */
export const REPLAY_RATE_BY_TRAFFIC = { normal: 0.1, hoy: 0.01, 'ekstra-hoy': 0.005 } as const;

/** The session-replay sample rate for a traffic level; an unknown level counts as 'normal'. */
export function replaysSessionSampleRate(trafikkniva: string): number {
  return REPLAY_RATE_BY_TRAFFIC[trafikkniva as keyof typeof REPLAY_RATE_BY_TRAFFIC] ?? REPLAY_RATE_BY_TRAFFIC.normal;
}
