/** Rewrites document-level selectors (:root, html, body) to :host. */
export function toShadowCss(css: string): string;
/** Every rem of `css` as the portal's rem, `calc(n*var(--_kfp-rem))` (container queries: em). */
export function portalRem(css: string): string;
/** What every stylesheet of ours goes through at build time: `toShadowCss` for node_modules' sheets, then `portalRem`. */
export function forShadowRoot(css: string, path: string): string;
export const shadowCssPlugin: import('esbuild').Plugin;
