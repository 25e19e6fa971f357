// Builds the demo-only bundles (not part of dist/kfp.js): demo/dist/catalog.js, the component
// catalogue <kfp-komponentkatalog> shown by demo/pages/komponenter.html.
//
// Usage: node demo/build-demo.mjs
import * as esbuild from 'esbuild';
import { sharedOptions } from '../build.mjs';

await esbuild.build({
  ...sharedOptions,
  entryPoints: { catalog: 'demo/catalog/index.tsx' },
  outdir: 'demo/dist',
  minify: true,
  sourcemap: 'linked',
});
