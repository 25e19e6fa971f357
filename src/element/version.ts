/**
 * The bundle's version (package.json `version`, put in by the build) and its claim on the page.
 *
 * The first kfp-elements bundle that loads announces itself as `window.kfpElements = { version }`.
 * A second copy of the same version (another URL, a CDN and a local copy) stays silent and, since
 * every tag is taken, registers nothing. A copy of another version warns on the console and
 * registers nothing at all, so two versions never mix on one page (each would have its own store,
 * cache and screens): the first one loaded stays in charge. A second instance of the same file (the
 * page loads `kfp.js?v=2` too) is a copy: src/element/instans.ts.
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

const mayRegister = claimPage(globalThis as Page, VERSION);
let kopi = false;

/**
 * Marks this instance a copy of a bundle that already owns the page (the same file under another
 * URL: src/element/instans.ts): it registers nothing and starts nothing, silently.
 */
export function markerSomKopi(): void {
  kopi = true;
}

/**
 * False when another version of kfp-elements owns the page, or this instance is a copy of the
 * one that does (then this copy registers nothing and asks for nothing).
 */
export function mayRegisterElements(): boolean {
  return mayRegister && !kopi;
}
