// How every bench starts: Debian's Chromium with the same flags, and the bench server beside it.
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../scripts/chromium.mjs';
import { startBenchServer } from './server.mjs';

/** Debian's Chromium (`CHROME_PATH` for another), headless, with the tools' flags (scripts/chromium.mjs). */
export function launchBenchBrowser() {
  return chromium.launch({ executablePath: CHROMIUM_PATH, headless: true, args: CHROMIUM_ARGS });
}

/**
 * Starts a bench server (`startBenchServer(serverOptions)`) and the browser, runs `measure` and
 * closes both, whatever happens.
 *
 * @template T
 * @param {Parameters<typeof startBenchServer>[0]} serverOptions
 * @param {(browser: import('playwright-core').Browser, origin: string) => Promise<T>} measure
 * @returns {Promise<T>}
 * @example await withBenchBrowser({ routes: { [BASE]: 'bench/pages/inp.html' } }, (browser, origin) => interactions(browser, origin))
 */
export async function withBenchBrowser(serverOptions, measure) {
  const server = await startBenchServer(serverOptions);
  try {
    const browser = await launchBenchBrowser();
    try {
      return await measure(browser, server.url);
    } finally {
      await browser.close();
    }
  } finally {
    await server.close();
  }
}
