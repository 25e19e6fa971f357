// npm run bench: how fast the overview's first screen is, as ratios to the floor of this stack
// (React + ReactDOM + r2wc rendering one element with one heading), both built with the project's
// own esbuild options, served by the same demo server and loaded in turn, cold, in Debian's
// Chromium at 390 px, unthrottled, with the CPU slowed 4× (about a mid-range phone), and slowed 4× with
// 80 ms added to every round trip (a phone on a mobile network). Absolute
// milliseconds are noise on a shared machine; the ratios of the medians are the figures. Then the
// layout shift (CLS) per scenario at 390 and 1280 px, 4× CPU (bench/cls.mjs), and the JS heap
// over 200 route changes. Each setting also measures the overview with the CMS snippet's optional
// early line for the session status (docs/host-page.md, "The early line"). At 4× it traces the main thread's
// work before the first content (bench/hovedtrad.mjs), in runs of their own. At 4× + 80 ms it also measures a repeat visit (the same page loaded a
// second time in one context, with the HTTP cache warm: docs/host-page.md, "Caching"). It builds dist/ first and prints what the build counts as the first
// screen's load (build.mjs `firstScreenLoad`: kfp.js, its static imports and the lazy chunks
// declared in kfp.budget.firstScreenLazy) beside what the browser really fetched before the first
// agreement showed, and says whether they are the same files and bytes. Fails only when the build
// does (its budget); asserts nothing about speed.
//
// Then the interactions (bench/inp.mjs): every tap and keystroke's Event Timing duration at 4× CPU,
// early and settled, the long tasks after first content, and where the slowest one's time goes.
//
// Usage: node bench/run.mjs [runs per row, default 9] [--json] [--only inp|heap]   (npm run bench)
//   --only inp: only the interactions (3 runs unless given); --only heap: only the heap over route changes
import * as esbuild from 'esbuild';
import { relative } from 'node:path';
import { clsLines, clsPerScenario } from './cls.mjs';
import { buildBundle, firstScreenLoad, report as buildReport, sharedOptions } from '../build.mjs';
import { heapOverRouteChanges } from './heap.mjs';
import { interactions } from './inp.mjs';
import { measure } from './measure.mjs';
import { launchBenchBrowser } from './launch.mjs';
import { startBenchServer } from './server.mjs';
import { storeKontoer } from './store-kontoer.mjs';

const onlyAt = process.argv.indexOf('--only');
const only = onlyAt > 0 ? process.argv[onlyAt + 1] : undefined;
if (only !== undefined && !['inp', 'heap'].includes(only)) {
  console.error(`--only ${only}: expected inp or heap`);
  process.exit(2);
}
const runs = Number(process.argv.find((arg) => /^\d+$/.test(arg)) ?? (only === 'inp' ? 3 : 9));
const asJson = process.argv.includes('--json');
const BASE = '/privat/forsikring/oversikt';

/** The settings each page is measured under: CPU slowdown and time added to every round trip. */
const SETTINGS = [
  { cpu: 1, latencyMs: 0, key: '1x', title: 'CPU 1×' },
  { cpu: 4, latencyMs: 0, key: '4x', title: 'CPU 4×' },
  { cpu: 4, latencyMs: 80, key: '4x+80ms', title: 'CPU 4×, 80 ms round trips' },
];

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

const metafile = await buildBundle();
const buildProblems = await buildReport(metafile, { quiet: true });
if (buildProblems.length) {
  for (const problem of buildProblems) console.error(`build: ${problem}`);
  process.exit(1);
}
const firstScreen = await firstScreenLoad(metafile);

await esbuild.build({
  ...sharedOptions,
  entryPoints: { floor: 'bench/floor/floor-element.tsx' },
  outdir: 'bench/out',
  minify: true,
});

