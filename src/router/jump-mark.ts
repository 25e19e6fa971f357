/**
 * The mark of a history entry whose claims hand-off has run (src/router/skadesaker-jump.ts), apart
 * from the hand-off itself so the router can check it without loading the hand-off's code.
 */

/** The key in a history entry's state that says its hand-off has run. */
export const JUMP_USED = 'kfpSkadesakerJumpBrukt';

/**
 * Whether this history entry's hand-off has already run: the customer came back to it through
 * history (Back from the claims app). Its token is spent, and running it again with a fresh one
 * would send the customer straight back, so they could never return to the portal.
 *
 * @example
 * isJumpUsed({ kfpSkadesakerJumpBrukt: true })  // true
 * isJumpUsed(null)                              // false
 */
export function isJumpUsed(state: unknown): boolean {
  return typeof state === 'object' && state !== null && (state as Record<string, unknown>)[JUMP_USED] === true;
}
