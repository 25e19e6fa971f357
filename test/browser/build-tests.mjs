// Bundles every browser test (test/browser/**/*.test.ts) and its fixtures into .tmp/browser/, so
// @web/test-runner serves plain ES modules. The tests load the real bundle from /dist/kfp.js.
// Also builds a copy of the bundle that announces another version (.tmp/browser/other-version/),
// for the test of two versions on one page.
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
});
await esbuild.build({
  ...sharedOptions,
  define: { ...sharedOptions.define, __KFP_VERSION__: JSON.stringify('0.0.0-other') },
  entryPoints: { kfp: 'elements/index.ts' },
  outdir: '.tmp/browser/other-version',
  splitting: true,
  minify: true,
});
console.log(`browser tests: bundled ${entryPoints.length} files and a bundle of another version`);
