/**
 * Loads the bundle's lazy chunks. The build (scripts/merge-chunks.mjs) turns every
 * `import('./chunk-X.js')` into `globalThis[Symbol.for('kfp-elements.lastChunk')](()=>import('./chunk-X.js'), import.meta.url)`:
 * the import itself stays in the code, so a bank's web team that bundles the npm package into its
 * own app (test/pack) still has its bundler see and copy every chunk, and a page's `kfp.js?v=2026-11`
 * resolves `chunk-X.js` beside it without the query. A load that fails (a network hiccup, a deploy
 * replacing files) is tried once more, shortly after, under a fresh URL (`chunk-X.js?retry=1`):
 * browsers may keep a failed module's result for its URL. Only the chunk itself gets the query; what
 * it shares comes from the owning instance (src/element/version.ts), and the chunks it needs load
 * through here too (the build turns a chunk's static imports of chunks into calls of this loader). Each
 * new load after a failure (the element's 'Prøv igjen') starts over with the plain URL.
 *
 * A chunk that needs other chunks does not wait for them at its top level (no top-level `await`):
 * its code runs in an async function once they are in, and the chunk exports only that function's
 * promise of its exports, under `READY`; this loader hands on what the promise gives. In WebKit
 * (Safari, the bank app's web view, WebKitGTK) a module that is suspended in a top-level `await`
 * when its page goes away (a navigation, a frame loading another page or removed) spins its page
 * process at full CPU for good once that await settles: JavaScriptCore's module loader resumes the
 * module in a loop that never ends when WebCore has no frame to run it in
 * (test/webkit-repro/tla-ramme/README.md).
 *
 * A chunk's exports are handed on in a task after the one it was evaluated in (issue 35): what its
 * arrival starts (the code of a chunk that waited for it, a screen's first render, the after-content
 * start-up) runs in a task of its own, not appended to the chunk's evaluation, so the browser may
 * answer a tap between the two.
 */

/** The one export of a chunk that needs other chunks: a promise of its exports (scripts/merge-chunks.mjs, `READY`). */
export const READY = '__kfpKlar';

/** A chunk's exports: those its `READY` promise gives, or the module's own when it has none. */
function eksporter(modul: unknown): unknown {
  return modul !== null && typeof modul === 'object' && READY in modul ? (modul as Record<string, unknown>)[READY] : modul;
}

/** The global key the build calls (scripts/merge-chunks.mjs, `LOAD_CHUNK`). */
export const LOAD_CHUNK = Symbol.for('kfp-elements.lastChunk');

/** Wait before the second try: long enough for a blip to pass, short next to the 'Prøv igjen' path. */
export const CHUNK_RETRY_MS = 300;

/** The URL of `spesifikator` against `base`, without query or fragment; `?retry=n` for the n-th retry. */
export function chunkUrl(spesifikator: string, base: string, forsok = 0): string {
  const url = new URL(spesifikator, base);
  url.search = forsok > 0 ? `?retry=${forsok}` : '';
  url.hash = '';
  return url.href;
}

/**
 * The chunk's exports (`eksporter`), handed on in a task after this one (a timer of 0: timers of the
 * same delay run in the order they were set). A ready-promise cannot fail before then: the chunks it
 * waits for are handed on by timers set after this one (and a failed one only after its retry).
 */
const etterEnOppgave = (modul: unknown): Promise<unknown> => new Promise((resolve) => setTimeout(resolve, 0, eksporter(modul)));

let forsok = 0;
/** Loads under way or done, by plain URL: a chunk that several chunks import is loaded once, as one module. */
const laster = new Map<string, Promise<unknown>>();

/** The specifier of the `import('…')` in the build's loader call, e.g. `()=>import("./chunk-X.js")`. */
export function specifierOf(forst: () => Promise<unknown>): string | undefined {
  return /import\(\s*(["'`])([^"'`]+)\1\s*\)/.exec(String(forst))?.[2];
}

/**
 * Imports the chunk (`forst`, the build's own `import()`), and once more under a fresh URL beside
 * `base` if that fails (the chunk itself, or one it needs); resolves with the chunk's exports;
 * rejects with the second failure (and forgets it, so the next call starts over). Callers of the
 * same chunk share one load.
 */
export function loadChunk(
  forst: () => Promise<unknown>,
  base: string,
  importer: (url: string) => Promise<unknown> = (url) => import(/* @vite-ignore */ url),
): Promise<unknown> {
  const spesifikator = specifierOf(forst);
  const nokkel = spesifikator ? chunkUrl(spesifikator, base) : String(forst);
  const underveis = laster.get(nokkel);
  if (underveis) return underveis;
  const lasting = forst()
    .then(etterEnOppgave)
    .catch(async () => {
      await new Promise((resolve) => setTimeout(resolve, CHUNK_RETRY_MS));
      forsok += 1;
      // A bundler that rewrote the import without a file name of ours: try its import once more.
      return (spesifikator ? importer(chunkUrl(spesifikator, base, forsok)) : forst()).then(etterEnOppgave);
    });
  laster.set(nokkel, lasting);
  lasting.catch(() => laster.delete(nokkel));
  return lasting;
}

/** Makes this instance's loader the one the build's chunk imports call (the first instance's stays). */
export function installChunkLoader(): void {
  const side = globalThis as { [LOAD_CHUNK]?: typeof loadChunk };
  side[LOAD_CHUNK] ??= loadChunk;
}
