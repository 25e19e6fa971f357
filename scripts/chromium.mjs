// How every tool of ours starts Debian's Chromium: the test runner (web-test-runner.config.mjs), the
// bench (bench/launch.mjs), the pictures (scripts/screenshots.mjs, scripts/redaktor-bilder.mjs) and
// the package test (test/pack/pack.test.mjs). One list, so a flag added for one is had by all.

/** Where Chromium is: `CHROME_PATH`, else Debian's `/usr/bin/chromium`. */
export const CHROMIUM_PATH = process.env.CHROME_PATH || '/usr/bin/chromium';

/**
 * Headless in a container as root (no sandbox, no GPU, no /dev/shm), and nothing in the background
 * that could take a core or reach the network (updates, sync, QUIC).
 */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

/** For pictures: no scrollbars, and glyphs drawn the same on every machine. */
export const PICTURE_ARGS = [...CHROMIUM_ARGS, '--hide-scrollbars', '--font-render-hinting=none'];
