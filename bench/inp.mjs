// The bench's interaction part (issue 35): how long each tap and keystroke takes to answer, as the
// Event Timing API measures it (the field metric INP: from the input to the next frame painted after
// its handlers), in Debian's Chromium at 390 px with the CPU slowed 4× (a mid-range phone), with an
// animation-frame loop running in the page as a real display's vsync would (without it headless
// Chromium may present no frame after a small change, and the wait would count as the interaction's).
// Each interaction's figure is its longest event entry (`interactionId` set, `durationThreshold: 16`,
// so anything under 16 ms reads as 0), the median over the runs, measured twice:
//   - early: in a fresh load of its own, starting as soon as the screen's first content shows (while
//     what loads after the first screen still loads), the start's distance from first content beside it;
//   - settled: once the page is idle (no long task for 1 s, at least 5 s after first content).
// Also the long tasks (Long Tasks API) from the first content to 5 s after it, per screen, and, for the
// slowest interaction, where its time goes: a CPU profile (CDP Profiler, the top self-time functions)
// and a trace (style recalculation, layout) taken during that interaction alone.
//
//   node bench/inp.mjs [runs, default 3] [--json]      (also: node bench/run.mjs --only inp 3)
//   node bench/inp.mjs --profile='e-mail field' [--early]   where one row's time goes, alone
//   node bench/inp.mjs 3 --groups=fjern,menu   only these groups' rows (GROUPS' names), early and settled
import { readFileSync } from 'node:fs';
import { SourceMap } from 'node:module';
import { withBenchBrowser } from './launch.mjs';

const BASE = '/privat/forsikring/oversikt';
const CPU = 4;
/** Keys per second when typing into a field. */
const KEYS_PER_SECOND = 10;

/** The three screens, each with the text whose appearance is its first content. */
export const SCREENS = {
  oversikt: { path: '', tag: 'kfp-oversikt', role: 'link', text: 'Bilforsikring' },
  profil: { path: '/forsikringsprofil', tag: 'kfp-profil', role: 'button', text: 'Endre e-post' },
  tilbud: { path: '/tilbud', tag: 'kfp-tilbud', role: 'button', text: 'Fjern tilbud' },
};

/** Runs in the page before its scripts. Writes into window.__inp. */

