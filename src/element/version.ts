/**
 * The bundle's version (package.json `version`, put in by the build) and its claim on the page: the
 * one guard that decides whether this copy of the bundle may register and start anything
 * (`mayRegisterElements`). Claimed by `claimThisCopy()`, the first step of the start-up
 * (elements/start.ts); a module that imports src/ directly (a test) claims its version on first use.
 *
 * - **Version.** The first kfp-elements bundle that loads announces itself as
 *   `window.kfpElements = { version }`. A second copy of the same version (another URL, a CDN and a
 *   local copy) stays silent and, since every tag is taken, registers nothing. A copy of another
 *   version warns on the console and registers nothing at all, so two versions never mix on one
 *   page (each would have its own store, cache and screens): the first one loaded stays in charge.
 * - **Instance.** Every distinct script URL is a module instance of its own (`kfp.js`,
 *   `kfp.js?v=2026-11`, `kfp.js#x`), each with its own React, store and query cache. The first
 *   instance names itself, by its own URL, under `globalThis[Symbol.for('kfp-elements.eier')]`; any
 *   later one is a copy: it registers nothing and asks for nothing, silently. The build
 *   (scripts/merge-chunks.mjs) has the owner hand its internals to the lazy chunks, so every screen
 *   runs on the owner's React.
 */
declare const __KFP_VERSION__: string | undefined;

/** This bundle's version; `0.0.0-dev` when run from the sources without the build's define. */
export const VERSION: string = typeof __KFP_VERSION__ === 'string' ? __KFP_VERSION__ : '0.0.0-dev';

/** What the first bundle announces on `window`. */
export interface KfpElementsGlobal {
  readonly version: string;
}

declare global {
  interface Window {
    /** Set by the first kfp-elements bundle that loads on the page. */
    readonly kfpElements?: KfpElementsGlobal;
  }
}

type Page = { kfpElements?: KfpElementsGlobal };

/**
 * Announces `version` on `page` unless a bundle already did. True when this copy may register its
 * elements (it is the first, or the same version); false, with a warning, for another version.
 */
export function claimPage(page: Page, version: string, warn: (message: string) => void = console.warn): boolean {
  const existing = page.kfpElements;
  if (existing === undefined) {
    Object.defineProperty(page, 'kfpElements', { value: Object.freeze({ version }), enumerable: true });
    return true;
  }
  if (existing.version === version) return true;
  warn(
    `[kfp] kfp-elements ${version} was loaded on a page where kfp-elements ${existing.version} already runs. ` +
      `The elements of ${existing.version} stay in use and ${version} registers nothing: load one version only.`,
  );
  return false;
}

/** The global key the build's registry also reads (scripts/merge-chunks.mjs, `OWNER`). */
export const OWNER = Symbol.for('kfp-elements.eier');

/**
 * Names `url` the owner of `page` unless another instance already is; true when `url` owns it.
 */
export function makeClaim(page: { [OWNER]?: string }, url: string): boolean {
  page[OWNER] ??= url;
  return page[OWNER] === url;
}

let mayRegister: boolean | undefined;
let kopi = false;

/**
 * Claims the page for this copy of the bundle, from the bundle's entry (once): this instance named
 * the owner unless another is, and its version announced unless another bundle did. True when this
 * copy may register its elements and start its work.
 */
export function claimThisCopy(): boolean {
  kopi = !makeClaim(globalThis as { [OWNER]?: string }, import.meta.url);
  return mayRegisterElements();
}

/**
 * False when another version of kfp-elements owns the page, or this instance is a copy of the
 * one that does (then this copy registers nothing and asks for nothing). A module that imports
 * src/ directly (a test) claims only the version, on first use: it is never a copy.
 */
export function mayRegisterElements(): boolean {
  mayRegister ??= claimPage(globalThis as Page, VERSION);
  return mayRegister && !kopi;
}
