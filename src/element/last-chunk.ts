/**
 * Loads the bundle's lazy chunks. The build (scripts/merge-chunks.mjs) turns every
 * `import('./chunk-X.js')` into `globalThis[Symbol.for('kfp-elements.lastChunk')]('./chunk-X.js', import.meta.url)`,
 * so a chunk is resolved against the importing file without that file's query or fragment (a
 * page's `kfp.js?v=2026-11` loads `chunk-X.js`), and a load that fails (a network hiccup, a deploy
 * replacing files) is tried once more, shortly after, under a fresh URL (`chunk-X.js?retry=1`):
 * browsers may keep a failed module's result for its URL. Only the chunk itself gets the query; what
 * it shares comes from the owning instance (src/element/instans.ts), and the chunks it needs load
 * through here too (the build turns a chunk's static imports of chunks into calls of this loader). Each
 * new load after a failure (the element's 'Prøv igjen') starts over with the plain URL.
 */

/** The global key the build calls (scripts/merge-chunks.mjs, `LAST_CHUNK`). */
export const LAST_CHUNK = Symbol.for('kfp-elements.lastChunk');

/** Wait before the second try: long enough for a blip to pass, short next to the 'Prøv igjen' path. */
export const NYTT_FORSOK_ETTER_MS = 300;

/** The URL of `spesifikator` against `base`, without query or fragment; `?retry=n` for the n-th retry. */
export function chunkUrl(spesifikator: string, base: string, forsok = 0): string {
  const url = new URL(spesifikator, base);
  url.search = forsok > 0 ? `?retry=${forsok}` : '';
  url.hash = '';
  return url.href;
}

let forsok = 0;
/** Loads under way or done, by plain URL: a chunk that several chunks import is loaded once, as one module. */
const laster = new Map<string, Promise<unknown>>();

/**
 * Imports the chunk, and once more under a fresh URL if that fails; rejects with the second failure
 * (and forgets it, so the next call starts over). Callers of the same chunk share one load.
 */
export function lastChunk(spesifikator: string, base: string, importer: (url: string) => Promise<unknown> = (url) => import(/* @vite-ignore */ url)): Promise<unknown> {
  const url = chunkUrl(spesifikator, base);
  const underveis = laster.get(url);
  if (underveis) return underveis;
  const lasting = importer(url).catch(async () => {
    await new Promise((resolve) => setTimeout(resolve, NYTT_FORSOK_ETTER_MS));
    forsok += 1;
    return importer(chunkUrl(spesifikator, base, forsok));
  });
  laster.set(url, lasting);
  lasting.catch(() => laster.delete(url));
  return lasting;
}

const side = globalThis as { [LAST_CHUNK]?: typeof lastChunk };
side[LAST_CHUNK] ??= lastChunk;