export function inpProbe({ tag, role, text }) {
  const state = { events: [], longtasks: [], firstContent: 0 };
  Object.defineProperty(window, '__inp', { value: state });
  const selector = role === 'link' ? 'a' : 'button';
  const find = (root, depth) => {
    for (const element of root.querySelectorAll(`${selector}, *`)) {
      if (
        element.matches(selector) &&
        element.textContent
          .replace(/\u00ad/g, '')
          .replace(/\s+/g, ' ')
          .trim()
          .startsWith(text)
      )
        return element;
      if (element.shadowRoot && depth < 4) {
        const found = find(element.shadowRoot, depth + 1);
        if (found) return found;
      }
    }
    return undefined;
  };
  // The display's vsync: a frame every 16.7 ms, whether or not anything changed; it also looks
  // for the first content (a cheap search in the screen's shadow root) until it has shown.
  const frame = () => {
    if (!state.firstContent) {
      const screen = document.querySelector('kfp-router')?.shadowRoot?.querySelector(tag)?.shadowRoot;
      const element = screen && find(screen, 0);
      if (element) {
        const box = element.getBoundingClientRect();
        if (box.width > 0 && box.height > 0) state.firstContent = performance.now();
      }
    }
    requestAnimationFrame(frame);
  };
  requestAnimationFrame(frame);
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (!entry.interactionId) continue;
      state.events.push({
        name: entry.name,
        interactionId: entry.interactionId,
        start: entry.startTime,
        duration: entry.duration,
        inputDelay: entry.processingStart - entry.startTime,
        processing: entry.processingEnd - entry.processingStart,
      });
    }
  }).observe({ type: 'event', durationThreshold: 16, buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) state.longtasks.push({ start: entry.startTime, duration: entry.duration });
  }).observe({ type: 'longtask', buffered: true });
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const median = (values) => {
  const sorted = values.filter((value) => value !== undefined).sort((a, b) => a - b);
  if (!sorted.length) return undefined;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

const button = (page, name) => page.getByRole('button', { name, exact: true });

/** Types `text` one key every 1/KEYS_PER_SECOND s, each key its own step. */
async function typeSteps(page, step, label, text) {
  const start = Date.now();
  for (const [i, key] of [...text].entries()) {
    const due = start + (i * 1000) / KEYS_PER_SECOND;
    if (Date.now() < due) await sleep(due - Date.now());
    await step(label, () => page.keyboard.press(key), { key: true });
  }
}

/**
 * The interactions, grouped by screen and by the page load an early measurement gives them (each
 * group starts right after first content). `name` is the table's row; a keystroke row keeps the
 * longest key.
 */
export const GROUPS = [
  {
    screen: 'oversikt',
    name: 'menu',
    run: async (page, step) => {
      await step("tap 'Meny'", button(page, 'Meny'));
      await step('close the menu with Escape', () => page.keyboard.press('Escape'));
    },
  },
  {
    screen: 'oversikt',
    name: 'accordion',
    run: async (page, step) => {
      await step("open a question in 'Finner du ikke forsikringen din?'", button(page, 'Forsikringen er nylig kjøpt'));
    },
  },
  {
    screen: 'oversikt',
    name: 'vis-flere',
    run: async (page, step) => {
      await step("'Vis flere spørsmål'", button(page, 'Vis flere spørsmål'));
    },
  },
  {
    screen: 'oversikt',
    name: 'feedback',
    run: async (page, step) => {
      const region = page.getByRole('region', { name: 'Tilbakemelding' });
      await step("feedback: choose 'Ja'", region.getByRole('radio', { name: 'Ja', exact: true }));
      await step("feedback: choose 'Nei'", region.getByRole('radio', { name: 'Nei', exact: true }));
      await region.getByRole('textbox').focus();
      await typeSteps(page, step, 'feedback: each keystroke in its text (longest)', 'Fint nok');
    },
  },
  {
    screen: 'oversikt',
    name: 'route',
    run: async (page, step) => {
      await step('route change by link (the offers)', page.getByRole('link', { name: 'Du har 4 tilbud' }));
    },
  },
  {
    screen: 'profil',
    name: 'epost',
    run: async (page, step) => {
      await step("open the e-mail editor ('Endre e-post')", button(page, 'Endre e-post'));
      const field = page.getByRole('textbox', { name: 'E-post' });
      await field.focus();
      await field.press('End');
      await typeSteps(page, step, 'each keystroke in the e-mail field (longest)', 'ingrid.h@eksempel.no'.slice(0, 12));
    },
  },
  {
    screen: 'profil',
    name: 'mobil',
    run: async (page, step) => {
      await step("open the mobile editor ('Endre mobilnummer')", button(page, 'Endre mobilnummer'));
      const field = page.getByRole('textbox', { name: 'Mobilnummer' });
      await field.focus();
      await field.press('End');
      for (let i = 0; i < 8; i++) await field.press('Backspace');
      await typeSteps(page, step, 'each keystroke in the mobile field (longest)', '41234567');
    },
  },
  {
    screen: 'profil',
    name: 'adresse',
    run: async (page, step) => {
      await step("open the address editor ('Endre adresse')", button(page, 'Endre adresse'));
    },
  },
  {
    screen: 'profil',
    name: 'post',
    run: async (page, step) => {
      await step("open 'Endre forsikringsdokumenter i posten'", button(page, 'Endre forsikringsdokumenter i posten'));
    },
  },
  {
    screen: 'profil',
    name: 'samtykke',
    run: async (page, step) => {
      const nei = page.getByRole('radio', { name: 'Nei', exact: true }).first();
      await nei.waitFor();
      await step("choose 'Nei' on a consent", nei);
    },
  },
  {
    screen: 'tilbud',
    name: 'fjern',
    run: async (page, step) => {
      await step("offer removal: open ('Fjern tilbud')", button(page, 'Fjern tilbud').first());
      await step("offer removal: cancel ('Avbryt')", button(page, 'Avbryt'));
      await step("offer removal: open ('Fjern tilbud')", button(page, 'Fjern tilbud').first());
      await step("offer removal: confirm ('Ja, fjern tilbudet')", button(page, 'Ja, fjern tilbudet'));
    },
  },
];

/**
 * One load of a screen, then the given groups' interactions, early or once settled.
 * @returns {Promise<{ steps: { label: string, at: number, longest: number, key?: boolean }[], longtasks: object, firstContent: number }>}
 */
async function loadAndInteract(browser, origin, { screen, groups, settled, profile, dryRun = false }) {
  await fetch(`${origin}/demo/reset`, { method: 'POST' });
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  try {
    const page = await context.newPage();
    await page.goto(`${origin}/demo/login?redirect=/demo/status`);
    await page.addInitScript(inpProbe, SCREENS[screen]);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU });
    await page.goto(origin + BASE + SCREENS[screen].path + '?inp', { waitUntil: 'commit' });
    await page.waitForFunction(() => window.__inp?.firstContent > 0, null, { polling: 50, timeout: 60_000 });
    if (settled && !dryRun) {
      // Idle: at least 5 s after first content, and no long task for the last second.
      for (;;) {
        const { now, firstContent, lastLongTaskEnd } = await page.evaluate(() => ({
          now: performance.now(),
          firstContent: window.__inp.firstContent,
          lastLongTaskEnd: Math.max(0, ...window.__inp.longtasks.map((task) => task.start + task.duration)),
        }));
        if (now > firstContent + 5000 && now > lastLongTaskEnd + 1000) break;
        await sleep(250);
      }
    }
    /** @type {{ label: string, t0: number, key?: boolean }[]} */
    const steps = [];
    // Profiling (one row, all its steps): the CPU profile and a trace from its first step to the next row's.
    const stopProfile = async () => {
      if (!profile?.running) return;
      profile.running = false;
      await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
      profile.trace = JSON.parse((await browser.stopTracing()).toString());
      profile.cpu = (await cdp.send('Profiler.stop')).profile;
    };
    // A step is a function, or a locator to tap: found, scrolled to and measured before the step's
    // time starts, so that only the input and what it causes fall in it (not Playwright's search).
    const step = async (label, what, { key = false } = {}) => {
      if (profile?.running && profile.label !== label) await stopProfile();
      let act = what;
      if (typeof what !== 'function') {
        await what.scrollIntoViewIfNeeded();
        const box = await what.boundingBox();
        if (!box) throw new Error(`${label}: not visible`);
        act = () => page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
      }
      const t0 = await page.evaluate(() => performance.now());
      steps.push({ label, t0, key });
      if (profile?.label === label && !profile.cpu && !profile.running) {
        profile.running = true;
        await cdp.send('Profiler.enable');
        await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
        await cdp.send('Profiler.start');
        await browser.startTracing(page, { categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline'] });
      }
      await act();
      if (settled && !key)
        await page.evaluate(
          () =>
            new Promise((resolve) =>
              requestAnimationFrame(() => requestAnimationFrame(() => requestIdleCallback(resolve, { timeout: 2000 }))),
            ),
        );
    };
    for (const group of groups) await group.run(page, step);
    await stopProfile();
    // Entries come after their frame: wait until the page is quiet, then read.
    await page.evaluate(
      () =>
        new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => requestIdleCallback(resolve, { timeout: 3000 })))),
    );
    await sleep(300);
    const { events, longtasks, firstContent } = await page.evaluate(() => window.__inp);
    // Each entry belongs to the step whose time it started in.
    const result = steps.map((s, i) => {
      const end = steps[i + 1]?.t0 ?? Infinity;
      const mine = events.filter((entry) => entry.start >= s.t0 && entry.start < end);
      return {
        label: s.label,
        at: Math.round(s.t0 - firstContent),
        longest: Math.max(0, ...mine.map((entry) => entry.duration)),
        key: s.key,
      };
    });
    const window5s = longtasks.filter((task) => task.start >= firstContent && task.start < firstContent + 5000);
    return {
      steps: result,
      firstContent,
      longtasks: {
        count: window5s.length,
        longest: Math.max(0, ...window5s.map((task) => task.duration)),
        total: window5s.reduce((sum, task) => sum + task.duration, 0),
      },
    };
  } finally {
    await context.close();
  }
}

