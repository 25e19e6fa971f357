// How long the page's main thread worked before the first content showed: the top-level tasks of
// the renderer's main thread in a Chromium trace, from the navigation's start to the probe's mark
// ('kfp-bench-first-content', bench/probe.mjs). The floor's figure is what React, ReactDOM and r2wc
// cost by themselves; the overview's ratio to it is the work issue 22 asks to cut.

/** The trace categories that hold the main thread's tasks and the user-timing marks. */
export const TRACE_CATEGORIES = [
  '__metadata',
  'toplevel',
  'disabled-by-default-devtools.timeline',
  'devtools.timeline',
  'blink.user_timing',
];

/**
 * Milliseconds of main-thread tasks between the navigation's start and the first-content mark.
 * @param {Buffer | string} trace Chromium's JSON trace (Playwright's `browser.stopTracing()`)
 * @returns {number | undefined} undefined when the trace holds no mark
 */
export function mainThreadBeforeFirstContent(trace) {
  const parsed = JSON.parse(String(trace));
  /** @type {any[]} */
  const events = Array.isArray(parsed) ? parsed : parsed.traceEvents;
  const mark = events.filter((event) => event.name === 'kfp-bench-first-content').at(-1);
  if (!mark) return undefined;
  const sameThread = (event) => event.pid === mark.pid && event.tid === mark.tid;
  const starts = events.filter((event) => event.name === 'navigationStart' && sameThread(event) && event.ts <= mark.ts);
  const start = starts.at(-1)?.ts;
  if (start === undefined) return undefined;
  let busyUs = 0;
  for (const event of events) {
    if (event.ph !== 'X' || event.name !== 'RunTask' || !sameThread(event)) continue;
    const from = Math.max(event.ts, start);
    const to = Math.min(event.ts + (event.dur ?? 0), mark.ts);
    if (to > from) busyUs += to - from;
  }
  return busyUs / 1000;
}
