/**
 * Loading the real bundle (dist/kfp.js) into the test page with a config, and placing elements.
 */
import { readConfig } from '../../../src/config/read-config.ts';
import { baseConfig } from './base-config.ts';

export const API = '/api/privat/forsikring';

/**
 * Puts the config JSON on the page and imports the bundle. The config is read once at start-up, so
 * call this once per test file, before any element connects. A test's config must be valid: it is
 * checked against the config schema first, so a test never runs on defaults by accident.
 */
export async function loadBundle(config: Record<string, unknown> = {}): Promise<void> {
  if (!document.getElementById('kfp-config')) {
    const text = JSON.stringify({ ...baseConfig, ...config });
    const { problems } = readConfig(text);
    if (problems.length) throw new Error(`The test's config is not valid: ${problems.map((problem) => problem.message).join(' ')}`);
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

/** Removes every container `mount` made. */
export function cleanup(): void {
  for (const container of document.querySelectorAll('.test-container')) container.remove();
}

/** Sets the page's path without a load (the test page stays the same document). */
export function goTo(path: string): void {
  const session = new URLSearchParams(location.search).get('wtr-session-id');
  const url = new URL(path, location.origin);
  if (session) url.searchParams.set('wtr-session-id', session);
  history.replaceState(null, '', url.pathname + url.search + url.hash);
}
