// Bundles every browser test (test/browser/**/*.test.ts) and its fixtures into .tmp/browser/, so
// @web/test-runner serves plain ES modules. The tests load the real bundle from /dist/kfp.js.
import * as esbuild from 'esbuild';
import { readdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { sharedOptions } from '../../build.mjs';

async function find(dir, pattern) {
  const found = [];
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) found.push(...(await find(path, pattern)));
    else if (pattern.test(entry.name)) found.push(path);
  }
  return found;
}

await rm('.tmp/browser', { recursive: true, force: true });
const entryPoints = [...(await find('test/browser', /\.test\.ts$/)), ...(await find('test/browser/fixtures', /\.tsx?$/))];
await esbuild.build({
  ...sharedOptions,
  entryPoints,
  outbase: 'test/browser',
  outdir: '.tmp/browser',
  splitting: true,
  chunkNames: 'chunks/[name]-[hash]',
  sourcemap: 'inline',
  external: ['/__web-dev-server__web-socket.js', '/dist/*'],
  // Every test file first configures testing-library for a busy machine (helpers/setup.ts).
  inject: ['test/browser/helpers/setup.ts'],
});
console.log(`browser tests: bundled ${entryPoints.length} files`);
