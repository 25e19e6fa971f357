// A/B of two builds' main-thread work before the overview's first agreement (issue 22), on the
// same machine state: cold loads at 4× CPU, 390 px, the floor and both builds in turn (A,B then
// B,A), each traced as bench/measure.mjs does. Prints, per build, the medians of
//   wall  the main thread's busy time before the first content (bench/hovedtrad.mjs, as the bench)
//   cpu   the same tasks' thread CPU time (the trace's `tdur`): less moved by other processes on a
//         shared machine than wall-clock time
//   fc    time to the first content
// and the median of the paired differences B−A (loads next to each other in time).
//
// Usage: node bench/ab-hovedtrad.mjs <dist of A> <dist of B> [pairs, default 16]
//   e.g. git stash; node build.mjs; cp -r dist /tmp/a; git stash pop; node build.mjs; cp -r dist /tmp/b
//        node bench/ab-hovedtrad.mjs /tmp/a dist 16
// The floor is built first (bench/out/floor.js, as bench/run.mjs builds it).
import * as esbuild from 'esbuild';
import { mkdtemp, readdir, rmdir, symlink, unlink } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { sharedOptions } from '../build.mjs';
import { TRACE_CATEGORIES, mainThreadBeforeFirstContent } from './hovedtrad.mjs';
import { benchProbe } from './probe.mjs';
import { launchBenchBrowser } from './launch.mjs';
import { startBenchServer } from './server.mjs';

const [distA, distB] = process.argv.slice(2, 4);
if (!distA || !distB) {
  console.error('usage: node bench/ab-hovedtrad.mjs <dist of A> <dist of B> [pairs]');
  process.exit(2);
}
const pairs = Number(process.argv[4] ?? 16);
const BASE = '/privat/forsikring/oversikt';
const routes = { [BASE]: 'bench/pages/oversikt.html', '/bench/floor': 'bench/pages/floor.html' };
const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

await esbuild.build({ ...sharedOptions, entryPoints: { floor: 'bench/floor/floor-element.tsx' }, outdir: 'bench/out', minify: true });

/** A static root that is the repository with `dist` replaced by the given folder (symbolic links). */
async function rootWith(dist) {
  const root = await mkdtemp(join(tmpdir(), 'kfp-ab-'));
  for (const name of await readdir('.')) {
    if (name !== 'dist' && name !== '.git') await symlink(resolve(name), join(root, name));
  }
  await symlink(resolve(dist), join(root, 'dist'));
  return root;
}

/** Thread CPU milliseconds of the main thread's tasks between navigation start and the first-content mark. */
function threadTime(trace) {
  const events = JSON.parse(String(trace)).traceEvents;
  const mark = events.filter((event) => event.name === 'kfp-bench-first-content').at(-1);
  if (!mark) return undefined;
  const sameThread = (event) => event.pid === mark.pid && event.tid === mark.tid;
  const start = events.filter((event) => event.name === 'navigationStart' && sameThread(event) && event.ts <= mark.ts).at(-1)?.ts;
  if (start === undefined) return undefined;
  let us = 0;
  for (const event of events) {
    if (event.ph === 'X' && event.name === 'RunTask' && sameThread(event) && event.ts >= start && event.ts + event.dur <= mark.ts)
      us += event.tdur ?? 0;
  }
  return us / 1000;
}

const roots = [await rootWith(distA), await rootWith(distB)];
const servers = [await startBenchServer({ routes, staticRoot: roots[0] }), await startBenchServer({ routes, staticRoot: roots[1] })];
const browser = await launchBenchBrowser();
try {
  const login = await fetch(`${servers[0].url}/demo/login`, { method: 'POST' });
  const cookie = login.headers
    .getSetCookie()
    .map((header) => header.split(';')[0])
    .join('; ');
  const answer = await fetch(`${servers[0].url}/api/privat/forsikring/avtaleoversikt/avtaler`, {
    headers: { cookie, 'X-Requested-By': 'kfp', Accept: 'application/json' },
  });
  const names = (await answer.json()).avtaler.map((avtale) => avtale.name);

  /** One cold, traced load: 'floor', 'a' or 'b'. */
  const load = async (which) => {
    const server = which === 'b' ? servers[1] : servers[0];
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    try {
      const page = await context.newPage();
      await page.goto(`${server.url}/demo/login?redirect=/demo/status`);
      await page.addInitScript(benchProbe, which === 'floor' ? 'floor' : names);
      const cdp = await context.newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
      await browser.startTracing(page, { categories: TRACE_CATEGORIES });
      await page.goto(server.url + (which === 'floor' ? '/bench/floor' : BASE), { waitUntil: 'commit' });
      await page.waitForFunction(() => window.__bench?.firstContent > 0, null, { polling: 50, timeout: 60_000 });
      const trace = await browser.stopTracing();
      const fc = await page.evaluate(() => window.__bench.firstContent);
      return { wall: mainThreadBeforeFirstContent(trace), cpu: threadTime(trace), fc };
    } finally {
      await context.close();
    }
  };

  const results = { floor: [], a: [], b: [] };
  for (const which of ['floor', 'a', 'b']) await load(which); // warm the servers and the disk cache
  for (let i = 0; i < pairs; i++) {
    for (const which of i % 2 ? ['floor', 'b', 'a'] : ['floor', 'a', 'b']) results[which].push(await load(which));
  }
  console.log(`${pairs} loads of each, 4× CPU, 390 px; A = ${distA}, B = ${distB}`);
  for (const key of ['wall', 'cpu', 'fc']) {
    const of = (which) => median(results[which].map((result) => result[key]).filter((value) => value !== undefined));
    const paired = median(results.a.map((result, i) => results.b[i][key] - result[key]).filter((value) => !Number.isNaN(value)));
    const floor = of('floor');
    console.log(
      `${key.padEnd(4)}  floor ${floor.toFixed(0)} ms  A ${of('a').toFixed(0)} ms (${(of('a') / floor).toFixed(2)}×)  B ${of('b').toFixed(0)} ms (${(of('b') / floor).toFixed(2)}×)  paired B−A ${paired.toFixed(1)} ms`,
    );
  }
} finally {
  await browser.close();
  for (const server of servers) await server.close();
  // Only the links and their folder go (never what they point at).
  for (const root of roots) {
    for (const name of await readdir(root)) await unlink(join(root, name));
    await rmdir(root);
  }
}
