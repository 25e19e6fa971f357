/**
 * The first screen's content comes first. While `<kfp-router>` waits for the overview's agreements
 * (its first content), what that content does not need (the footer's code, the toaster, the
 * analytics consent gate, the market-source sync) waits too, so it competes with the content for
 * neither the network nor a slow phone's CPU. It loads as soon as the content shows, or after
 * `MAX_WAIT_MS` at the latest, so a slow API never keeps the footer away for long. With
 * nobody waiting (an element alone on a page, any other route) nothing is held back.
 */
import { afterNextPaint } from './next-paint.ts';

/** The longest anything waits for the first content, in ms. */
export const MAX_WAIT_MS = 3_000;

const holdt = new Set<symbol>();
let ventende: (() => void)[] = [];

function slippVentende(): void {
  if (holdt.size > 0) return;
  for (const resolve of ventende.splice(0)) resolve();
}

/**
 * Holds back what waits for the first content until the returned function is called (idempotent),
 * `firstContentShown()` is called, or `MAX_WAIT_MS` has passed.
 */
export function holdFirstContent(): () => void {
  const hold = Symbol('første innhold');
  holdt.add(hold);
  const timer = setTimeout(() => slipp(), MAX_WAIT_MS);
  function slipp(): void {
    clearTimeout(timer);
    if (holdt.delete(hold)) slippVentende();
  }
  return slipp;
}

/**
 * The page's first content has rendered: once it is painted, everything held back may load.
 * Resolves then (also when nothing was held back), so the caller may load its own rest.
 */
export function firstContentShown(): Promise<void> {
  return afterNextPaint().then(() => {
    holdt.clear();
    slippVentende();
  });
}

/** Resolves when nothing holds the first content back (at once when nothing does). */
export function afterFirstContent(): Promise<void> {
  if (holdt.size === 0) return Promise.resolve();
  return new Promise((resolve) => ventende.push(resolve));
}

/** Tests only: forget every hold and waiter. */
export function resetFirstContentForTests(): void {
  holdt.clear();
  ventende = [];
}
