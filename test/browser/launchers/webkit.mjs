// WebKit for the browser suite: Debian's webkit2gtk-driver. WebKitWebDriver drives WebKitGTK's
// MiniBrowser over classic W3C WebDriver (plain `fetch`, no client library) under an Xvfb display of
// the launcher's own. One fresh WebDriver session (a fresh browser, so fresh storage) per test file.
//
// Details that matter:
// - Without a window manager no window has focus, and focus inside frames then fails: the window is
//   given the X input focus with xdotool after each start.
// - MiniBrowser's toolbar keeps the window at least 447 px wide; a generated gtk-3.0/gtk.css under
//   the launcher's own XDG_CONFIG_HOME shrinks it, so the 320 px tests get 320 px.
// - Media emulation is not part of WebDriver: WebKitGTK reports prefers-reduced-motion: reduce when
//   GTK's animations are off (gtk-3.0/settings.ini), so reduced motion is fixed per launcher.
import { spawn, execFile } from 'node:child_process';
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { isFocusedButton, reducedMotionUnavailable, splitCombo } from './commands.mjs';
import { moveEngineCommandsFirst } from './firefox.mjs';

const run = promisify(execFile);
const DRIVER = process.env.WEBKIT_WEBDRIVER_PATH || '/usr/bin/WebKitWebDriver';
const MINIBROWSER = process.env.WEBKIT_MINIBROWSER_PATH || '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser';
/** No WebDriver call may hang the run: each fails after this long. */
const COMMAND_TIMEOUT_MS = 60_000;

/** Playwright's key names (the suite's) as WebDriver key code points. */
const KEYS = {
  Backspace: '\uE003',
  Tab: '\uE004',
  Enter: '\uE007',
  Shift: '\uE008',
  Control: '\uE009',
  Alt: '\uE00A',
  Escape: '\uE00C',
  Space: ' ',
  PageUp: '\uE00E',
  PageDown: '\uE00F',
  End: '\uE010',
  Home: '\uE011',
  ArrowLeft: '\uE012',
  ArrowUp: '\uE013',
  ArrowRight: '\uE014',
  ArrowDown: '\uE015',
  Delete: '\uE017',
  Meta: '\uE03D',
};

function keyValue(name) {
  const value = KEYS[name] ?? (name.length === 1 ? name : undefined);
  if (value === undefined) throw new Error(`webkit: no WebDriver key for '${name}'`);
  return value;
}

const delay = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** Polls `check` every 100 ms for up to 10 s; throws `message` if it never held. */
async function waitUntil(check, message) {
  for (let i = 0; i < 100; i++) {
    if (await check()) return;
    await delay(100);
  }
  throw new Error(`webkit: ${message}`);
}

class WebKitLauncher {
  /** @param {{ reducedMotion: 'reduce' | 'no-preference', textScale: number }} options */
  constructor({ reducedMotion, textScale }) {
    this.type = 'webkit-webdriver';
    this.engine = 'webkit';
    this.name = textScale !== 1 ? `WebKit (${textScale * 100} % text)` : reducedMotion === 'reduce' ? 'WebKit (reduced motion)' : 'WebKit';
    this.reducedMotion = reducedMotion;
    this.textScale = textScale;
    /** @type {Map<string, { webdriverId: string, url: string }>} */
    this.sessions = new Map();
  }

  async initialize(config) {
    moveEngineCommandsFirst(config);
  }

  /** Starts Xvfb and WebKitWebDriver once, on first use. */
  async ensureDriver() {
    if (!this.started) this.started = this.startDriver();
    return this.started;
  }

