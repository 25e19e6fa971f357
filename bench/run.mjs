// npm run bench: how fast the portal's first screen is, measured in Debian's Chromium against the
// built bundle and the demo backend on this machine. Reports figures; asserts nothing.
//
// For each run: a fresh browser context (cold cache), logged in, loads the bank page at
// /privat/forsikring/oversikt and records, from navigation start:
//   - router:   <kfp-router> defined and rendering (the bundle has run)
//   - heading:  the overview's <h1> is in its shadow root (first useful content)
//   - settled:  no API request in flight and none started for 300 ms (all data shown)
// plus the bytes of JavaScript transferred and the number of API requests. Runs both unthrottled
// and with the CPU slowed 4× (roughly a mid-range phone). Usage: node bench/run.mjs [runs]
import { readFile } from 'node:fs/promises';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { startDemoServer } from '../demo/server/serve.mjs';

const runs = Number(process.argv[2] ?? 9);
const executablePath = process.env.CHROME_PATH || '/usr/bin/chromium';
const args = ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic'];

const quantile = (values, q) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
};

async function measure(browser, url, cpuSlowdown) {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
  let jsBytes = 0;
  let apiRequests = 0;
  let inFlight = 0;
  let lastApiActivity = 0;
  page.on('request', (request) => {
    if (request.url().includes('/api/')) {
      apiRequests++;
      inFlight++;
      lastApiActivity = Date.now();
    }
  });
  const done = (request) => {
    if (request.url().includes('/api/')) {
      inFlight--;
      lastApiActivity = Date.now();
    }
  };
  page.on('requestfinished', async (request) => {
    done(request);
    if (request.resourceType() === 'script') {
      const sizes = await request.sizes().catch(() => undefined);
      if (sizes) jsBytes += sizes.responseBodySize + sizes.responseHeadersSize;
    }
  });
  page.on('requestfailed', done);
  await page.goto(new URL('/demo/login?redirect=/demo/status', url).href);
  const start = Date.now();
  await page.goto(url, { waitUntil: 'commit' });
  const navStart = await page.evaluate(() => performance.timeOrigin);
  const router = await page.waitForFunction(() => customElements.get('kfp-router') && document.querySelector('kfp-router')?.shadowRoot?.childElementCount ? performance.now() : 0, null, { polling: 10 });
  const heading = await page.waitForFunction(() => {
    const overview = document.querySelector('kfp-router')?.shadowRoot?.querySelector('kfp-oversikt');
    return overview?.shadowRoot?.querySelector('h1') ? performance.now() : 0;
  }, null, { polling: 10, timeout: 30_000 });
  while (inFlight > 0 || Date.now() - lastApiActivity < 300) await new Promise((resolve) => setTimeout(resolve, 20));
  const settled = Date.now() - start - (Date.now() - lastApiActivity);
  void navStart;
  const result = { router: await router.jsonValue(), heading: await heading.jsonValue(), settled, jsBytes, apiRequests };
  await context.close();
  return result;
}

const server = await startDemoServer({ port: 0 });
const url = `${server.url}/privat/forsikring/oversikt`;
const browser = await chromium.launch({ executablePath, headless: true, args });
try {
  const kfp = await readFile('dist/kfp.js');
  console.log(`kfp.js: ${kfp.length} bytes, ${gzipSync(kfp, { level: 9 }).length} gzip`);
  console.log(`${runs} cold runs per row, viewport 390×844, demo backend on localhost\n`);
  console.log('cpu'.padEnd(6), 'router ms (p50/p90)'.padEnd(22), 'h1 ms (p50/p90)'.padEnd(20), 'settled ms (p50/p90)'.padEnd(22), 'JS bytes', 'API requests');
  for (const slowdown of [1, 4]) {
    await measure(browser, url, slowdown); // warm the server and the disk cache
    const results = [];
    for (let i = 0; i < runs; i++) results.push(await measure(browser, url, slowdown));
    const col = (key) => `${Math.round(quantile(results.map((r) => r[key]), 0.5))} / ${Math.round(quantile(results.map((r) => r[key]), 0.9))}`;
    console.log(`${slowdown}×`.padEnd(6), col('router').padEnd(22), col('heading').padEnd(20), col('settled').padEnd(22), String(results[0].jsBytes).padEnd(8), results[0].apiRequests);
  }
} finally {
  await browser.close();
  await server.close();
}
