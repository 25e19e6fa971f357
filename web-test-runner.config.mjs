// Browser tests: Debian's Chromium, driven by Playwright, against the built bundle in dist/ and the
// real demo backend (mounted as middleware, so tests and backend share one origin).
import { playwrightLauncher } from '@web/test-runner-playwright';
import { createDemoBackend } from './demo/server/backend.mjs';

const backend = createDemoBackend({ slowDelayMs: 300 });

/**
 * Test command `press-in-frame` `{ frame, button, key }`: focuses the button named `button` inside
 * the iframe named `frame` and presses `key`, as a keyboard user would. For frames of another
 * origin (the consent banners' stand-ins), whose documents the test page cannot reach.
 */
const pressInFramePlugin = {
  name: 'press-in-frame',
  async executeCommand({ command, payload, session }) {
    if (command !== 'press-in-frame') return undefined;
    const page = session.browser.getPage(session.id);
    await page.frameLocator(`iframe[name="${payload.frame}"]`).getByRole('button', { name: payload.button, exact: true }).press(payload.key ?? 'Enter');
    return true;
  },
};
const executablePath = process.env.CHROME_PATH || '/usr/bin/chromium';

export default {
  files: ['.tmp/browser/**/*.test.js'],
  nodeResolve: false,
  concurrency: 1,
  concurrentBrowsers: 1,
  testsFinishTimeout: 20 * 60_000,
  browserStartTimeout: 60_000,
  testFramework: { config: { timeout: 15_000 } },
  browsers: [
    playwrightLauncher({
      product: 'chromium',
      launchOptions: {
        executablePath,
        headless: true,
        args: [
          '--no-sandbox',
          '--disable-gpu',
          '--disable-dev-shm-usage',
          '--disable-background-networking',
          '--disable-component-update',
          '--disable-sync',
          '--no-first-run',
          '--disable-quic',
        ],
      },
    }),
  ],
  plugins: [pressInFramePlugin],
  middleware: [
    async (ctx, next) => {
      if (await backend.handle(ctx.req, ctx.res)) {
        ctx.respond = false;
        return;
      }
      await next();
    },
  ],
  testRunnerHtml: (testFramework) => `<!doctype html>
<html lang="nb">
  <head><meta charset="utf-8"><title>kfp-elements test</title></head>
  <body>
    <script type="module" src="${testFramework}"></script>
  </body>
</html>`,
};
