// Large accounts (issue 23 point 7): a customer with a fleet of vehicles or a farm has hundreds or
// thousands of agreements. For 100, 1,000 and 10,000 agreements (the demo backend's
// `POST /demo/mange-avtaler`), cold loads of the overview at 390 px, unthrottled: the time to the
// first agreement card, the longest task (PerformanceObserver 'longtask') before and after it, and
// how many agreement cards the page holds once it has settled. Asserts nothing about speed.
//
// Called by bench/run.mjs after its other rows; alone (builds dist/ first):
//   node bench/store-kontoer.mjs [runs per size, default 3] [--json]

/** The account sizes measured. */
export const STORRELSER = [100, 1_000, 10_000];

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

/** Runs in the page before its scripts: notes the first agreement card and every long task. */
function probe() {
  const state = { forste: 0, lengsteFor: 0, lengsteEtter: 0, sisteLange: 0 };
  Object.defineProperty(window, '__storeKontoer', { value: state });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      const ferdig = entry.startTime + entry.duration;
      state.sisteLange = Math.max(state.sisteLange, ferdig);
      if (!state.forste || entry.startTime < state.forste) state.lengsteFor = Math.max(state.lengsteFor, entry.duration);
      else state.lengsteEtter = Math.max(state.lengsteEtter, entry.duration);
    }
  }).observe({ type: 'longtask', buffered: true });
  const sjekk = () => {
    if (state.forste) return;
    const kort = document
      .querySelector('kfp-router')
      ?.shadowRoot?.querySelector('kfp-oversikt')
      ?.shadowRoot?.querySelector('.ov-kort__navn');
    const rect = kort?.getBoundingClientRect();
    if (rect && rect.width > 0 && rect.height > 0) state.forste = performance.now();
  };
  const tikk = () => {
    sjekk();
    if (!state.forste) requestAnimationFrame(tikk);
  };
  requestAnimationFrame(tikk);
}

/**
 * @param {import('playwright-core').Browser} browser
 * @param {string} origin the demo server (bench mode or not: it serves /demo/mange-avtaler)
 * @param {string} path the overview's page
 * @param {number} antall agreements
 */
async function ettLass(browser, origin, path, antall) {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  try {
    const page = await context.newPage();
    await page.goto(`${origin}/demo/login?redirect=/demo/status`);
    const svar = await page.request.post(`${origin}/demo/mange-avtaler`, { data: { antall } });
    if (!svar.ok()) throw new Error(`/demo/mange-avtaler answered ${svar.status()}`);
    await page.addInitScript(probe);
    await page.goto(origin + path, { waitUntil: 'commit' });
    await page.waitForFunction(() => window.__storeKontoer?.forste > 0, null, { polling: 50, timeout: 120_000 });
    await page.waitForLoadState('load');
    // Settled: no long task for 1.5 s (at most 60 s more).
    await page.waitForFunction(
      () => performance.now() - Math.max(window.__storeKontoer.sisteLange, window.__storeKontoer.forste) > 1500,
      null,
      {
        polling: 100,
        timeout: 60_000,
      },
    );
    return page.evaluate(() => ({
      ...window.__storeKontoer,
      kort:
        document.querySelector('kfp-router')?.shadowRoot?.querySelector('kfp-oversikt')?.shadowRoot?.querySelectorAll('.ov-kort__navn')
          .length ?? 0,
    }));
  } finally {
    await context.close();
  }
}

/**
 * Measures every size and prints a table. Leaves the backend's agreements override in place (the
 * caller's server is its own).
 * @param {import('playwright-core').Browser} browser
 * @param {string} origin
 * @param {{ path?: string, runs?: number, log?: (...parts: unknown[]) => void }} [options]
 */
export async function storeKontoer(browser, origin, { path = '/privat/forsikring/oversikt', runs = 3, log = console.log } = {}) {
  const rader = [];
  log(`Large accounts: ${runs} cold runs per size, CPU 1×, 390×844`);
  log(
    `  ${'agreements'.padEnd(12)}${'first card (ms)'.padStart(16)}${'longest task before (ms)'.padStart(26)}${'longest task after (ms)'.padStart(25)}${'cards in DOM'.padStart(14)}`,
  );
  for (const antall of STORRELSER) {
    const lass = [];
    for (let i = 0; i < runs; i++) lass.push(await ettLass(browser, origin, path, antall));
    const rad = {
      antall,
      forsteMs: median(lass.map((l) => l.forste)),
      lengsteForMs: median(lass.map((l) => l.lengsteFor)),
      lengsteEtterMs: median(lass.map((l) => l.lengsteEtter)),
      kort: median(lass.map((l) => l.kort)),
      spredningForsteMs: [Math.min(...lass.map((l) => l.forste)), Math.max(...lass.map((l) => l.forste))],
    };
    rader.push(rad);
    const [lav, hoy] = rad.spredningForsteMs.map(Math.round);
    log(
      `  ${String(antall).padEnd(12)}${`${Math.round(rad.forsteMs)} (${lav}–${hoy})`.padStart(16)}${String(Math.round(rad.lengsteForMs)).padStart(26)}${String(Math.round(rad.lengsteEtterMs)).padStart(25)}${String(rad.kort).padStart(14)}`,
    );
  }
  log('');
  return rader;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { buildBundle, report } = await import('../build.mjs');
  const { withBenchBrowser } = await import('./launch.mjs');
  const runs = Number(process.argv.slice(2).find((arg) => /^\d+$/.test(arg)) ?? 3);
  const asJson = process.argv.includes('--json');
  const problems = await report(await buildBundle(), { quiet: true });
  if (problems.length) {
    for (const problem of problems) console.error(`build: ${problem}`);
    process.exit(1);
  }
  await withBenchBrowser({ routes: { '/privat/forsikring/oversikt': 'bench/pages/oversikt.html' } }, async (browser, origin) => {
    const rader = await storeKontoer(browser, origin, { runs, log: asJson ? () => {} : console.log });
    if (asJson) console.log(JSON.stringify(rader, null, 2));
  });
}
