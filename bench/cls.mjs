// The bench's layout-shift part: how far the page jumps while it assembles (Cumulative Layout Shift,
// Core Web Vitals: "good" ≤ 0.1; issue 22's target ≤ 0.02), per demo scenario, on a cold load at
// 4× CPU. Every layout shift without recent input is summed from navigation start until the page
// has settled (no API call open for 500 ms, the load event passed, no loader showing), which is
// what a customer who reads from the first frame feels. Also usable alone, with the sources of
// each shift, to find what moves:
//
//   node bench/cls.mjs [runs, default 1] [--sources] [--width=390] [--cpu=4] [--path=/privat/forsikring/oversikt/tilbud]
import { benchProbe } from './probe.mjs';

/** The scenarios issue 22 names, as the demo backend calls them. */
export const CLS_SCENARIOS = [
  { key: 'normal', scenario: 'skadekunde', title: 'normal API' },
  { key: 'treg', scenario: 'treg', title: 'slow API' },
  { key: 'delvis-nede', scenario: 'delvis-nede', title: 'partial outage' },
  { key: 'alt-nede', scenario: 'alt-nede', title: 'whole API down' },
];

/** Runs in the page before its scripts: collects every layout shift with where it happened. */
function clsProbe() {
  const state = { shifts: [] };
  Object.defineProperty(window, '__cls', { value: state });
  const describe = (node) => {
    const parts = [];
    for (let current = node; current;) {
      if (current.nodeType === Node.ELEMENT_NODE) {
        const className =
          typeof current.className === 'string' && current.className ? '.' + current.className.trim().split(/\s+/).join('.') : '';
        parts.unshift(current.localName + className);
      }
      const parent = current.parentNode;
      current = parent instanceof ShadowRoot ? parent.host : parent;
      if (current === document.documentElement) break;
      if (parts.length > 6) break;
    }
    return parts.join(' > ');
  };
  // Nodes inside shadow roots are not given to the page: find an element of that box now.
  const findAt = (rect) => {
    if (!rect.width && !rect.height) return '(gone)';
    const found = [];
    const walk = (root) => {
      for (const element of root.querySelectorAll('*')) {
        const box = element.getBoundingClientRect();
        if (
          Math.abs(box.x - rect.x) < 2 &&
          Math.abs(box.y - rect.y) < 2 &&
          Math.abs(box.width - rect.width) < 2 &&
          Math.abs(box.height - rect.height) < 2
        ) {
          found.push(describe(element));
        }
        if (element.shadowRoot) walk(element.shadowRoot);
      }
    };
    walk(document);
    return found.length ? `~${found.slice(0, 2).join(' | ')}` : '(in shadow root)';
  };
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (entry.hadRecentInput) continue;
      state.shifts.push({
        value: entry.value,
        at: Math.round(entry.startTime),
        sources: (entry.sources ?? []).map((source) => ({
          node: source.node ? describe(source.node) : findAt(source.currentRect),
          from: [source.previousRect.y, source.previousRect.height].map(Math.round),
          to: [source.currentRect.y, source.currentRect.height].map(Math.round),
        })),
      });
    }
  }).observe({ type: 'layout-shift', buffered: true });
}

/**
 * One cold load of `path` in the given scenario, logged in: the layout-shift sum until settled.
 * @param {import('playwright-core').Browser} browser
 * @param {{ origin: string, path: string, scenario: string, width?: number, cpu?: number }} options
 * @returns {Promise<{ cls: number, shifts: { value: number, at: number, sources: object[] }[] }>}
 */
export async function measureCls(browser, { origin, path, scenario, width = 390, cpu = 4 }) {
  const context = await browser.newContext({ viewport: { width, height: 844 } });
  try {
    const page = await context.newPage();
    await page.goto(`${origin}/demo/scenario?name=${encodeURIComponent(scenario)}&login=1`);
    await page.addInitScript(clsProbe);
    await page.addInitScript(benchProbe, 'floor');
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpu });
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
    await page.goto(origin + path, { waitUntil: 'load', timeout: 60_000 });
    const started = Date.now();
    // Settled: no API call open for 500 ms and no loader showing for as long (at most 60 s).
    while (Date.now() - started < 60_000) {
      const quiet = apiInFlight === 0 && Date.now() - lastApiActivity >= 500;
      const state = await page.evaluate(() => ({
        lastBusy: window.__bench.lastBusy,
        notBusySince: window.__bench.notBusySince,
        now: performance.now(),
      }));
      if (quiet && state.notBusySince > 0 && state.now - state.notBusySince >= 500) break;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    // One more frame, so a shift of the last render is reported.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 50))));
    const shifts = await page.evaluate(() => window.__cls.shifts);
    return { cls: shifts.reduce((sum, shift) => sum + shift.value, 0), shifts };
  } finally {
    await context.close();
  }
}

