import * as Sentry from '@sentry/browser';
import type { ErrorContext } from './report.ts';
import { scrubPersonalData } from './scrub.ts';

/**
 * Starts the error-reporting SDK with spec §9's sampling, scrubbing personal data from every event.
 * Loaded as its own chunk, after idle.
 */
export function initSentry(dsn: string, environment: string): (error: unknown, context: ErrorContext) => void {
  Sentry.init({
    dsn,
    environment,
    sampleRate: 1,
    tracesSampleRate: 0.2,
    maxBreadcrumbs: 100,
    maxValueLength: 250,
    beforeSend(event) {
      const json = scrubPersonalData(JSON.stringify(event));
      const scrubbed = JSON.parse(json) as typeof event;
      delete scrubbed.user;
      return scrubbed;
    },
    beforeBreadcrumb(breadcrumb) {
      if (breadcrumb.message) breadcrumb.message = scrubPersonalData(breadcrumb.message);
      return breadcrumb;
    },
  });
  return (error, context) => {
    Sentry.withScope((scope) => {
      if (context.source) scope.setTag('kfp.source', context.source);
      if (context.message) scope.setExtra('kfp.message', context.message);
      Sentry.captureException(error);
    });
  };
}
