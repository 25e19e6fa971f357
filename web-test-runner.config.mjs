// Browser tests against the built bundle in dist/ and the real demo backend (mounted as middleware,
// so tests and backend share one origin), in one engine per run: KFP_ENGINE=chromium (default;
// Debian's Chromium driven by Playwright), firefox (Debian's firefox-esr over WebDriver BiDi) or
// webkit (WebKitGTK's MiniBrowser over WebDriver). `npm run test:browser` runs all three in turn
// (scripts/test-browser.mjs); `npm run test:browser -- --engine firefox` runs one.
import { playwrightLauncher } from '@web/test-runner-playwright';
import { createDemoBackend } from './demo/server/backend.mjs';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './scripts/chromium.mjs';
import { engineCommandsPlugin, TEARDOWN_NAVIGATION_MS } from './test/browser/launchers/commands.mjs';
import { firefoxLauncher } from './test/browser/launchers/firefox.mjs';
import { webkitFiles } from './test/browser/launchers/webkit-files.mjs';
import { webkitLauncher } from './test/browser/launchers/webkit.mjs';

const ENGINES = ['chromium', 'firefox', 'webkit'];
const engine = process.env.KFP_ENGINE || 'chromium';
if (!ENGINES.includes(engine)) throw new Error(`KFP_ENGINE must be one of ${ENGINES.join(', ')}, not '${engine}'`);

/**
 * Test files that switch prefers-reduced-motion. WebDriver cannot emulate media, so in Firefox and
 * WebKit these files run twice: once as usual and once in a browser started with reduced motion;
 * each run skips (with the reason, helpers/engine.ts) what the other one covers.
 */
const REDUCED_MOTION_FILES = [
  '.tmp/browser/shell/komponenter.test.js',
  '.tmp/browser/look/bevegelse.test.js',
  '.tmp/browser/login/login.test.js',
];

/**
 * Test files of the customer's text size at 200 % (WCAG 1.4.4): the browser's default text size,
 * what `font-size: medium` is, doubled. They run only in a browser started that way: Chromium's
 * page gets it over CDP (Page.setFontSizes, the "Font size" setting), Firefox its font size
 * preference, WebKitGTK its default font size (MiniBrowser's configuration file).
 */
const LARGE_TEXT_FILES = ['.tmp/browser/look/tekst-200.test.js'];
const TEXT_SCALE = 2;

// Run for a few named files only (`… web-test-runner .tmp/browser/x.test.js`): the reduced-motion
// browser gets only those of them that need it.
const namedFiles = process.argv.slice(2).filter((arg) => arg.endsWith('.test.js'));
const reducedFiles = (
  namedFiles.length
    ? REDUCED_MOTION_FILES.filter((file) => namedFiles.some((named) => file.endsWith(named.replace(/^\.\//, ''))))
    : REDUCED_MOTION_FILES
).filter((file) => engine !== 'webkit' || webkitFiles().includes(file.replace(/^\.\//, '')));

const largeTextFiles = (
  namedFiles.length
    ? LARGE_TEXT_FILES.filter((file) => namedFiles.some((named) => file.endsWith(named.replace(/^\.\//, ''))))
    : LARGE_TEXT_FILES
).filter((file) => engine !== 'webkit' || webkitFiles().includes(file.replace(/^\.\//, '')));

const backend = createDemoBackend({ slowDelayMs: 300 });

function chromium({ textScale = 1 } = {}) {
  return playwrightLauncher({
    product: 'chromium',
    launchOptions: {
      executablePath: CHROMIUM_PATH,
      headless: true,
      args: CHROMIUM_ARGS,
    },
    // The runner's teardown navigates each finished file's page to about:blank: see TEARDOWN_NAVIGATION_MS.
    createPage: async ({ context }) => {
      const page = await context.newPage();
      page.setDefaultNavigationTimeout(TEARDOWN_NAVIGATION_MS);
      if (textScale !== 1) {
        const cdp = await context.newCDPSession(page);
        await cdp.send('Page.setFontSizes', { fontSizes: { standard: Math.round(16 * textScale), fixed: Math.round(13 * textScale) } });
      }
      return page;
    },
  });
}

function browsers() {
  if (engine === 'webkit')
    return {
      browsers: [webkitLauncher()],
      reduced: webkitLauncher({ reducedMotion: 'reduce' }),
      large: webkitLauncher({ textScale: TEXT_SCALE }),
    };
  if (engine === 'firefox')
    return {
      browsers: [firefoxLauncher()],
      reduced: firefoxLauncher({ reducedMotion: 'reduce' }),
      large: firefoxLauncher({ textScale: TEXT_SCALE }),
    };
  return { browsers: [chromium()], reduced: undefined, large: chromium({ textScale: TEXT_SCALE }) };
}
const { browsers: engineBrowsers, reduced, large } = browsers();
const groups = [
  ...(reduced && reducedFiles.length ? [{ name: `${engine}-reduced-motion`, files: reducedFiles, browsers: [reduced] }] : []),
  ...(largeTextFiles.length ? [{ name: `${engine}-large-text`, files: largeTextFiles, browsers: [large] }] : []),
];

export default {
  // The large-text files run only in their own group's browser.
  files: [
    ...(engine === 'webkit' ? webkitFiles().map((file) => `./${file}`) : ['.tmp/browser/**/*.test.js']),
    ...LARGE_TEXT_FILES.map((file) => `!${file}`),
  ],
  nodeResolve: false,
  concurrency: 1,
  concurrentBrowsers: 1,
  testsFinishTimeout: 20 * 60_000,
  browserStartTimeout: 60_000,
  // Generous per test: on a loaded 2-core machine a page load and its lazy chunks can take seconds.
  testFramework: { config: { timeout: 30_000 } },
  browsers: engineBrowsers,
  groups,
  plugins: [engineCommandsPlugin],
  middleware: [
    async (ctx, next) => {
      if (await backend.handle(ctx.req, ctx.res)) {
        ctx.respond = false;
        return;
      }
      await next();
    },
  ],
  // The engine's name is on the page for helpers/engine.ts (skipIn).
  testRunnerHtml: (testFramework) => `<!doctype html>
<html lang="nb" data-kfp-engine="${engine}">
  <head><meta charset="utf-8"><title>kfp-elements test</title></head>
  <body>
    <script type="module" src="${testFramework}"></script>
  </body>
</html>`,
};
