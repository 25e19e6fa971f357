/**
 * Loading the real bundle (dist/kfp.js) into the test page with a config, and placing elements.
 */
import { readFinnerIkkeForsikring } from '../../../src/config/finner-ikke-forsikring.ts';
import { readConfig } from '../../../src/config/read-config.ts';
import { unknownKeys } from '../../../src/config/unknown-keys.ts';
import { baseConfig } from './base-config.ts';

export const API = '/api/privat/forsikring';

/**
 * Puts the config JSON on the page and imports the bundle. The config is read once at start-up, so
 * call this once per test file, before any element connects. A test's config must be valid: it is
 * checked against the config schema first, so a test never runs on defaults by accident, and a key
 * the schema does not know (a slip such as `distributer`, which the bundle passes over) is a problem
 * too (`unknownKeys`). A test of a bad config names the problems it means to cause (their keys,
 * the unknown ones last) in `expectProblems`: exactly those must occur.
 */
export async function loadBundle(
  config: Record<string, unknown> = {},
  { expectProblems = [] }: { expectProblems?: string[] } = {},
): Promise<void> {
  if (!document.getElementById('kfp-config')) {
    const text = JSON.stringify({ ...baseConfig, ...config });
    const { config: lest, problems } = readConfig(text);
    // The overview's accordion reads its own key when its lower half shows (issue 35): checked here too.
    readFinnerIkkeForsikring(lest.finnerIkkeForsikringConfig, problems);
    const unknown = unknownKeys(text);
    const keys = [...problems.map((problem) => problem.key), ...unknown.map((nokkel) => nokkel.key)];
    if (keys.join('\n') !== [...expectProblems].join('\n')) {
      const messages = [...problems.map((problem) => problem.message), ...unknown.map((nokkel) => `Unknown config key "${nokkel.key}".`)];
      throw new Error(`The test's config is not valid: ${messages.join(' ')} (expected problems: ${expectProblems.join(', ') || 'none'})`);
    }
    const script = document.createElement('script');
    script.type = 'application/json';
    script.id = 'kfp-config';
    script.textContent = text;
    document.head.append(script);
  }
  // A variable specifier keeps the bundler from inlining it: the test must run the built file.
  const url = '/dist/kfp.js';
  await import(/* @vite-ignore */ url);
}

/** A fresh container in the body holding `markup`; removed by `cleanup()`. */
export function mount(markup: string): HTMLElement {
  const container = document.createElement('div');
  container.className = 'test-container';
  // Test-authored markup only; never text from config or an API.
  container.innerHTML = markup;
  document.body.append(container);
  return container;
}

/** Loads about:blank into `frame`; resolves once it is in. */
function tom(frame: HTMLIFrameElement): Promise<void> {
  return new Promise((resolve) => {
    frame.addEventListener('load', () => resolve(), { once: true });
    frame.src = 'about:blank';
  });
}

/**
 * Removes every container `mount` made; resolves once all are gone. A container without frames goes
 * at once. One with frames goes after its frames have loaded about:blank, so what the portal in them
 * started ends with its page. (The stuck WebKit files of 2026 were not the removal: a lazy chunk
 * waiting in a top-level await when its frame went spun WebKit's page process for good, whether the
 * frame was unloaded or removed; no chunk waits there now, test/webkit-repro/tla-ramme/README.md.)
 */
export function cleanup(): Promise<void> {
  const borte = [...document.querySelectorAll('.test-container')].map(async (container) => {
    const rammer = [...container.querySelectorAll('iframe')];
    if (rammer.length) await Promise.all(rammer.map(tom));
    container.remove();
  });
  return Promise.all(borte).then(() => undefined);
}

/** Sets the page's path without a load (the test page stays the same document). */
export function goTo(path: string): void {
  const session = new URLSearchParams(location.search).get('wtr-session-id');
  const url = new URL(path, location.origin);
  if (session) url.searchParams.set('wtr-session-id', session);
  history.replaceState(null, '', url.pathname + url.search + url.hash);
}
