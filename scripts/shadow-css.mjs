// CSS imported as text for constructable stylesheets in shadow roots. Jøkul's stylesheets are
// written for a document: their :root, html and body selectors become :host, where an element's
// tokens and base styles must live. Every sheet is minified when the build minifies.
import { transform } from 'esbuild';
import { readFile } from 'node:fs/promises';

/** Rewrites document-level selectors to :host. Only whole selectors are touched, never class names. */
export function toShadowCss(css) {
  return css.replace(/(^|[{},\s])(:root|html|body)(?=[\s,{[:.>~+]|$)/g, '$1:host');
}

/** esbuild plugin: every .css file is loaded as a text module (node_modules' through `toShadowCss`). */
export const shadowCssPlugin = {
  name: 'shadow-css',
  setup(build) {
    const minify = build.initialOptions.minify === true;
    build.onLoad({ filter: /\.css$/ }, async (args) => {
      let css = await readFile(args.path, 'utf8');
      if (/node_modules[\\/]/.test(args.path)) css = toShadowCss(css);
      if (minify) css = (await transform(css, { loader: 'css', minify: true, target: ['chrome100', 'safari15.4', 'firefox100'] })).code;
      return { contents: `export default ${JSON.stringify(css)};`, loader: 'js' };
    });
  },
};