/** Folds keystroke steps of one label into one (the longest key) and keeps the order of first appearance. */
function fold(steps) {
  const rows = new Map();
  for (const s of steps) {
    const row = rows.get(s.label);
    if (!row) rows.set(s.label, { ...s });
    else {
      row.longest = Math.max(row.longest, s.longest);
    }
  }
  return [...rows.values()];
}

/** dist/ source maps, read once: a profile's minified frame as its original file:line and name. */
const maps = new Map();
function original({ functionName, url, lineNumber, columnNumber }) {
  const file = url ? new URL(url).pathname : '';
  if (file.startsWith('/dist/') && file.endsWith('.js')) {
    if (!maps.has(file)) {
      try {
        maps.set(file, new SourceMap(JSON.parse(readFileSync('.' + file + '.map', 'utf8'))));
      } catch {
        maps.set(file, undefined);
      }
    }
    const entry = maps.get(file)?.findEntry(lineNumber, columnNumber);
    if (entry?.originalSource) {
      const source = entry.originalSource.replace(/^.*?node_modules\//, '').replace(/^(\.\.\/)+/, '');
      return `${entry.name || functionName || '(anonymous)'} ${source}:${entry.originalLine + 1}`;
    }
  }
  return `${functionName || '(anonymous)'}${file ? ` ${file.split('/').pop()}:${lineNumber + 1}` : ''}`;
}

/** The top self-time functions of a CDP profile taken during one interaction, and the trace's style and layout work. */
function attribute(profile) {
  const { cpu, trace } = profile;
  const self = new Map();
  const byId = new Map(cpu.nodes.map((node) => [node.id, node]));
  const intervals = cpu.timeDeltas;
  cpu.samples.forEach((id, i) => {
    const node = byId.get(id);
    const name = original(node.callFrame);
    self.set(name, (self.get(name) ?? 0) + (intervals[i + 1] ?? 0) / 1000);
  });
  const top = [...self.entries()]
    .filter(([name]) => !['(idle)', '(program)', '(root)'].includes(name))
    .sort((a, b) => b[1] - a[1])
    .slice(0, 12)
    .map(([name, ms]) => ({ name, ms: Math.round(ms * 10) / 10 }));
  const events = trace.traceEvents ?? trace;
  const sum = (names) =>
    events.filter((event) => names.includes(event.name) && event.ph === 'X').reduce((total, event) => total + (event.dur ?? 0) / 1000, 0);
  const recalcs = events
    .filter((event) => ['UpdateLayoutTree', 'RecalculateStyles'].includes(event.name) && event.ph === 'X')
    .map((event) => ({
      ms: Math.round((event.dur ?? 0) / 100) / 10,
      elements: event.args?.elementCount ?? event.args?.data?.elementCount,
    }));
  return {
    top,
    recalcs,
    idleMs: Math.round(self.get('(idle)') ?? 0),
    styleMs: Math.round(sum(['UpdateLayoutTree', 'RecalculateStyles'])),
    layoutMs: Math.round(sum(['Layout'])),
    paintMs: Math.round(sum(['Paint', 'PrePaint', 'Layerize'])),
  };
}

/**
 * Where one row's time goes once settled: a CPU profile and a trace of its steps alone.
 * @param {import('playwright-core').Browser} browser
 * @param {string} origin
 * @param {string} text part of the row's label
 * @param {{ early?: boolean }} [options] profile the row early (right after first content) instead
 */
export async function profileRow(browser, origin, text, { early = false } = {}) {
  for (const group of GROUPS) {
    const result = await loadAndInteract(browser, origin, { screen: group.screen, groups: [group], settled: true, dryRun: true });
    const label = result.steps.map((s) => s.label).find((candidate) => candidate.includes(text));
    if (!label) continue;
    const profile = { label };
    const measured = await loadAndInteract(browser, origin, { screen: group.screen, groups: [group], settled: !early, profile });
    return { label, longest: fold(measured.steps).find((row) => row.label === label)?.longest, cost: attribute(profile) };
  }
  throw new Error(`no interaction named like '${text}'`);
}

/**
 * @param {import('playwright-core').Browser} browser
 * @param {string} origin the bench server
 * @param {{ runs?: number, log?: (...parts: unknown[]) => void, groups?: typeof GROUPS }} options `groups`: only these (default all)
 */
export async function interactions(browser, origin, { runs = 3, log = console.log, groups = GROUPS } = {}) {
  const early = new Map();
  const settled = new Map();
  const longtasks = { oversikt: [], profil: [] };
  const groupOf = new Map();
  const add = (map, steps) => {
    for (const s of fold(steps)) {
      const row = map.get(s.label) ?? { values: [], at: [] };
      row.values.push(s.longest);
      row.at.push(s.at);
      map.set(s.label, row);
    }
  };
  for (let run = 0; run < runs; run++) {
    for (const group of groups) {
      const result = await loadAndInteract(browser, origin, { screen: group.screen, groups: [group], settled: false });
      add(early, result.steps);
      for (const s of result.steps) groupOf.set(s.label, group);
    }
    for (const screen of Object.keys(SCREENS).filter((name) => groups.some((group) => group.screen === name))) {
      const result = await loadAndInteract(browser, origin, {
        screen,
        groups: groups.filter((group) => group.screen === screen),
        settled: true,
      });
      add(settled, result.steps);
      if (longtasks[screen]) longtasks[screen].push(result.longtasks);
    }
  }
  const rows = [...new Set([...early.keys(), ...settled.keys()])].map((label) => ({
    label,
    early: median(early.get(label)?.values ?? []),
    earlyAt: median(early.get(label)?.at ?? []),
    settled: median(settled.get(label)?.values ?? []),
  }));
  const tasks = Object.fromEntries(
    Object.entries(longtasks)
      .filter(([, list]) => list.length > 0)
      .map(([screen, list]) => [
        screen,
        { count: median(list.map((t) => t.count)), longest: median(list.map((t) => t.longest)), total: median(list.map((t) => t.total)) },
      ]),
  );
  // The slowest interaction once settled, profiled in a run of its own (profiling costs time).
  const slowest = [...rows].sort((a, b) => (b.settled ?? 0) - (a.settled ?? 0))[0];
  const group = groupOf.get(slowest.label);
  let cost;
  if (group) {
    const profile = { label: slowest.label };
    await loadAndInteract(browser, origin, { screen: group.screen, groups: [group], settled: true, profile });
    if (profile.cpu) cost = attribute(profile);
  }

  const ms = (value) => (value === undefined ? '–' : String(Math.round(value)));
  log(`Interactions at ${CPU}× CPU, 390 px, rAF loop running: longest event (Event Timing, ms), median of ${runs}`);
  log(`  ${'interaction'.padEnd(62)}${'early'.padStart(7)}${'(at)'.padStart(8)}${'settled'.padStart(9)}`);
  for (const row of rows) {
    log(`  ${row.label.padEnd(62)}${ms(row.early).padStart(7)}${('+' + ms(row.earlyAt)).padStart(8)}${ms(row.settled).padStart(9)}`);
  }
  log('  (early: a load of its own per group, started at (at) ms after first content; settled: after idle)');
  for (const [screen, t] of Object.entries(tasks)) {
    log(
      `Long tasks from first content to 5 s after, ${screen}: ${t.count} tasks, longest ${ms(t.longest)} ms, total ${ms(t.total)} ms (median of ${runs})`,
    );
  }
  if (cost) {
    log(
      `Slowest once settled: ${slowest.label} (${ms(slowest.settled)} ms). During it: style ${cost.styleMs} ms, layout ${cost.layoutMs} ms, paint ${cost.paintMs} ms; top self time:`,
    );
    for (const { name, ms: time } of cost.top) log(`    ${String(time).padStart(6)} ms  ${name}`);
  }
  return { runs, rows, longtasks: tasks, slowest: slowest && { label: slowest.label, settled: slowest.settled, cost } };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const runs = Number(process.argv.find((arg) => /^\d+$/.test(arg)) ?? 3);
  const asJson = process.argv.includes('--json');
  // KFP_BENCH_ROOT: another folder to serve (with its own dist/, e.g. an earlier build) for a before/after.
  const serverOptions = {
    routes: { [BASE]: 'bench/pages/inp.html' },
    ...(process.env.KFP_BENCH_ROOT ? { staticRoot: process.env.KFP_BENCH_ROOT } : {}),
  };
  await withBenchBrowser(serverOptions, async (browser, origin) => {
    const profileArg = process.argv.find((arg) => arg.startsWith('--profile='));
    if (profileArg) {
      const { label, longest, cost } = await profileRow(browser, origin, profileArg.slice('--profile='.length), {
        early: process.argv.includes('--early'),
      });
      console.log(
        `${label}: ${longest} ms; style ${cost.styleMs} ms, layout ${cost.layoutMs} ms, paint ${cost.paintMs} ms; top self time:`,
      );
      for (const { name, ms } of cost.top) console.log(`  ${String(ms).padStart(7)} ms  ${name}`);
      console.log('  style recalculations (ms, elements):', cost.recalcs.map((r) => `${r.ms}/${r.elements}`).join(' '));
    } else {
      const groupsArg = process.argv
        .find((arg) => arg.startsWith('--groups='))
        ?.slice('--groups='.length)
        .split(',');
      const groups = groupsArg ? GROUPS.filter((group) => groupsArg.includes(group.name)) : GROUPS;
      if (groupsArg && groups.length !== groupsArg.length)
        throw new Error(`--groups: known are ${GROUPS.map((group) => group.name).join(', ')}`);
      const report = await interactions(browser, origin, { runs, groups, log: asJson ? () => {} : console.log });
      if (asJson) console.log(JSON.stringify(report, null, 2));
    }
  });
}
