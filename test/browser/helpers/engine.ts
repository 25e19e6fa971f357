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
  skipBecause(
    test,
    `${engine}: its driver cannot emulate prefers-reduced-motion; this browser is started with '${prefersReducedMotion() ? 'reduce' : 'no-preference'}', the test needs '${value}' and runs in the other ${engine} browser of the suite`,
  );
}

/** Puts prefers-reduced-motion back to the browser's own (after useReducedMotion; a no-op where nothing is emulated). */
export async function restoreMotion(): Promise<void> {
  if (engine === 'chromium') await emulateMedia({ reducedMotion: 'no-preference' });
}

/**
 * For a test of the customer's text size at 200 %: such files run in a browser started with its
 * default text size doubled (web-test-runner.config.mjs, LARGE_TEXT_FILES). In any other browser
 * (a file named on the command line runs in both) the test is skipped, with the reason.
 */
export function useLargeText(test: Mocha.Context): void {
  const medium = mediumPx();
  if (medium === 32) return;
  if (medium !== 16) throw new Error(`font-size: medium is ${medium}px in this browser, neither the default 16px nor 200 % (32px)`);
  skipBecause(
    test,
    `${engine}: this browser has the default text size (16px); the test runs in the suite's ${engine} browser with 200 % text`,
  );
}

/** What `font-size: medium` is in this browser, in px: the customer's text size (16 unless changed). */
export function mediumPx(): number {
  const proeve = document.createElement('div');
  proeve.style.cssText = 'all: initial; font-size: medium; position: absolute';
  document.body.append(proeve);
  const storrelse = parseFloat(getComputedStyle(proeve).fontSize);
  proeve.remove();
  return storrelse;
}