  async startDriver() {
    this.home = mkdtempSync(join(tmpdir(), 'kfp-webkit-'));
    const gtk = join(this.home, 'gtk-3.0');
    mkdirSync(gtk);
    // Shrinks MiniBrowser's toolbar, which otherwise keeps the window at least 447 px wide.
    writeFileSync(
      join(gtk, 'gtk.css'),
      '* { min-width: 0; min-height: 0; padding: 0; margin: 0; border-width: 0; font-size: 1px; -gtk-icon-transform: scale(0.01); }\n',
    );
    writeFileSync(join(gtk, 'settings.ini'), `[Settings]\ngtk-enable-animations=${this.reducedMotion === 'reduce' ? 'false' : 'true'}\n`);
    // The customer's text size: WebKitSettings' default font size (what `font-size: medium` is,
    // 16 px), set through MiniBrowser's configuration file.
    this.browserArgs = [];
    if (this.textScale !== 1) {
      const config = join(this.home, 'minibrowser.ini');
      writeFileSync(
        config,
        `[websettings]\ndefault-font-size=${Math.round(16 * this.textScale)}\ndefault-monospace-font-size=${Math.round(13 * this.textScale)}\n`,
      );
      this.browserArgs.push(`--config=${config}`);
    }

    this.display = await startXvfb();
    this.port = await freePort();
    this.driver = spawn(DRIVER, [`--port=${this.port}`], {
      stdio: ['ignore', 'ignore', 'pipe'],
      env: {
        ...process.env,
        DISPLAY: this.display.name,
        XDG_CONFIG_HOME: this.home,
        GDK_BACKEND: 'x11',
        WEBKIT_DISABLE_COMPOSITING_MODE: '1',
      },
    });
    this.driver.stderr.on('data', (chunk) => {
      if (process.env.KFP_WEBKIT_DEBUG) process.stderr.write(chunk);
    });
    this.driver.on('exit', (code, signal) => {
      if (!this.stopping) console.error(`webkit: WebKitWebDriver exited (${code ?? signal})`);
    });
    for (let i = 0; ; i++) {
      try {
        await this.wd('GET', '/status');
        break;
      } catch (error) {
        if (i > 100) throw new Error(`webkit: WebKitWebDriver did not answer on port ${this.port}: ${error.message}`, { cause: error });
        await delay(100);
      }
    }
  }

