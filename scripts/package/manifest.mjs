// Builds the Custom Elements Manifest (dist/custom-elements.json) with the community analyzer and
// our plugin (cem-plugin.mjs), from the element files that elements/index.ts registers.
import { create, ts } from '@custom-elements-manifest/analyzer';
import { readFile, readdir } from 'node:fs/promises';
import { dirname, join, relative } from 'node:path';
import { kfpElementsPlugin } from './cem-plugin.mjs';
import { EVENT_MAP_FILE, hostEventsOf, readEventMaps } from './host-events.mjs';
import { readTokens } from './tokens.mjs';

/**
 * The files of classes that are elements themselves (`defineOnce('kfp-x', SomeClass)`, as
 * kfp-router): the analyzer reads those classes as it reads any custom element.
 */
function classSources(root, file, text) {
  const sources = [];
  for (const [, className] of text.matchAll(/defineOnce\(\s*'[^']+'\s*,\s*(\w+)\s*\)/g)) {
    const imported = new RegExp(`import\\s*\\{[^}]*\\b${className}\\b[^}]*\\}\\s*from\\s*'(\\.[^']+)'`).exec(text);
    if (imported) sources.push(relative(root, join(root, dirname(file), imported[1])));
  }
  return sources;
}

/** The element files in the order elements/index.ts imports them, and a problem per file it misses. */
async function elementFiles(root) {
  const index = await readFile(join(root, 'elements/index.ts'), 'utf8');
  const imported = [...index.matchAll(/^import '\.\/(kfp-[\w-]+\.ts)';$/gm)].map((match) => `elements/${match[1]}`);
  const present = (await readdir(join(root, 'elements'))).filter((name) => /^kfp-[\w-]+\.ts$/.test(name)).map((name) => `elements/${name}`);
  const problems = present
    .filter((file) => !imported.includes(file))
    .map((file) => `${file}: not imported by elements/index.ts, so the bundle never registers it`);
  return { files: imported, problems };
}

/**
 * `{ manifest, problems, elements, hostEvents, windowEvents }`: the manifest object, every
 * documentation problem (the build fails on any), what the plugin read per element, and the events
 * (for the type declarations).
 */
export async function buildManifest(root) {
  const { files, problems } = await elementFiles(root);
  const { tokens, problems: tokenProblems } = await readTokens(root);
  problems.push(...tokenProblems);
  const eventMaps = await readEventMaps(root);
  const hostEvents = new Map();
  for (const file of files) hostEvents.set(file, await hostEventsOf(join(root, file), eventMaps.host, join(root, EVENT_MAP_FILE)));
  const texts = new Map();
  for (const file of files) texts.set(file, await readFile(join(root, file), 'utf8'));
  for (const file of files) {
    for (const source of classSources(root, file, texts.get(file))) texts.set(source, await readFile(join(root, source), 'utf8'));
  }
  const modules = [...texts].map(([file, text]) => ts.createSourceFile(file, text, ts.ScriptTarget.ES2022, true));
  const context = { dev: false, tokens, hostEvents, problems, elements: [] };
  const manifest = create({ modules, plugins: [kfpElementsPlugin()], context });
  return { manifest, problems, elements: context.elements, hostEvents, windowEvents: eventMaps.window };
}
