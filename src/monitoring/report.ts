import { getConfig } from '../config/index.ts';
import { afterNextPaint } from '../page/next-paint.ts';
import type { SentryReporter } from './sentry.ts';

/** Where an error came from, for grouping in the error-reporting service. Never personal data. */
export interface ErrorContext {
  /** The element or module, e.g. 'kfp-oversikt'. */
  source?: string;
  /** A short, fixed description. */
  message?: string;
}

const queue: { error: unknown; context: ErrorContext }[] = [];
let reporter: SentryReporter | undefined;
let loading: Promise<void> | undefined;
let scheduled = false;

/**
 * Reports an error. The error-reporting SDK is not on the first screen's critical path: it loads
 * after the page's first content, and only when a DSN is configured; errors before then wait in a queue.
 */
export function reportError(error: unknown, context: ErrorContext = {}): void {
  if (reporter) {
    reporter.report(error, context);
    return;
  }
  if (queue.length < 50) queue.push({ error, context });
  startMonitoring();
}

/**
 * Loads the SDK's chunk once (nothing without a DSN) and starts our own client; from then on our
 * own uncaught errors and unhandled rejections (egne-feil.ts) and the portal's route changes (as
 * breadcrumbs) are reported too.
 */
function load(): Promise<void> {
  const config = getConfig();
  if (!config.sentryDsn) return Promise.resolve(); // off: errors stay on the console only
  loading ??= import('./sentry.ts')
    .then(({ startRapportering }) => {
      reporter = startRapportering(config, queue.splice(0), reportError);
    })
    .catch((error: unknown) => console.warn('[kfp] Error reporting could not be loaded', error));
  return loading;
}

/** What error reporting waits for before it loads (see `startMonitoring`). */
let ventPaa: () => Promise<void> = () => Promise.resolve();

/**
 * Schedules error reporting (once per page): after `etter` (the page's first content: the SDK's
 * chunk must not compete with the first screen), then after the next frame, when the browser is idle.
 * @param etter resolves when the page may spend time on error reporting; kept for later calls
 */
export function startMonitoring(etter?: () => Promise<void>): void {
  if (etter) ventPaa = etter;
  if (scheduled || !getConfig().sentryDsn) return;
  scheduled = true;
  const whenIdle = () => {
    if ('requestIdleCallback' in globalThis) requestIdleCallback(() => void load(), { timeout: 3000 });
    else setTimeout(() => void load(), 1000);
  };
  void ventPaa().then(afterNextPaint).then(whenIdle);
}

/**
 * Sends what was reported before the page is left (a redirect), waiting at most `timeoutMs`: loads
 * the SDK at once if it has not loaded yet. Resolves at once when error reporting is off.
 */
export async function flushReports(timeoutMs: number): Promise<void> {
  if (!getConfig().sentryDsn) return;
  const deadline = new Promise<void>((resolve) => setTimeout(resolve, timeoutMs));
  const sent = load().then(() => reporter?.flush(timeoutMs));
  await Promise.race([sent, deadline]);
}
