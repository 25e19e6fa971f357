/**
 * The bundle's start-up, its steps in order (docs/engineering.md "Start-up"). The entry
 * (elements/index.ts) imports this module first; its last step pauses the evaluation of the bundle
 * (a top-level `await` on a timer), so what it asked for travels while the rest is evaluated. After
 * it the entry evaluates React and pauses once more (src/element/pause-after-react.ts), then
 * defines the elements.
 *
 * Here, in elements/ (the layer above both), because the start-up needs the element machinery and
 * the router's early read, and nothing in src/element/ imports the router.
 */
import { installChunkLoader } from '../src/element/load-chunk.ts';
import { claimThisCopy } from '../src/element/version.ts';
import { askSessionEarly } from '../src/router/early-session.ts';

/**
 * Starts the portal on the page:
 * 1. claims the page (version and instance, src/element/version.ts): a copy of another version, or
 *    the same file under a second URL, registers and asks for nothing;
 * 2. installs the lazy-chunk loader (src/element/load-chunk.ts), before any chunk is asked for;
 * 3. asks for the session status (src/router/early-session.ts);
 * 4. pauses for one task, so ky's request leaves before React is evaluated: without the pause it
 *    left once the whole bundle had been evaluated (some 300 ms of a 4×-slowed phone CPU).
 *    Importing `dist/kfp.js` still resolves only once every element is registered.
 *    (A document that has gone runs no timers, so the pause never settles there: no lazy chunk
 *    awaits at its top level, docs/engineering.md.)
 */
export async function startPortal(): Promise<void> {
  claimThisCopy();
  installChunkLoader();
  askSessionEarly();
  await new Promise<void>((resolve) => setTimeout(resolve, 0));
}

await startPortal();
