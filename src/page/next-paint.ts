/**
 * Resolves after the next frame has been painted: in the task after the next animation frame's
 * callbacks (the frame is painted at the end of the task that ran them). What the customer sees
 * first is on screen before the work that waits for it starts. A page that paints no frame (a tab
 * in the background, a browser without `requestAnimationFrame`) goes on after 100 ms.
 */
export function afterNextPaint(): Promise<void> {
  return new Promise((resolve) => {
    const reserve = setTimeout(resolve, 100);
    if (typeof requestAnimationFrame !== 'function') return;
    requestAnimationFrame(() =>
      setTimeout(() => {
        clearTimeout(reserve);
        resolve();
      }, 0),
    );
  });
}
