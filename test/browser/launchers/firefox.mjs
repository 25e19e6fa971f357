// Firefox for the browser suite: Debian's firefox-esr, driven over WebDriver BiDi by puppeteer-core
// through @web/test-runner-chrome's launcher. Each test file gets a fresh browser context (cookies,
// localStorage and sessionStorage would otherwise leak from one file into the next).
import { ChromeLauncher, puppeteerCore } from '@web/test-runner-chrome';
import { ENGINE_COMMANDS_PLUGIN, focusButtonByName, reducedMotionUnavailable, splitCombo, TEARDOWN_NAVIGATION_MS } from './commands.mjs';

const executablePath = process.env.FIREFOX_PATH || '/usr/bin/firefox-esr';

/** Playwright's key names (the suite's) that puppeteer spells otherwise. */
const PUPPETEER_KEYS = { Space: ' ' };

class FirefoxLauncher extends ChromeLauncher {
  /** @param {{ reducedMotion: 'reduce' | 'no-preference', textScale: number }} options */
  constructor({ reducedMotion, textScale }) {
    super(
      {
        browser: 'firefox',
        executablePath,
        headless: true,
        extraPrefsFirefox: {
          // Media emulation is not part of WebDriver BiDi: the preference is fixed per launcher.
          'ui.prefersReducedMotion': reducedMotion === 'reduce' ? 1 : 0,
          // Tab also walks links, as on the other engines (macOS-style "only text fields" is off).
          'accessibility.tabfocus': 7,
          // The customer's text size: Settings → Fonts → Size, what `font-size: medium` is (16 px).
          ...(textScale === 1
            ? {}
            : { 'font.size.variable.x-western': Math.round(16 * textScale), 'font.size.variable.x-unicode': Math.round(16 * textScale) }),
        },
      },
      ({ browser }) => browser.defaultBrowserContext(),
      async ({ browser }) => {
        const page = await (await browser.createBrowserContext()).newPage();
        // The runner's teardown navigates to about:blank; on a loaded machine 30 s was too short
        // (`TEARDOWN_NAVIGATION_MS` in commands.mjs says when).
        page.setDefaultNavigationTimeout(TEARDOWN_NAVIGATION_MS);
        return page;
      },
      puppeteerCore,
    );
    this.name =
      textScale !== 1 ? `Firefox (${textScale * 100} % text)` : reducedMotion === 'reduce' ? 'Firefox (reduced motion)' : 'Firefox';
    this.engine = 'firefox';
    this.reducedMotion = reducedMotion;
  }

  async initialize(config, testFiles) {
    moveEngineCommandsFirst(config);
    await super.initialize(config, testFiles);
  }

  /** Closes the file's page with its browser context, so the next file starts with empty storage. */
  async stopSession(sessionId) {
    const page = this.activePages.get(sessionId);
    const result = await super.stopSession(sessionId);
    this.inactivePages = this.inactivePages.filter((p) => p !== page);
    await page?.puppeteerPage
      .browserContext()
      .close()
      .catch(() => {});
    return result;
  }

  /** Test commands the defaults of @web/test-runner-commands get wrong over BiDi. */
  async executeEngineCommand(sessionId, command, payload) {
    const page = this.getPage(sessionId);
    switch (command) {
      case 'send-keys': {
        if ('type' in payload) await page.keyboard.type(payload.type);
        else if ('down' in payload) await page.keyboard.down(payload.down);
        else if ('up' in payload) await page.keyboard.up(payload.up);
        else {
          // puppeteer knows no combinations like 'Shift+Tab': hold the modifiers by hand.
          const keys = splitCombo(payload.press);
          const key = PUPPETEER_KEYS[keys.at(-1)] ?? keys.at(-1);
          keys.pop();
          for (const modifier of keys) await page.keyboard.down(modifier);
          await page.keyboard.press(key);
          for (const modifier of keys.reverse()) await page.keyboard.up(modifier);
        }
        return true;
      }
      case 'emulate-media': {
        if (payload.reducedMotion != null && payload.reducedMotion !== this.reducedMotion) {
          throw new Error(reducedMotionUnavailable('firefox', this.reducedMotion));
        }
        if (payload.colorScheme != null || payload.media != null || (payload.forcedColors != null && payload.forcedColors !== 'none'))
          throw new Error("emulate-media: only reducedMotion (and forcedColors 'none', the browser's own) is supported in Firefox");
        return true;
      }
      case 'press-in-frame': {
        const handle = await page.waitForSelector(`iframe[name="${payload.frame}"]`);
        const frame = await handle.contentFrame();
        await frame.waitForFunction(focusButtonByName, {}, payload.button);
        await page.keyboard.press(payload.key ?? 'Enter');
        return true;
      }
      default:
        return undefined;
    }
  }
}

/**
 * The default command plugins of @web/test-runner come first and answer every `send-keys`,
 * `emulate-media` … for a puppeteer launcher; ours must see them before they do.
 */
export function moveEngineCommandsFirst(config) {
  const index = config.plugins.findIndex((plugin) => plugin.name === ENGINE_COMMANDS_PLUGIN);
  if (index > 0) config.plugins.unshift(...config.plugins.splice(index, 1));
}

/**
 * @param {{ reducedMotion?: 'reduce' | 'no-preference', textScale?: number }} [options] textScale:
 * the customer's text size, 2 for 200 % text (web-test-runner.config.mjs, LARGE_TEXT_FILES)
 */
export function firefoxLauncher({ reducedMotion = 'no-preference', textScale = 1 } = {}) {
  return new FirefoxLauncher({ reducedMotion, textScale });
}
