import { afterEach, describe, expect, it, vi } from 'vitest';
import { afterNextPaint } from '../../../src/page/next-paint.ts';

describe('afterNextPaint (issue 37 point 4)', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it('resolves in the task after the next animation frame', async () => {
    vi.useFakeTimers();
    const frames: FrameRequestCallback[] = [];
    vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => frames.push(callback));
    let ferdig = false;
    void afterNextPaint().then(() => (ferdig = true));
    await vi.advanceTimersByTimeAsync(50);
    expect(ferdig).toBe(false);
    frames.shift()?.(0);
    await Promise.resolve();
    expect(ferdig).toBe(false);
    await vi.advanceTimersByTimeAsync(0);
    expect(ferdig).toBe(true);
  });

  it('goes on after 100 ms when no frame comes (a tab in the background)', async () => {
    vi.useFakeTimers();
    vi.stubGlobal('requestAnimationFrame', () => 0);
    let ferdig = false;
    void afterNextPaint().then(() => (ferdig = true));
    await vi.advanceTimersByTimeAsync(99);
    expect(ferdig).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(ferdig).toBe(true);
  });
});
