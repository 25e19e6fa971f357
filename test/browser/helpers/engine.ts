import { emulateMedia } from '@web/test-runner-commands';

/** The engines the browser suite runs in (web-test-runner.config.mjs, KFP_ENGINE). */
export type Engine = 'chromium' | 'firefox' | 'webkit';

/** The engine this run drives: the test page's `data-kfp-engine` (web-test-runner.config.mjs). */
export const engine: Engine = (document.documentElement.dataset.kfpEngine as Engine | undefined) ?? 'chromium';

/**
 * Skips the running test in `engines` and says why: the reason goes into the test's title (so the
 * report names it) and onto the console. For what an engine's driver cannot express; never to hide
 * a product defect.
 */
export function skipIn(test: Mocha.Context, engines: Engine | Engine[], reason: string): void {
  if (!([] as Engine[]).concat(engines).includes(engine)) return;
  skipBecause(test, `${engine}: ${reason}`);
}

function skipBecause(test: Mocha.Context, reason: string): never {
  if (test.test) test.test.title += ` [skipped in ${reason}]`;
  console.warn(`skipped in ${reason}`);
  test.skip();
}

/** Whether the page currently matches prefers-reduced-motion: reduce. */
export function prefersReducedMotion(): boolean {
  return matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/**
 * Sets prefers-reduced-motion for the running test. Chromium emulates it (Playwright); WebDriver
 * cannot, so Firefox and WebKit run the files that need it twice, once in a browser started with
 * reduced motion (web-test-runner.config.mjs, REDUCED_MOTION_FILES): there a test whose preference
 * is not this browser's is skipped, with the reason, and runs in the other browser instead.
 */
export async function useReducedMotion(test: Mocha.Context, value: 'reduce' | 'no-preference'): Promise<void> {
  if (engine === 'chromium') {
    await emulateMedia({ reducedMotion: value });
    return;
  }
  if (prefersReducedMotion() === (value === 'reduce')) return;
  skipBecause(test, `${engine}: its driver cannot emulate prefers-reduced-motion; this browser is started with '${prefersReducedMotion() ? 'reduce' : 'no-preference'}', the test needs '${value}' and runs in the other ${engine} browser of the suite`);
}

/** Puts prefers-reduced-motion back to the browser's own (after useReducedMotion; a no-op where nothing is emulated). */
export async function restoreMotion(): Promise<void> {
  if (engine === 'chromium') await emulateMedia({ reducedMotion: 'no-preference' });
}
