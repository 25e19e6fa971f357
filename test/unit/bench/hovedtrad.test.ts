// @ts-expect-error: a plain .mjs module of the bench, without types
import { mainThreadBeforeFirstContent } from '../../../bench/hovedtrad.mjs';
import { describe, expect, it } from 'vitest';

const main = { pid: 1, tid: 7 };
const task = (ts: number, dur: number, thread = main) => ({ ...thread, ph: 'X', name: 'RunTask', ts, dur });

describe("the main thread's work before the first content (bench/hovedtrad.mjs)", () => {
  it("sums the main thread's tasks between the navigation's start and the mark, clipped to them", () => {
    const trace = {
      traceEvents: [
        { ...main, ph: 'R', name: 'navigationStart', ts: 500 },
        task(0, 400), // the page before: not counted
        { ...main, ph: 'R', name: 'navigationStart', ts: 1_000 },
        task(900, 300), // 200 µs after the start
        task(2_000, 1_000),
        task(2_500, 5_000, { pid: 1, tid: 8 }), // another thread
        task(9_500, 1_000), // 500 µs before the mark
        { ...main, ph: 'R', name: 'kfp-bench-first-content', ts: 10_000 },
        task(12_000, 9_000), // after it
      ],
    };
    expect(mainThreadBeforeFirstContent(JSON.stringify(trace))).toBeCloseTo(1.7, 6);
  });

  it('gives undefined without the mark', () => {
    expect(mainThreadBeforeFirstContent(JSON.stringify({ traceEvents: [task(0, 10)] }))).toBeUndefined();
  });
});