// In a worker thread of its own, so its answers never wait behind the measuring's protocol traffic.
const server = await startBenchServer({
  routes: { [BASE]: 'bench/pages/oversikt.html', '/bench/floor': 'bench/pages/floor.html' },
});
// The interactions' host page: the same, with the consents and five questions to open (bench/inp.mjs).
const inpServer = await startBenchServer({ routes: { [BASE]: 'bench/pages/inp.html' } });
const browser = await launchBenchBrowser();
const log = (...parts) => asJson || console.log(...parts);
try {
  const report = { runs, cpu: {} };
  if (!only) {
    const names = await agreementNames(server.url);
    const pages = {
      floor: { origin: server.url, path: '/bench/floor', target: 'floor' },
      oversikt: { origin: server.url, path: BASE, target: names },
      // The same page with the CMS snippet's optional early line for the session status.
      tidlig: { origin: server.url, path: `${BASE}?tidlig`, target: names },
    };
    log(`${runs} cold runs of each page per setting, alternating; viewport 390×844; demo backend on localhost\n`);
    // Unthrottled, 4× CPU (the two settings), and 4× CPU with 80 ms added to every round trip
    // (a phone on a mobile network, where each sequential round trip shows).
    for (const { cpu, latencyMs, key, title } of SETTINGS) {
      await measure(browser, { ...pages.floor, cpu, latencyMs }); // warm the server and the disk cache
      await measure(browser, { ...pages.oversikt, cpu, latencyMs });
      const results = { floor: [], oversikt: [], tidlig: [] };
      for (let i = 0; i < runs; i++) {
        results.floor.push(await measure(browser, { ...pages.floor, cpu, latencyMs }));
        results.oversikt.push(await measure(browser, { ...pages.oversikt, cpu, latencyMs }));
        results.tidlig.push(await measure(browser, { ...pages.tidlig, cpu, latencyMs }));
      }
      const m = (which, key) => median(results[which].map((result) => result[key]));
      const rows = [
        ['JS before first content (gzip bytes)', m('floor', 'jsGzip'), m('oversikt', 'jsGzip')],
        ['JS files before first content', m('floor', 'jsFiles'), m('oversikt', 'jsFiles')],
        ['request chain depth before first content', m('floor', 'depth'), m('oversikt', 'depth')],
        ['time to first content (ms)', m('floor', 'firstContent'), m('oversikt', 'firstContent')],
        ['time to all data shown (ms; floor: first content)', m('floor', 'firstContent'), m('oversikt', 'allData')],
        ['with the early line: time to first content (ms)', m('floor', 'firstContent'), m('tidlig', 'firstContent')],
      ];
      report.cpu[key] = Object.fromEntries(rows.map(([name, floor, oversikt]) => [name, { floor, oversikt, ratio: oversikt / floor }]));
      if (key === '4x') {
        // The main thread's work before the first content, traced in runs of their own (tracing costs time).
        const traced = { floor: [], oversikt: [] };
        for (let i = 0; i < runs; i++) {
          traced.floor.push(await measure(browser, { ...pages.floor, cpu, latencyMs, trace: true }));
          traced.oversikt.push(await measure(browser, { ...pages.oversikt, cpu, latencyMs, trace: true }));
        }
        const busy = (list) => median(list.map((r) => r.mainThreadMs).filter((ms) => ms !== undefined));
        rows.push(['main thread busy before first content (ms)', busy(traced.floor), busy(traced.oversikt)]);
        report.cpu[key] = Object.fromEntries(rows.map(([name, floor, oversikt]) => [name, { floor, oversikt, ratio: oversikt / floor }]));
      }
      if (key === '4x+80ms') {
        // A repeat visit on the phone on a mobile network, where the HTTP cache saves the most.
        const repeat = { floor: [], oversikt: [] };
        for (let i = 0; i < runs; i++) {
          repeat.floor.push(await measure(browser, { ...pages.floor, cpu, latencyMs, repeat: true }));
          repeat.oversikt.push(await measure(browser, { ...pages.oversikt, cpu, latencyMs, repeat: true }));
        }
        rows.push([
          'repeat visit: time to first content (ms)',
          median(repeat.floor.map((r) => r.firstContent)),
          median(repeat.oversikt.map((r) => r.firstContent)),
        ]);
        report.cpu[key] = Object.fromEntries(rows.map(([name, floor, oversikt]) => [name, { floor, oversikt, ratio: oversikt / floor }]));
      }
      log(`${title} (medians)`);
      log(`  ${'measure'.padEnd(52)}${'floor'.padStart(10)}${'overview'.padStart(10)}${'ratio'.padStart(8)}`);
      for (const [name, floor, oversikt] of rows) {
        log(
          `  ${name.padEnd(52)}${String(Math.round(floor)).padStart(10)}${String(Math.round(oversikt)).padStart(10)}${(oversikt / floor).toFixed(2).padStart(8)}`,
        );
      }
      log('');
      report.cpu[key].firstScreenFiles = firstScreenCheck(results.oversikt);
    }
  }
  if (!only) {
    // How far the page jumps while it assembles, per scenario (bench/cls.mjs).
    report.cls = await clsPerScenario(browser, server.url, BASE, runs);
    for (const line of clsLines(report.cls, runs)) log(line);
    log('');
  }
  if (!only || only === 'heap') {
    // 5 changes: every route shown once, so every screen's code is loaded. Up to about 1,000 changes
    // the heap still grows by what is not ours to free: V8's optimised code for the paths taken again
    // and again, and Chromium's timing buffers (long tasks, long animation frames, resource timings),
    // which stop at their caps (heap snapshots at 300 and 1,000 changes, stop 34). What grows from
    // 1,000 to 1,500 changes would be kept by us: that is the leak check.
    const heap = await heapOverRouteChanges(browser, server.url, BASE, [0, 5, 100, 500, 1000, 1500]);
    report.heap = heap;
    const mb = (bytes) => (bytes / 1024 / 1024).toFixed(2);
    log('JS heap after forced GC, by route changes: ' + heap.map(({ changes, heapBytes }) => `${changes}: ${mb(heapBytes)} MB`).join(', '));
    const growth = (from, to) =>
      `from ${from.changes} to ${to.changes} changes: ${to.heapBytes >= from.heapBytes ? '+' : ''}${mb(to.heapBytes - from.heapBytes)} MB (${(((to.heapBytes - from.heapBytes) / from.heapBytes) * 100).toFixed(1)} %)`;
    const [, , at100, at500, at1000, at1500] = heap;
    log(`  ${growth(at100, at500)}; ${growth(at1000, at1500)} (the leak check)`);
    log('');
  }
  if (!only) report.storeKontoer = await storeKontoer(browser, server.url, { runs: Math.min(runs, 3), log });
  if (!only || only === 'inp') {
    report.interactions = await interactions(browser, inpServer.url, { runs: only ? runs : Math.min(runs, 3), log });
    log('');
  }
  if (asJson) console.log(JSON.stringify(report, null, 2));
} finally {
  await browser.close();
  await server.close();
  await inpServer.close();
}

