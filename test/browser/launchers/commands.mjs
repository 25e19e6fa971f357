// Test commands per engine. Chromium runs through Playwright and the defaults of
// @web/test-runner-commands; the Firefox and WebKit launchers answer the commands the suite uses
// (`send-keys`, `set-viewport`, `emulate-media`, `press-in-frame`) themselves, through their
// `executeEngineCommand(sessionId, command, payload)`.

export const ENGINE_COMMANDS_PLUGIN = 'kfp-engine-commands';

/** The message a test sees when its engine's driver cannot emulate reduced motion (helpers/engine.ts matches it). */
export function reducedMotionUnavailable(engine, fixed) {
  return `engine-cannot-emulate: ${engine} cannot switch prefers-reduced-motion over its driver; this run is fixed at '${fixed}'`;
}

/** 'Shift+Tab' → ['Shift', 'Tab']; a lone '+' stays a key. */
export function splitCombo(press) {
  return press.length > 1 ? press.split('+') : [press];
}

/**
 * Runs in a frame's document: focuses the button whose accessible name (aria-label or text) is
 * `name`; returns whether it did. For frames of another origin, which the test page cannot reach.
 */
export function focusButtonByName(name) {
  const buttons = [...document.querySelectorAll('button, [role="button"], input[type="button"], input[type="submit"]')];
  const button = buttons.find((b) => (b.getAttribute('aria-label') ?? b.textContent ?? b.value ?? '').trim() === name);
  if (!button) return false;
  button.focus();
  return document.activeElement === button;
}

/** Runs in a frame's document: whether the focused element is the button named `name`. */
export function isFocusedButton(name) {
  const active = document.activeElement;
  return Boolean(
    active &&
    active.matches('button, [role="button"], input[type="button"], input[type="submit"]') &&
    (active.getAttribute('aria-label') ?? active.textContent ?? active.value ?? '').trim() === name,
  );
}

/**
 * Test command `press-in-frame` `{ frame, button, key }`: focuses the button named `button` inside
 * the iframe named `frame` and presses `key`, as a keyboard user would. For frames of another
 * origin (the consent banners' stand-ins), whose documents the test page cannot reach.
 */
export const engineCommandsPlugin = {
  name: ENGINE_COMMANDS_PLUGIN,
  async executeCommand({ command, payload, session }) {
    if (typeof session.browser.executeEngineCommand === 'function') {
      return session.browser.executeEngineCommand(session.id, command, payload);
    }
    if (command === 'press-in-frame' && session.browser.type === 'playwright') {
      const page = session.browser.getPage(session.id);
      await page
        .frameLocator(`iframe[name="${payload.frame}"]`)
        .getByRole('button', { name: payload.button, exact: true })
        .press(payload.key ?? 'Enter');
      return true;
    }
    return undefined;
  },
};

/**
 * How long the runner's navigation of a finished file's page to about:blank may take (Chromium and
 * Firefox; the runner's default is 30 s). On a loaded 2-core machine that teardown timed out twice
 * for a file that ends while error reporting's session replay starts (analytics/sentry-etter-innhold,
 * every test in it passed), so the file failed though nothing in it did. A page that truly hangs
 * still fails, after this long.
 */
export const TEARDOWN_NAVIGATION_MS = 120_000;
