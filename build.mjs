// Builds dist/: one ES module, dist/kfp.js, that registers every element, and the chunks it loads by
// relative URL. All entries go through one esbuild run with splitting, so every element shares one
// store; a second pass (scripts/merge-chunks.mjs, rollup) folds the chunks kfp.js imports into it,
// so the first screen loads one file instead of kfp.js and then some 30 small chunks. Prints the gzip size of every output file and fails when the first screen's critical path
// (kfp.js and what it imports statically) breaks its byte budget or carries error reporting or
// analytics. Beside the bundle it writes what the package publishes (scripts/package/): the Custom
// Elements Manifest and the host types, and fails when a public attribute or event has no doc.
//
// Usage: node build.mjs [--quiet]
import * as esbuild from 'esbuild';
import { readFile, rm } from 'node:fs/promises';
import { gzipSync } from 'node:zlib';
import { jokulIconsPlugin } from './scripts/jokul-icons.mjs';
import { mergeChunks } from './scripts/merge-chunks.mjs';
import { writePackageArtifacts } from './scripts/package/artifacts.mjs';
import { sentryBarrelPlugin } from './scripts/sentry-barrel.mjs';
import { shadowCssPlugin } from './scripts/shadow-css.mjs';

const quiet = process.argv.includes('--quiet');
const pkg = JSON.parse(await readFile(new URL('./package.json', import.meta.url), 'utf8'));
/** gzip bytes allowed for the critical path; kept in package.json ("kfp.budget"). */
const budget = pkg.kfp?.budget?.criticalPathGzip ?? Infinity;
/** Packages that must never be on the critical path. */
const lazyOnly = ['node_modules/@sentry', 'node_modules/mixpanel-browser'];

/** Options shared by the bundle and the browser-test fixtures. */
export const sharedOptions = {
  bundle: true,
  format: 'esm',
  target: ['chrome100', 'safari15.4', 'firefox100'],
  loader: { '.css': 'text', '.svg': 'dataurl' },
  // __KFP_VERSION__: announced as window.kfpElements.version (src/element/version.ts).
  define: { 'process.env.NODE_ENV': '"production"', __KFP_VERSION__: JSON.stringify(pkg.version) },
  jsx: 'automatic',
  legalComments: 'none',
  logLevel: 'warning',
  plugins: [shadowCssPlugin, sentryBarrelPlugin, jokulIconsPlugin],
};

export async function buildBundle() {
  await rm('dist', { recursive: true, force: true });
  const result = await esbuild.build({
    ...sharedOptions,
    entryPoints: { kfp: 'elements/index.ts' },
    outdir: 'dist',
    splitting: true,
    minify: true,
    sourcemap: 'linked',
    chunkNames: 'chunk-[hash]',
    metafile: true,
  });
  return mergeChunks(result.metafile, 'dist', 'kfp.js');
}

/** kfp.js and every chunk it imports statically: what the browser must load before anything shows. */
function criticalPath(metafile) {
  const seen = new Set();
  const visit = (file) => {
    if (seen.has(file)) return;
    seen.add(file);
    for (const imported of metafile.outputs[file]?.imports ?? []) {
      if (imported.kind === 'import-statement' && !imported.external) visit(imported.path);
    }
  };
  visit('dist/kfp.js');
  return seen;
}

async function report(metafile) {
  const critical = criticalPath(metafile);
  let criticalGzip = 0;
  const rows = [];
  for (const file of Object.keys(metafile.outputs).filter((name) => name.endsWith('.js')).sort()) {
    const gzip = gzipSync(await readFile(file), { level: 9 }).length;
    if (critical.has(file)) criticalGzip += gzip;
    rows.push([file, metafile.outputs[file].bytes, gzip, critical.has(file) ? 'critical' : 'lazy']);
  }
  if (!quiet) {
    console.log('file'.padEnd(34), 'bytes'.padStart(9), 'gzip'.padStart(8), ' path');
    for (const [file, bytes, gzip, kind] of rows) console.log(file.padEnd(34), String(bytes).padStart(9), String(gzip).padStart(8), '', kind);
    console.log(`critical path: ${criticalGzip} bytes gzip (budget ${budget})`);
  }
  const problems = [];
  if (criticalGzip > budget) problems.push(`critical path is ${criticalGzip} bytes gzip, over the budget of ${budget}`);
  for (const file of critical) {
    for (const input of Object.keys(metafile.outputs[file].inputs)) {
      if (lazyOnly.some((prefix) => input.includes(prefix))) problems.push(`${input} is on the critical path (${file})`);
    }
  }
  return [...new Set(problems)];
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const metafile = await buildBundle();
  const problems = [...(await report(metafile)), ...(await writePackageArtifacts(process.cwd()))];
  if (problems.length) {
    for (const problem of problems) console.error(`build: ${problem}`);
    process.exit(1);
  }
}