/** The widths issue 22 names. */
export const CLS_WIDTHS = [390, 1280];

/**
 * CLS of the overview per scenario and width, median of `runs` cold loads each, at 4× CPU.
 * @param {import('playwright-core').Browser} browser
 * @param {string} origin
 * @param {string} path
 * @param {number} runs
 * @returns {Promise<Record<string, Record<number, { median: number, min: number, max: number }>>>}
 */
export async function clsPerScenario(browser, origin, path, runs, { widths = CLS_WIDTHS, cpu = 4 } = {}) {
  /** @type {Record<string, Record<number, { median: number, min: number, max: number }>>} */
  const result = {};
  for (const { key, scenario } of CLS_SCENARIOS) {
    result[key] = {};
    for (const width of widths) {
      const values = [];
      for (let i = 0; i < runs; i++) values.push((await measureCls(browser, { origin, path, scenario, width, cpu })).cls);
      values.sort((a, b) => a - b);
      const middle = Math.floor(values.length / 2);
      result[key][width] = {
        median: values.length % 2 ? values[middle] : (values[middle - 1] + values[middle]) / 2,
        min: values[0],
        max: values[values.length - 1],
      };
    }
  }
  return result;
}

/** The lines `npm run bench` prints for `clsPerScenario`'s result. */
export function clsLines(result, runs) {
  const widths = Object.keys(result[CLS_SCENARIOS[0].key]).map(Number);
  const lines = [`Layout shift while the overview assembles (CLS, median of ${runs} cold loads and its range, CPU 4×; target ≤ 0.02)`];
  lines.push(`  ${'scenario'.padEnd(28)}${widths.map((width) => `${width} px`.padStart(24)).join('')}`);
  for (const { key, title } of CLS_SCENARIOS) {
    const cells = widths.map((width) => {
      const { median, min, max } = result[key][width];
      return `${median.toFixed(3)} (${min.toFixed(3)}–${max.toFixed(3)})`.padStart(24);
    });
    lines.push(`  ${title.padEnd(28)}${cells.join('')}`);
  }
  return lines;
}

// Alone: print every scenario's CLS, and with --sources every shift's sources.
if (import.meta.url === `file://${process.argv[1]}`) {
  const { withBenchBrowser } = await import('./launch.mjs');
  const runs = Number(process.argv.slice(2).find((arg) => /^\d+$/.test(arg)) ?? 1);
  const option = (name, fallback) => process.argv.find((arg) => arg.startsWith(`--${name}=`))?.split('=')[1] ?? fallback;
  const width = Number(option('width', 390));
  const cpu = Number(option('cpu', 4));
  const path = option('path', '/privat/forsikring/oversikt');
  const only = option('scenario', undefined);
  await withBenchBrowser({ routes: { '/privat/forsikring/oversikt': 'bench/pages/oversikt.html' } }, async (browser, origin) => {
    for (const { scenario, title } of CLS_SCENARIOS.filter((entry) => !only || entry.scenario === only)) {
      for (let i = 0; i < runs; i++) {
        const { cls, shifts } = await measureCls(browser, { origin, path, scenario, width, cpu });
        console.log(`${title.padEnd(20)} ${path} ${width}px CPU ${cpu}×: CLS ${cls.toFixed(3)}`);
        if (process.argv.includes('--sources')) {
          for (const shift of shifts) {
            console.log(`  ${shift.value.toFixed(4)} at ${shift.at} ms`);
            for (const source of shift.sources) console.log(`    ${source.node}  y,h ${source.from} → ${source.to}`);
          }
        }
      }
    }
  });
}
