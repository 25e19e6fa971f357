// Builds the demo-only bundles (not part of dist/kfp.js): demo/dist/catalog.js, the component
// catalogue <kfp-komponentkatalog> shown by demo/pages/komponenter.html.
//
// Usage: node demo/build-demo.mjs
import * as esbuild from 'esbuild';
import { sharedOptions } from '../build.mjs';

await esbuild.build({
  ...sharedOptions,
  // bank-sentry: a bank page's own Sentry (demo/pages/bank-sentry.html), never part of dist/.
  entryPoints: { catalog: 'demo/catalog/index.tsx', 'bank-sentry': 'demo/vert/bank-sentry.ts' },
  outdir: 'demo/dist',
  minify: true,
  sourcemap: 'linked',
});