  /** One WebDriver call; throws with the driver's message, or after COMMAND_TIMEOUT_MS. */
  async wd(method, path, body) {
    const response = await fetch(`http://127.0.0.1:${this.port}${path}`, {
      method,
      headers: body === undefined ? {} : { 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(COMMAND_TIMEOUT_MS),
    });
    const json = await response.json().catch(() => ({}));
    if (!response.ok) throw new Error(`webkit: ${method} ${path}: ${json.value?.error ?? response.status} ${json.value?.message ?? ''}`);
    return json.value;
  }

  webdriverId(sessionId) {
    const session = this.sessions.get(sessionId);
    if (!session) throw new Error(`webkit: no session ${sessionId}`);
    return session.webdriverId;
  }

  async startSession(sessionId, url) {
    await this.ensureDriver();
    const { sessionId: webdriverId } = await this.wd('POST', '/session', {
      capabilities: { alwaysMatch: { 'webkitgtk:browserOptions': { binary: MINIBROWSER, args: ['--automation', ...this.browserArgs] } } },
    });
    this.sessions.set(sessionId, { webdriverId, url });
    await this.focusWindow();
    await this.setViewport(webdriverId, { width: 800, height: 600 });
    await this.wd('POST', `/session/${webdriverId}/url`, { url });
  }

  /** Gives MiniBrowser's window the X input focus (no window manager does it under Xvfb). */
  async focusWindow() {
    const env = { ...process.env, DISPLAY: this.display.name };
    for (let i = 0; i < 50; i++) {
      const { stdout } = await run('xdotool', ['search', '--onlyvisible', '--class', 'MiniBrowser'], { env }).catch(() => ({ stdout: '' }));
      const windows = stdout.split('\n').filter(Boolean);
      if (windows.length) {
        for (const window of windows) await run('xdotool', ['windowfocus', window], { env }).catch(() => {});
        return;
      }
      await delay(100);
    }
    console.warn('webkit: found no MiniBrowser window to focus');
  }

  /**
   * The page's viewport at `width` × `height` CSS px: the window less what MiniBrowser's chrome takes.
   * Without a window manager the window's new size reaches the page a moment after the WebDriver call
   * returns (later still on a busy machine), so each step waits until the page's size has settled
   * before it measures what the chrome takes.
   */
  async setViewport(webdriverId, { width, height }) {
    let rect = { width, height };
    let inner = [0, 0];
    for (let i = 0; i < 5; i++) {
      await this.wd('POST', `/session/${webdriverId}/window/rect`, rect);
      inner = await this.settledViewport(webdriverId, [width, height]);
      if (inner[0] === width && inner[1] === height) return;
      const outer = await this.wd('GET', `/session/${webdriverId}/window/rect`);
      rect = { width: outer.width + width - inner[0], height: outer.height + height - inner[1] };
    }
    if (inner[0] !== width) throw new Error(`webkit: could not make the viewport ${width} px wide (it is ${inner[0]} × ${inner[1]})`);
  }

  /** The page's [innerWidth, innerHeight] once it is `wanted` or has read the same three times in a row (at most 3 s). */
  async settledViewport(webdriverId, wanted) {
    const read = () => this.execute(webdriverId, 'return [innerWidth, innerHeight]');
    let last = await read();
    let same = 0;
    for (let i = 0; i < 60 && same < 2; i++) {
      if (last[0] === wanted[0] && last[1] === wanted[1]) return last;
      await delay(50);
      const now = await read();
      same = now[0] === last[0] && now[1] === last[1] ? same + 1 : 0;
      last = now;
    }
    return last;
  }

  execute(webdriverId, script, args = []) {
    return this.wd('POST', `/session/${webdriverId}/execute/sync`, { script, args });
  }

  async keys(webdriverId, actions) {
    await this.wd('POST', `/session/${webdriverId}/actions`, { actions: [{ type: 'key', id: 'keyboard', actions }] });
    await this.wd('DELETE', `/session/${webdriverId}/actions`);
  }

  async press(webdriverId, combo) {
    const values = splitCombo(combo).map(keyValue);
    await this.keys(webdriverId, [
      ...values.map((value) => ({ type: 'keyDown', value })),
      ...values.reverse().map((value) => ({ type: 'keyUp', value })),
    ]);
  }

  /** The suite's test commands (send-keys, set-viewport, send-mouse, reset-mouse, emulate-media, press-in-frame). */
  async executeEngineCommand(sessionId, command, payload) {
    const id = this.webdriverId(sessionId);
    switch (command) {
      case 'send-keys': {
        if ('type' in payload)
          await this.keys(
            id,
            [...payload.type].flatMap((value) => [
              { type: 'keyDown', value },
              { type: 'keyUp', value },
            ]),
          );
        else if ('press' in payload) await this.press(id, payload.press);
        else if ('down' in payload)
          await this.wd('POST', `/session/${id}/actions`, {
            actions: [{ type: 'key', id: 'keyboard', actions: [{ type: 'keyDown', value: keyValue(payload.down) }] }],
          });
        else
          await this.wd('POST', `/session/${id}/actions`, {
            actions: [{ type: 'key', id: 'keyboard', actions: [{ type: 'keyUp', value: keyValue(payload.up) }] }],
          });
        return true;
      }
      case 'set-viewport':
        await this.setViewport(id, payload);
        return true;
      case 'send-mouse': {
        // @web/test-runner-commands' sendMouse: move to [x, y] (CSS px in the viewport), click, down or up.
        const button = { left: 0, middle: 1, right: 2 }[payload.button ?? 'left'];
        const actions = [];
        if (payload.position)
          actions.push({
            type: 'pointerMove',
            origin: 'viewport',
            x: Math.round(payload.position[0]),
            y: Math.round(payload.position[1]),
            duration: 0,
          });
        if (payload.type === 'click' || payload.type === 'down') actions.push({ type: 'pointerDown', button });
        if (payload.type === 'click' || payload.type === 'up') actions.push({ type: 'pointerUp', button });
        await this.wd('POST', `/session/${id}/actions`, {
          actions: [{ type: 'pointer', id: 'mouse', parameters: { pointerType: 'mouse' }, actions }],
        });
        return true;
      }
      case 'reset-mouse':
        // Releases every button and key the session holds, then puts the pointer in the corner.
        await this.wd('DELETE', `/session/${id}/actions`);
        await this.wd('POST', `/session/${id}/actions`, {
          actions: [
            {
              type: 'pointer',
              id: 'mouse',
              parameters: { pointerType: 'mouse' },
              actions: [{ type: 'pointerMove', origin: 'viewport', x: 0, y: 0, duration: 0 }],
            },
          ],
        });
        return true;
      case 'emulate-media': {
        if (payload.reducedMotion != null && payload.reducedMotion !== this.reducedMotion)
          throw new Error(reducedMotionUnavailable('webkit', this.reducedMotion));
        if (payload.colorScheme != null || payload.media != null || (payload.forcedColors != null && payload.forcedColors !== 'none'))
          throw new Error("emulate-media: only reducedMotion (and forcedColors 'none', the browser's own) is supported in WebKit");
        return true;
      }
      case 'press-in-frame': {
        // WebKit lets a frame of another origin take focus only from the user, so no script can
        // focus the button: focus the frame from the page, then Tab to the button, as a keyboard
        // user does, and press the key.
        const frame = await this.wd('POST', `/session/${id}/element`, { using: 'css selector', value: `iframe[name="${payload.frame}"]` });
        await this.focusWindow();
        await this.execute(id, 'arguments[0].focus()', [frame]);
        await this.wd('POST', `/session/${id}/frame`, { id: frame });
        try {
          const onButton = `return (${isFocusedButton.toString()})(arguments[0])`;
          await waitUntil(
            () => this.execute(id, 'return document.readyState === "complete" && document.querySelectorAll("button").length > 0'),
            `frame '${payload.frame}' never showed a button`,
          );
          for (let i = 0; !(await this.execute(id, onButton, [payload.button])); i++) {
            if (i > 30) throw new Error(`webkit: Tab never reached the button '${payload.button}' in frame '${payload.frame}'`);
            await this.press(id, 'Tab');
          }
          await this.press(id, payload.key ?? 'Enter');
        } finally {
          await this.wd('POST', `/session/${id}/frame`, { id: null });
        }
        return true;
      }
      default:
        return undefined;
    }
  }

  isActive(sessionId) {
    return this.sessions.has(sessionId);
  }

  async getBrowserUrl(sessionId) {
    return this.wd('GET', `/session/${this.webdriverId(sessionId)}/url`);
  }

  async startDebugSession() {
    throw new Error('webkit: no debug sessions');
  }

  async stopSession(sessionId) {
    const session = this.sessions.get(sessionId);
    this.sessions.delete(sessionId);
    if (session) await this.wd('DELETE', `/session/${session.webdriverId}`).catch((error) => console.warn(error.message));
    return {};
  }

  async stop() {
    this.stopping = true;
    for (const sessionId of [...this.sessions.keys()]) await this.stopSession(sessionId);
    this.driver?.kill();
    this.display?.process.kill();
    if (this.home) rmSync(this.home, { recursive: true, force: true });
  }
}

/**
 * An Xvfb display of our own, 1600 × 1200. Xvfb picks the free display number itself and writes it to
 * a pipe once it accepts connections (`-displayfd`). Choosing the number here (the first whose lock
 * file was missing) raced with a second checkout's suite on the machine: both could pick the same
 * number, and when the other run's file ended and stopped its Xvfb, this run's MiniBrowser lost
 * its display (stop 34: `feedback/followup` failed in 6 s with no test run).
 */
async function startXvfb() {
  const process_ = spawn('Xvfb', ['-displayfd', '3', '-screen', '0', '1600x1200x24', '-nolisten', 'tcp'], {
    stdio: ['ignore', 'ignore', 'ignore', 'pipe'],
  });
  const number = await new Promise((resolve) => {
    let text = '';
    const timer = setTimeout(() => resolve(undefined), 10_000);
    process_.stdio[3].on('data', (chunk) => {
      text += chunk.toString();
      if (text.includes('\n')) {
        clearTimeout(timer);
        resolve(text.trim());
      }
    });
    process_.on('exit', () => {
      clearTimeout(timer);
      resolve(undefined);
    });
  });
  if (!number || !/^\d+$/.test(number)) {
    process_.kill();
    throw new Error('webkit: could not start Xvfb (is it installed? apt-get install xvfb)');
  }
  return { name: `:${number}`, process: process_ };
}

async function freePort() {
  const { createServer } = await import('node:net');
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

/**
 * @param {{ reducedMotion?: 'reduce' | 'no-preference', textScale?: number }} [options] textScale:
 * the customer's text size, 2 for 200 % text (web-test-runner.config.mjs, LARGE_TEXT_FILES)
 */
export function webkitLauncher({ reducedMotion = 'no-preference', textScale = 1 } = {}) {
  return new WebKitLauncher({ reducedMotion, textScale });
}
