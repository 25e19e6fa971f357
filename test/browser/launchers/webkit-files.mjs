// Which browser test files run in WebKit (web-test-runner.config.mjs, scripts/test-browser.mjs):
// every file except those listed here, each with the reason it does not run in WebKit yet.
import { readdirSync } from 'node:fs';
import { join } from 'node:path';

/**
 * Files that do not run in WebKit yet, and why. A file goes here only with the reason it
 * cannot run in WebKit yet, and the run prints it. The usual cause so far: testing-library's role
 * queries over every shadow root, polled while a test waits, are slow enough in WebKitGTK to starve
 * the page; look for the place by a plain DOM search first and query roles within it
 * (test/browser/helpers/finn.ts, docs/engineering.md "Tests").
 * @type {Record<string, string>}
 */
export const WEBKIT_NOT_YET = {};

function find(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'chunks' ? [] : find(path);
    return entry.name.endsWith('.test.js') ? [path] : [];
  });
}

/** The bundled test files (.tmp/browser, after build-tests.mjs) that run in WebKit, sorted. */
export function webkitFiles(root = '.tmp/browser') {
  const skipped = new Set(Object.keys(WEBKIT_NOT_YET).map((name) => join(root, `${name}.test.js`)));
  return find(root)
    .filter((file) => !skipped.has(file))
    .sort();
}
