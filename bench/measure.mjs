// One cold load (or a repeat visit) of one bench page in a fresh browser context: when the first content is visible,
// when everything has arrived, and what JavaScript and how deep a request chain it took to get there.
import { gzipSync } from 'node:zlib';
import { depthBefore } from './chain.mjs';
import { TRACE_CATEGORIES, mainThreadBeforeFirstContent } from './hovedtrad.mjs';
import { benchProbe } from './probe.mjs';

/** gzip (level 9, as build.mjs counts) bytes of each script URL, fetched once. */
const gzipSizes = new Map();
async function gzipBytes(url) {
  if (!gzipSizes.has(url)) {
    const body = Buffer.from(await (await fetch(url)).arrayBuffer());
    gzipSizes.set(url, gzipSync(body, { level: 9 }).length);
  }
  return gzipSizes.get(url);
}

/**
 * @typedef {object} Measurement
 * @property {number} firstContent ms from navigation start to the first content visible
 * @property {number} allData ms until the last API answer and script were done and no loader showed any more
 * @property {number} jsGzip gzip bytes of the scripts requested before the first content
 * @property {number} jsFiles how many scripts were requested before the first content
 * @property {string[]} jsPaths the paths of those scripts, e.g. '/dist/kfp.js'
 * @property {number} depth round trips one after another (document, scripts, API) before the first content
 * @property {number} [mainThreadMs] main-thread work before the first content (only when traced)
 */

/**
 * @param {import('playwright-core').Browser} browser
 * @param {object} options
 * @param {string} options.origin the demo server
 * @param {string} options.path the page to load
 * @param {'floor' | string[]} options.target what the first content is (see probe.js)
 * @param {number} options.cpu CPU slowdown (1 = none)
 * @param {number} [options.latencyMs] added to every request's round trip (0 = localhost as it is)
 * @param {boolean} [options.trace] also trace the main thread (Chromium): `mainThreadMs` is its work
 *   before the first content (bench/hovedtrad.mjs)
 * @param {boolean} [options.repeat] a repeat visit: the page is loaded once, then measured on a second
 *   load in the same context, with the HTTP cache the demo server's caching headers filled (hashed
 *   chunks immutable, kfp.js revalidated: docs/host-page.md, "Caching")
 * @returns {Promise<Measurement>}
 */
export async function measure(browser, { origin, path, target, cpu, latencyMs = 0, repeat = false, trace = false }) {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  try {
    const page = await context.newPage();
    await page.goto(`${origin}/demo/login?redirect=/demo/status`);
    await page.addInitScript(benchProbe, target);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpu });
    // Who asked for each request: the importing module, or the scripts on the stack of the call.
    /** @type {Map<string, string[]>} */
    const initiators = new Map();
    await cdp.send('Network.enable');
    if (latencyMs > 0) {
      await cdp.send('Network.emulateNetworkConditions', {
        offline: false,
        latency: latencyMs,
        downloadThroughput: -1,
        uploadThroughput: -1,
      });
    }
    cdp.on('Network.requestWillBeSent', ({ request, initiator }) => {
      const urls = initiator.url ? [initiator.url] : [];
      for (let stack = initiator.stack; stack; stack = stack.parent) urls.push(...stack.callFrames.map((frame) => frame.url));
      initiators.set(request.url, urls);
    });
    let apiInFlight = 0;
    let lastApiActivity = Date.now();
    const isApi = (request) => request.url().includes('/api/');
    page.on('request', (request) => {
      if (!isApi(request)) return;
      apiInFlight++;
      lastApiActivity = Date.now();
    });
    const settle = (request) => {
      if (!isApi(request)) return;
      apiInFlight--;
      lastApiActivity = Date.now();
    };
    page.on('requestfinished', settle);
    page.on('requestfailed', settle);

    if (repeat) {
      // The first visit, not measured: it fills the HTTP cache.
      await page.goto(origin + path, { waitUntil: 'load' });
      await page.waitForFunction(() => window.__bench?.firstContent > 0, null, { polling: 50, timeout: 60_000 });
      while (apiInFlight > 0 || Date.now() - lastApiActivity < 500) await new Promise((resolve) => setTimeout(resolve, 25));
      initiators.clear();
    }
    if (trace) await browser.startTracing(page, { categories: TRACE_CATEGORIES });
    await page.goto(origin + path, { waitUntil: 'commit' });
    await page.waitForFunction(() => window.__bench?.firstContent > 0, null, { polling: 50, timeout: 60_000 });
    const mainThreadMs = trace ? mainThreadBeforeFirstContent(await browser.stopTracing()) : undefined;
    // Everything has arrived when no API call has been open for 500 ms and the page has loaded.
    await page.waitForLoadState('load');
    while (apiInFlight > 0 || Date.now() - lastApiActivity < 500) await new Promise((resolve) => setTimeout(resolve, 25));

    const timeline = await page.evaluate(() => {
      const [navigation] = performance.getEntriesByType('navigation');
      const resources = performance.getEntriesByType('resource').map((entry) => ({
        url: entry.name,
        start: entry.startTime,
        end: entry.responseEnd || undefined,
      }));
      return { documentEnd: navigation.responseEnd, resources, ...window.__bench };
    });
    const scripts = timeline.resources.filter((entry) => new URL(entry.url).pathname.endsWith('.js'));
    const api = timeline.resources.filter((entry) => entry.url.includes('/api/'));
    const requests = [
      { url: origin + path, kind: 'document', start: 0, end: timeline.documentEnd },
      ...scripts.map((entry) => ({ kind: 'script', initiators: initiators.get(entry.url), ...entry })),
      ...api.map((entry) => ({ kind: 'api', initiators: initiators.get(entry.url), ...entry, readAt: timeline.read[entry.url] })),
    ];
    const beforeContent = scripts.filter((entry) => entry.start < timeline.firstContent);
    let jsGzip = 0;
    for (const entry of beforeContent) jsGzip += await gzipBytes(entry.url);
    const lastEnd = Math.max(0, ...[...scripts, ...api].map((entry) => entry.end ?? 0));
    return {
      firstContent: timeline.firstContent,
      allData: Math.max(timeline.firstContent, timeline.notBusySince || timeline.lastBusy, lastEnd),
      jsGzip,
      jsFiles: beforeContent.length,
      jsPaths: beforeContent.map((entry) => new URL(entry.url).pathname).sort(),
      depth: depthBefore(requests, timeline.firstContent),
      mainThreadMs,
    };
  } finally {
    await context.close();
  }
}
