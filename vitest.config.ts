import { readFileSync } from 'node:fs';
import pkg from './package.json' with { type: 'json' };
import { defineConfig } from 'vitest/config';
import { toShadowCss } from './scripts/shadow-css.mjs';

export default defineConfig({
  // As the build does (build.mjs): the version the bundle announces.
  define: { __KFP_VERSION__: JSON.stringify(pkg.version) },
  plugins: [
    {
      // The bundle imports CSS as text (esbuild's text loader); vitest would give "". Serve the text.
      name: 'css-as-text',
      enforce: 'pre',
      load(id) {
        if (id.endsWith('.css')) return `export default ${JSON.stringify(toShadowCss(readFileSync(id, 'utf8')))};`;
        return undefined;
      },
    },
  ],
  test: {
    include: ['test/unit/**/*.test.{ts,tsx}'],
    environment: 'node',
    restoreMocks: true,
  },
});
