/**
 * Which copy of the bundle owns the page. Every distinct script URL is a module instance of its
 * own (`kfp.js`, `kfp.js?v=2026-11`, `kfp.js#x`), each with its own React, store and query cache.
 * The first instance evaluated names itself, by its own URL, under
 * `globalThis[Symbol.for('kfp-elements.eier')]`; any later one is a copy: it registers nothing and
 * asks for nothing (src/element/version.ts, `mayRegisterElements`). The build (scripts/merge-chunks.mjs)
 * has the owner hand its internals to the lazy chunks, so every screen runs on the owner's React.
 * Imported first by the bundle's entry (elements/index.ts); a module that imports src/ directly
 * (a test) is never a copy.
 */
import { markerSomKopi } from './version.ts';

/** The global key the build's registry also reads (scripts/merge-chunks.mjs, `EIER`). */
export const EIER = Symbol.for('kfp-elements.eier');

/**
 * Names `url` the owner of `page` unless another instance already is; true when `url` owns it.
 */
export function gjorKrav(page: { [EIER]?: string }, url: string): boolean {
  page[EIER] ??= url;
  return page[EIER] === url;
}

if (!gjorKrav(globalThis as { [EIER]?: string }, import.meta.url)) markerSomKopi();
