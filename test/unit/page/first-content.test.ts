import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  afterFirstContent,
  firstContentShown,
  holdFirstContent,
  resetFirstContentForTests,
  MAX_WAIT_MS,
} from '../../../src/page/first-content.ts';

/** Whether the promise has settled after the microtasks queued so far. */
async function avgjort(promise: Promise<unknown>): Promise<boolean> {
  let ferdig = false;
  void promise.then(() => (ferdig = true));
  await vi.advanceTimersByTimeAsync(0);
  return ferdig;
}

describe('what waits for the first content', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    resetFirstContentForTests();
  });
  afterEach(() => vi.useRealTimers());

  it('waits for nothing when nothing holds it back (an element alone on a page)', async () => {
    expect(await avgjort(afterFirstContent())).toBe(true);
  });

  it('waits while a hold is open, and goes when the holder lets go (once is enough)', async () => {
    const slipp = holdFirstContent();
    const venter = afterFirstContent();
    expect(await avgjort(venter)).toBe(false);
    slipp();
    slipp();
    expect(await avgjort(venter)).toBe(true);
  });

  it('goes once the first content is shown and painted, whoever holds it back', async () => {
    holdFirstContent();
    holdFirstContent();
    const venter = afterFirstContent();
    const vist = firstContentShown();
    expect(await avgjort(venter)).toBe(false);
    // No frame in this environment: the reserve of 100 ms stands in for the paint.
    await vi.advanceTimersByTimeAsync(100);
    expect(await avgjort(vist)).toBe(true);
    expect(await avgjort(venter)).toBe(true);
  });

  it(`goes after ${MAX_WAIT_MS} ms at the latest, so a slow API never keeps the navigation away`, async () => {
    holdFirstContent();
    const venter = afterFirstContent();
    await vi.advanceTimersByTimeAsync(MAX_WAIT_MS - 1);
    expect(await avgjort(venter)).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await avgjort(venter)).toBe(true);
  });
});
