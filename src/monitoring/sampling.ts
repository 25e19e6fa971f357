/**
 * Spec §9's error-reporting numbers that still apply, in one place. The SDK's option names are in
 * `sentry.ts`. Spec §9's session-replay, trace and profile rates (0.1 / 0.01 / 0.005 and 1 on error;
 * 0.2; 1) and its span limits do not: replay, tracing and profiling would record the bank's whole
 * page around our elements, so they are off (issue 31; docs/editors.md, "Feilrapportering").
 */
export const SAMPLING = {
  /** Breadcrumbs kept per event. */
  maxBreadcrumbs: 100,
  /** Longer string values are cut. */
  maxValueLength: 250,
} as const;
