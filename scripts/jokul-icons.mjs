// Jøkul draws its icons as glyphs of an icon font, which cannot load inside a shadow root. This
// esbuild plugin resolves Jøkul's icon modules (build/es/components/icon/icons/XIcon.js) to
// src/components/icon/jokul-icons.tsx, which exports the same names drawn as inline SVG. An icon we
// have no stand-in for fails the build, so no glyph can slip in with a Jøkul upgrade.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const standIn = fileURLToPath(new URL('../src/components/icon/jokul-icons.tsx', import.meta.url));
const exported = new Set([...readFileSync(standIn, 'utf8').matchAll(/^export const (\w+Icon)\b/gm)].map((match) => match[1]));

/** esbuild plugin: Jøkul's font-glyph icons become our SVG icons. */
export const jokulIconsPlugin = {
  name: 'jokul-icons',
  setup(build) {
    build.onResolve({ filter: /(^|\/)icon\/icons\/\w+Icon\.js$/ }, (args) => {
      if (!args.importer.includes('@fremtind/jokul')) return undefined;
      const name = /(\w+Icon)\.js$/.exec(args.path)?.[1];
      if (!name || !exported.has(name)) {
        return { errors: [{ text: `Jøkul icon ${name} has no SVG stand-in in src/components/icon/jokul-icons.tsx` }] };
      }
      return { path: standIn };
    });
  },
};
