// The React binding hears of the cache's changes once per frame (src/store/notify-per-frame.ts).
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { forgetNotification, RESERVE_MS, notifyInFrame, notifyNow } from '../../../src/store/notify-per-frame.ts';

let bilder: (FrameRequestCallback | undefined)[] = [];

/** Runs the frames asked for so far, as the browser would before it paints. */
function nesteBilde(): void {
  const na = bilder;
  bilder = [];
  for (const bilde of na) bilde?.(performance.now());
}

beforeEach(() => {
  bilder = [];
  vi.useFakeTimers();
  vi.stubGlobal('requestAnimationFrame', (bilde: FrameRequestCallback) => bilder.push(bilde));
});
afterEach(() => {
  notifyNow();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('notifyInFrame', () => {
  it('tells each listener once in the next frame, however often it was asked before it', () => {
    const a = vi.fn();
    const b = vi.fn();
    notifyInFrame(a);
    notifyInFrame(b);
    notifyInFrame(a);
    expect(a).not.toHaveBeenCalled();
    expect(bilder).toHaveLength(1);
    nesteBilde();
    expect(a).toHaveBeenCalledTimes(1);
    expect(b).toHaveBeenCalledTimes(1);
    // Nothing is left over for the reserve timer.
    vi.advanceTimersByTime(RESERVE_MS);
    expect(a).toHaveBeenCalledTimes(1);
  });

  it('a change after the frame waits for the next one', () => {
    const a = vi.fn();
    notifyInFrame(a);
    nesteBilde();
    notifyInFrame(a);
    expect(a).toHaveBeenCalledTimes(1);
    nesteBilde();
    expect(a).toHaveBeenCalledTimes(2);
  });

  it('without frames (a tab in the background) tells within RESERVE_MS', () => {
    const a = vi.fn();
    notifyInFrame(a);
    vi.advanceTimersByTime(RESERVE_MS - 1);
    expect(a).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(a).toHaveBeenCalledTimes(1);
    // The frame that comes later has nothing to tell.
    nesteBilde();
    expect(a).toHaveBeenCalledTimes(1);
  });

  it('where requestAnimationFrame does not exist, the reserve timer tells', () => {
    vi.stubGlobal('requestAnimationFrame', undefined);
    const a = vi.fn();
    notifyInFrame(a);
    vi.advanceTimersByTime(RESERVE_MS);
    expect(a).toHaveBeenCalledTimes(1);
  });

  it('a listener forgotten before the frame (its element stopped observing) is not told', () => {
    const a = vi.fn();
    const b = vi.fn();
    notifyInFrame(a);
    notifyInFrame(b);
    forgetNotification(a);
    nesteBilde();
    expect(a).not.toHaveBeenCalled();
    expect(b).toHaveBeenCalledTimes(1);
  });

  it('notifyNow tells everything waiting at once; the frame then has nothing to tell', () => {
    const a = vi.fn();
    notifyInFrame(a);
    notifyNow();
    expect(a).toHaveBeenCalledTimes(1);
    nesteBilde();
    vi.advanceTimersByTime(RESERVE_MS);
    expect(a).toHaveBeenCalledTimes(1);
  });
});
