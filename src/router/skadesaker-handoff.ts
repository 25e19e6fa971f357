import { isJumpUsed } from './jump-mark.ts';
import type { RouteKey } from './view.ts';

/**
 * The claims hand-off's step after each route (spec §2 `/jump/seopp/skadesaker`): on its route it
 * starts the hand-off once, or, back from the claims app (this history entry's hand-off has run),
 * sends the customer on to the overview once. Returns the step, which keeps its own state.
 */
export function createSkadesakerHandoff(root: ShadowRoot, tilOversikten: () => void): (routeKey: RouteKey) => void {
  let startet = false;
  /** Whether this stay on the hand-off's route has already been sent on to the overview. */
  let tilbakeSendt = false;
  return (routeKey) => {
    if (routeKey !== 'route:skadesaker-jump') startet = tilbakeSendt = false;
    else if (isJumpUsed(history.state)) {
      // Once while on this route: should the address not change (a page already on its way out),
      // a second try would only come back here, in a loop of microtasks that never lets go.
      if (!tilbakeSendt) queueMicrotask(tilOversikten);
      tilbakeSendt = true;
    } else if (!startet) {
      startet = true;
      // Its own chunk: only this route needs it.
      void import('./skadesaker-jump.ts').then(({ startSkadesakerJump }) => startSkadesakerJump(root, tilOversikten));
    }
  };
}