/**
 * Compares what the build counts as the first screen's load with what the browser fetched before
 * the first agreement showed in every run, and prints both.
 */
function firstScreenCheck(runsOfOverview) {
  const built = firstScreen.files.map((file) => '/' + relative('.', file).replaceAll('\\', '/'));
  const fetched = [...new Set(runsOfOverview.flatMap((result) => result.jsPaths))].sort();
  const same = built.length === fetched.length && built.every((file, i) => file === fetched[i]);
  const list = (files) => (files.length > 4 ? `${files.length} files` : files.join(', '));
  log(`  build's first screen (kfp.budget): ${firstScreen.gzip} bytes gzip in ${list(built)}`);
  log(
    same
      ? '  fetched before the first agreement in these runs: the same files'
      : `  fetched before the first agreement (any run): ${list(fetched)}: NOT the build's first screen; update kfp.budget.firstScreenLazy`,
  );
  log('');
  return { built, fetched, same, builtGzip: firstScreen.gzip };
}

/** The names of the demo customer's agreements: the overview's first content is any one of them. */
async function agreementNames(origin) {
  const login = await fetch(`${origin}/demo/login`, { method: 'POST' });
  const cookie = login.headers
    .getSetCookie()
    .map((header) => header.split(';')[0])
    .join('; ');
  const response = await fetch(`${origin}/api/privat/forsikring/avtaleoversikt/avtaler`, {
    headers: { cookie, 'X-Requested-By': 'kfp', Accept: 'application/json' },
  });
  const { avtaler } = await response.json();
  return avtaler.map((avtale) => avtale.name);
}
