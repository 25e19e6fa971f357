// CSS written for a document (Jøkul's stylesheets) made to work inside a shadow root: selectors on
// :root, html and body become :host, where tokens and base styles must live for an element.
import { readFile } from 'node:fs/promises';

/** Rewrites document-level selectors to :host. Only whole selectors are touched, never class names. */
export function toShadowCss(css) {
  return css.replace(/(^|[{},\s])(:root|html|body)(?=[\s,{[:.>~+]|$)/g, '$1:host');
}

/** esbuild plugin: every .css file from node_modules is loaded as text through `toShadowCss`. */
export const shadowCssPlugin = {
  name: 'shadow-css',
  setup(build) {
    build.onLoad({ filter: /node_modules[\\/].*\.css$/ }, async (args) => ({
      contents: `export default ${JSON.stringify(toShadowCss(await readFile(args.path, 'utf8')))};`,
      loader: 'js',
    }));
  },
};
