import { getConfig, miljoFraHost } from '../config/index.ts';

/** Where an error came from, for grouping in the error-reporting service. Never personal data. */
export interface ErrorContext {
  /** The element or module, e.g. 'kfp-oversikt'. */
  source?: string;
  /** A short, fixed description. */
  message?: string;
}

type Reporter = (error: unknown, context: ErrorContext) => void;

const queue: { error: unknown; context: ErrorContext }[] = [];
let reporter: Reporter | undefined;
let loading = false;

/**
 * Reports an error. The error-reporting SDK is not on the first screen's critical path: it is loaded
 * after the page is idle, and only when a DSN is configured; errors before then wait in a queue.
 */
export function reportError(error: unknown, context: ErrorContext = {}): void {
  if (reporter) {
    reporter(error, context);
    return;
  }
  if (queue.length < 50) queue.push({ error, context });
  startMonitoring();
}

/** Loads error reporting when the browser is idle (once per page). */
export function startMonitoring(): void {
  if (loading) return;
  loading = true;
  const config = getConfig();
  if (!config.sentryDsn) return; // off: errors stay on the console only
  const load = () => {
    import('./sentry.ts')
      .then(({ initSentry }) => {
        reporter = initSentry(config.sentryDsn, miljoFraHost(location.hostname, config.miljoer));
        for (const item of queue.splice(0)) reporter(item.error, item.context);
      })
      .catch((error: unknown) => console.warn('[kfp] Error reporting could not be loaded', error));
  };
  if ('requestIdleCallback' in globalThis) requestIdleCallback(load, { timeout: 5000 });
  else setTimeout(load, 2000);
}
