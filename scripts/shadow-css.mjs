// CSS imported as text for constructable stylesheets in shadow roots. Jøkul's stylesheets are
// written for a document: their :root, html and body selectors become :host, where an element's
// tokens and base styles must live. Every sheet's rem becomes the portal's own rem (`portalRem`),
// and every sheet is minified when the build minifies.
import { transform } from 'esbuild';
import { readFile } from 'node:fs/promises';

/** Rewrites document-level selectors to :host. Only whole selectors are touched, never class names. */
export function toShadowCss(css) {
  return css.replace(/(^|[{},\s])(:root|html|body)(?=[\s,{[:.>~+]|$)/g, '$1:host');
}

/**
 * The portal's rem (issue 31): the browser's default text size (`medium`, the customer's text
 * size setting), not the host page's root font size (10px on a Bootstrap 3 page, 62.5 % …). Each
 * host sets `--_kfp-rem` (a length property registered by src/element/portal-rem.ts) to its own
 * `font-size: medium`, so `calc(n*var(--_kfp-rem))` is n times that, on every element below it.
 * - in a value: `1.5rem` → `calc(1.5*var(--_kfp-rem))` (`1rem` → `var(--_kfp-rem)`, `0rem` → `0`);
 * - in a container query: `rem` → `em` (a container query's rem is the root's font size; its em is
 *   the container's, which is the portal's text size);
 * - media queries and `sizes` keep rem: there rem is already the initial font size, `medium`;
 * - comments, strings and url() are left alone.
 */
export function portalRem(css) {
  return css.replace(
    /(\/\*[\s\S]*?\*\/|"(?:\\.|[^"\\])*"|'(?:\\.|[^'\\])*'|url\([^)]*\)|@(?:media|import|custom-media)\b[^{;]*)|(@container\b[^{]*)|(^|[^\w.+-])([-+]?(?:\d+\.?\d*|\.\d+))rem(?![\w-])/gi,
    (match, skip, container, before, number) => {
      if (skip) return skip;
      if (container) return container.replace(/(\d*\.?\d+)rem\b/gi, '$1em');
      if (/^[-+]?0*\.?0*$/.test(number)) return `${before}0`;
      if (number === '1') return `${before}var(--_kfp-rem)`;
      return `${before}calc(${number}*var(--_kfp-rem))`;
    },
  );
}

/** What every stylesheet of ours goes through: `toShadowCss` for node_modules' sheets, then `portalRem`. */
export function forShadowRoot(css, path) {
  return portalRem(/node_modules[\\/]/.test(path) ? toShadowCss(css) : css);
}

/** esbuild plugin: every .css file is loaded as a text module, through `forShadowRoot`. */
export const shadowCssPlugin = {
  name: 'shadow-css',
  setup(build) {
    const minify = build.initialOptions.minify === true;
    build.onLoad({ filter: /\.css$/ }, async (args) => {
      let css = await readFile(args.path, 'utf8');
      if (minify) css = (await transform(css, { loader: 'css', minify: true, target: ['chrome100', 'safari15.4', 'firefox100'] })).code;
      css = forShadowRoot(css, args.path);
      return { contents: `export default ${JSON.stringify(css)};`, loader: 'js' };
    });
  },
};
