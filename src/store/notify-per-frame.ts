/**
 * The screens hear of the server cache's changes once per frame. A first screen's reads answer
 * within a few milliseconds of each other (the overview's ten), and each answer told React at once
 * made one commit of every element that shows it: ten commits before the first agreement, most of
 * them of a page that did not change on screen. Told in the next animation frame instead, the
 * answers that land within one frame re-render each element once, just before that frame paints
 * (issue 22: 14–15 React commits before the overview's first agreement became 4–7). A page without
 * frames (a tab in the background) hears within `RESERVE_MS`.
 *
 * Only the React binding (`use-query.ts`) waits for the frame; the cache itself, and framework-free
 * readers such as the router, hear at once.
 */

/** The longest a change waits when no frame comes (a tab in the background), in ms. */
export const RESERVE_MS = 1000;

const ventende = new Set<() => void>();
let planlagt = false;

/** Calls `varsle` in the next animation frame, once however often it is asked before then. */
export function notifyInFrame(varsle: () => void): void {
  ventende.add(varsle);
  if (planlagt) return;
  planlagt = true;
  // Whichever comes first tells; the other finds nothing left (or tells what came since, early).
  setTimeout(notifyNow, RESERVE_MS);
  if (typeof requestAnimationFrame === 'function') requestAnimationFrame(notifyNow);
}

/** Forgets `varsle` if it waits (its element stopped observing). */
export function forgetNotification(varsle: () => void): void {
  ventende.delete(varsle);
}

/**
 * Calls every waiting `varsle` now: for a state change of its own that must show in the same commit
 * as the data it waited for (a save that is done once the cache has the new answer).
 */
export function notifyNow(): void {
  planlagt = false;
  const alle = [...ventende];
  ventende.clear();
  for (const varsle of alle) varsle();
}
