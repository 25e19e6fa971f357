// Builds dist/: one ES module, dist/kfp.js, that registers every element, and the chunks it loads by
// relative URL. All entries go through one esbuild run with splitting, so every element shares one
// store; a second pass (scripts/merge-chunks.mjs, rollup) folds the chunks kfp.js imports into it,
// so the first screen loads one file instead of kfp.js and then some 30 small chunks (and the chunks
// that the lazy modules of `kfp.budget.firstScreenLazy` import, so the navigation's code waits for
// no further file). Prints the
// gzip size of every output file and fails when what the overview loads before its first agreement
// shows (`firstScreenFiles`) breaks its byte budget or carries error reporting or analytics. Beside
// the bundle it writes what the package publishes (scripts/package/): the Custom Elements Manifest
// and the host types, and fails when a public attribute or event has no doc.
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
/** gzip bytes the first screen may load before its content; kept in package.json ("kfp.budget"). */
const budget = pkg.kfp?.budget?.firstScreenGzip ?? Infinity;
/** Packages that must never load before the first screen's content. */
const lazyOnly = ['node_modules/@sentry', 'node_modules/mixpanel-browser'];

/** Options shared by the bundle and the browser-test fixtures. */
export const sharedOptions = {
  bundle: true,
  format: 'esm',
  target: ['chrome100', 'safari15.4', 'firefox100'],
  // .webp: the footer's picture, a file beside the chunks with a content hash in its name
  // (src/screens/bunntekst/bilde.ts resolves it against the script's URL).
  loader: { '.css': 'text', '.svg': 'dataurl', '.webp': 'file' },
  assetNames: '[name]-[hash]',
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
  return mergeChunks(result.metafile, 'dist', 'kfp.js', pkg.kfp?.budget?.firstScreenLazy ?? [], sharedOptions.target);
}

/**
 * What the overview loads before its first agreement shows: kfp.js and the chunks it imports
 * statically, plus the chunks of the lazy modules named in `kfp.budget.firstScreenLazy` (source
 * paths, e.g. "src/screens/oversikt/nedre-del-module.ts"; none today: everything lazy waits until
 * the first agreement is painted) with their own static imports. `npm run bench` measures what the
 * browser really fetched before the first agreement and checks that it is these same files.
 * @param {import('esbuild').Metafile} metafile
 * @returns {Set<string>} output paths, e.g. 'dist/kfp.js'
 */
export function firstScreenFiles(metafile, lazyModules = pkg.kfp?.budget?.firstScreenLazy ?? []) {
  const seen = new Set();
  const visit = (file) => {
    if (seen.has(file)) return;
    seen.add(file);
    for (const imported of metafile.outputs[file]?.imports ?? []) {
      if (imported.kind === 'import-statement' && !imported.external) visit(imported.path);
    }
  };
  visit('dist/kfp.js');
  for (const module of lazyModules) {
    const chunk = Object.keys(metafile.outputs).find((file) => file.endsWith('.js') && module in metafile.outputs[file].inputs);
    if (!chunk) throw new Error(`kfp.budget.firstScreenLazy: ${module} is in no chunk of the build`);
    visit(chunk);
  }
  return seen;
}

/** The first screen's files (`firstScreenFiles`) and their gzip bytes (level 9, as the bench counts). */
export async function firstScreenLoad(metafile, lazyModules) {
  const files = firstScreenFiles(metafile, lazyModules);
  let gzip = 0;
  for (const file of files) gzip += gzipSync(await readFile(file), { level: 9 }).length;
  return { files: [...files].sort(), gzip };
}

/** Prints every output file and the first screen's load (unless quiet); the problems that must fail the build. */
export async function report(metafile, { quiet: silent = quiet } = {}) {
  const first = firstScreenFiles(metafile);
  const { gzip: firstGzip } = await firstScreenLoad(metafile);
  const rows = [];
  for (const file of Object.keys(metafile.outputs)
    .filter((name) => name.endsWith('.js'))
    .sort()) {
    const gzip = gzipSync(await readFile(file), { level: 9 }).length;
    rows.push([file, metafile.outputs[file].bytes, gzip, first.has(file) ? 'first screen' : 'later']);
  }
  if (!silent) {
    console.log('file'.padEnd(34), 'bytes'.padStart(9), 'gzip'.padStart(8), ' loads');
    for (const [file, bytes, gzip, kind] of rows)
      console.log(file.padEnd(34), String(bytes).padStart(9), String(gzip).padStart(8), '', kind);
    console.log(`first screen: ${firstGzip} bytes gzip in ${first.size} file${first.size === 1 ? '' : 's'} (budget ${budget})`);
  }
  const problems = [];
  if (firstGzip > budget)
    problems.push(
      `the first screen loads ${firstGzip} bytes gzip before its content, over the budget of ${budget} (kfp.budget.firstScreenGzip)`,
    );
  for (const file of first) {
    for (const input of Object.keys(metafile.outputs[file].inputs)) {
      if (lazyOnly.some((prefix) => input.includes(prefix)))
        problems.push(`${input} is loaded before the first screen's content (${file})`);
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
