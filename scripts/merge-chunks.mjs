// esbuild's code splitting puts every module that kfp.js and some lazy chunk both import into a
// chunk of its own, even though kfp.js is always loaded before that lazy chunk: the first screen
// then waits for kfp.js, and only after it for some 30 small chunks it imports (one more round trip,
// and each file compressed on its own). Rollup's chunking knows that what the importer of a dynamic
// import has loaded is there already, so this second pass over esbuild's output (a module per
// esbuild chunk, source maps followed through to the sources) folds those chunks into kfp.js and
// keeps the lazy ones lazy. The result is described in esbuild's metafile shape, so the budget
// checks read it the same way.
//
// One instance whatever the script's URL: a page may load `kfp.js?v=2026-11`, `kfp.js#x`, or the
// bundle twice. Each distinct URL is a module instance of its own, while a lazy chunk's
// `import … from './kfp.js'` resolves to the URL without query or fragment: the screen would then
// run on a second React, store and query cache. So the lazy chunks do not import kfp.js: the
// instance that owns the page (`src/element/version.ts`) hands its exports, once evaluated, to a
// registry on `globalThis` (keyed by the build's id), and each chunk awaits them there (`delt`
// below). Lazy chunks load through `globalThis[Symbol.for('kfp-elements.lastChunk')]`
// (`src/element/load-chunk.ts`), which resolves the chunk against the importer's URL without its
// query and retries a failed load with a fresh URL.
import { createHash } from 'node:crypto';
import { readFile, rm, writeFile } from 'node:fs/promises';
import { basename, dirname, join, relative, resolve } from 'node:path';
import { transform } from 'esbuild';
import { analyze } from 'eslint-scope';
import { rollup } from 'rollup';
import { parseAst } from 'rollup/parseAst';

const MAP_COMMENT = /\n?\/\/# sourceMappingURL=[^\n]*\s*$/;
/** The global key of the lazy-chunk loader (src/element/load-chunk.ts). */
export const LOAD_CHUNK = 'kfp-elements.lastChunk';
/** The one export of a chunk that needs other chunks: a promise of its exports (src/element/load-chunk.ts, `READY`). */
export const READY = '__kfpKlar';
/** The global key under which the owning instance is named (src/element/version.ts). */
export const OWNER = 'kfp-elements.eier';

/**
 * Rewrites rollup's output in place: the entry, once evaluated and if its instance owns the page,
 * puts its exports in the registry; every other chunk takes what it imported from the entry out
 * of the registry instead of importing the entry's URL. The build's id (a hash of every chunk)
 * keys the registry, so chunks of another build never read this one's exports.
 * @param {import('rollup').OutputChunk[] | import('rollup').RollupOutput['output']} output
 * @param {string} entry
 * @returns {string} the build's registry key
 */
function delt(output, entry) {
  const chunks = output.filter((item) => item.type === 'chunk');
  const hash = createHash('sha256');
  for (const chunk of [...chunks].sort((a, b) => a.fileName.localeCompare(b.fileName))) hash.update(chunk.fileName).update(chunk.code);
  const key = `kfp-elements.delt.${hash.digest('hex').slice(0, 16)}`;
  const register = `(globalThis[Symbol.for(${JSON.stringify(key)})]??=(()=>{let r,p=new Promise(f=>r=f);return{p,r}})())`;
  const entryChunk = chunks.find((chunk) => chunk.isEntry && chunk.fileName === entry);
  if (!entryChunk) throw new Error(`merge-chunks: no entry ${entry}`);

  // The entry: its export list, handed over live (each value as it is once evaluated).
  const code = entryChunk.code.replace(MAP_COMMENT, '');
  const ast = parseAst(code);
  /** @type {[string, string][]} exported name, local name */
  const exported = [];
  let withoutExports = code;
  for (const node of ast.body) {
    if (node.type !== 'ExportNamedDeclaration') continue;
    if (node.declaration || node.source) throw new Error('merge-chunks: the entry exports in a form this pass does not hand over');
    for (const specifier of node.specifiers) exported.push([name(specifier.exported), name(specifier.local)]);
    // Nothing imports them any more (the host imports kfp.js for its side effects): blanked, so
    // no module can reach this instance's internals by URL.
    withoutExports = withoutExports.slice(0, node.start) + ' '.repeat(node.end - node.start) + withoutExports.slice(node.end);
  }
  assertNeverReassigned(
    ast,
    exported.map(([, local]) => local),
    entry,
  );
  const values = exported.map(([outer, local]) => (outer === local ? outer : `${objektnokkel(outer)}:${local}`)).join(',');
  entryChunk.code = `${withoutExports.trimEnd()}\nif(globalThis[Symbol.for(${JSON.stringify(OWNER)})]===import.meta.url)${register}.r({${values}});\n`;

  // Every other chunk: its imports of the entry and of other chunks, e.g.
  // `import{a as b}from'./kfp.js';import{c}from'./chunk-X.js'`, become a wait at the top of an async
  // function that holds the chunk's code,
  // `export const __kfpKlar=(async()=>{const[{a:b},{c}]=await Promise.all([<registry>.p,<loader>(()=>import('./chunk-X.js'),import.meta.url)]);`
  // … the code … `return{x:y}})();`, whose promise gives the chunk's exports (the loader hands them
  // on, src/element/load-chunk.ts). The imports and exports themselves are blanked, so the map
  // still fits. The entry's exports come from the owning instance, and a chunk that fails to load is
  // retried under a fresh URL like any lazy chunk (a static import that failed once would fail for
  // good: browsers keep a failed module). No chunk awaits at its top level: in WebKit a module
  // suspended in a top-level await when its page goes away spins the page process for good
  // (test/webkit-repro/tla-ramme/README.md); `utenToppnivaAwait` fails the build on one.
  const loader = `globalThis[Symbol.for(${JSON.stringify(LOAD_CHUNK)})]`;
  const specifier = `./${entry}`;
  /** @type {Map<string, string[]>} chunk → the chunks it imports */
  const graph = new Map();
  for (const chunk of chunks) {
    if (chunk === entryChunk) continue;
    const body = chunk.code.replace(MAP_COMMENT, '');
    const ast = parseAst(body);
    const locals = [];
    /** exported name, local name */
    const eksport = [];
    for (const node of ast.body) {
      if (node.type === 'ExportDefaultDeclaration' || node.type === 'ExportAllDeclaration')
        throw new Error(`merge-chunks: ${chunk.fileName} exports in a form this pass does not read`);
      if (node.type !== 'ExportNamedDeclaration') continue;
      if (node.declaration || node.source) throw new Error(`merge-chunks: ${chunk.fileName} exports in a form this pass does not read`);
      for (const part of node.specifiers) {
        locals.push(name(part.local));
        eksport.push([name(part.exported), name(part.local)]);
      }
    }
    assertNeverReassigned(ast, locals, chunk.fileName);
    const imports = ast.body.filter((node) => node.type === 'ImportDeclaration');
    graph.set(
      chunk.fileName,
      imports.map((node) => String(node.source.value).replace(/^\.\//, '')).filter((file) => file !== entry),
    );
    if (!imports.length) continue;
    let blanked = body;
    const sources = [];
    const patterns = [];
    for (const node of imports) {
      const source = String(node.source.value);
      if (!source.startsWith('./')) throw new Error(`merge-chunks: ${chunk.fileName} imports ${source}, not a chunk beside it`);
      const bindings = node.specifiers.map((part) => {
        if (part.type !== 'ImportSpecifier') throw new Error(`merge-chunks: ${chunk.fileName} imports ${source} as ${part.type}`);
        const outer = name(part.imported);
        return outer === part.local.name ? outer : `${objektnokkel(outer)}:${part.local.name}`;
      });
      sources.push(source === specifier ? `${register}.p` : `${loader}(()=>import(${JSON.stringify(source)}),import.meta.url)`);
      patterns.push(bindings.length ? `{${bindings.join(',')}}` : '');
      blanked = blanked.slice(0, node.start) + ' '.repeat(node.end - node.start) + blanked.slice(node.end);
    }
    for (const node of ast.body) {
      if (node.type === 'ExportNamedDeclaration')
        blanked = blanked.slice(0, node.start) + ' '.repeat(node.end - node.start) + blanked.slice(node.end);
    }
    const all = `await Promise.all([${sources.join(',')}])`;
    const line = patterns.some(Boolean) ? `const[${patterns.join(',')}]=${all};` : `${all};`;
    const svar = eksport.map(([outer, local]) => (outer === local ? outer : `${objektnokkel(outer)}:${local}`)).join(',');
    chunk.code = `export const ${READY}=(async()=>{${line}\n${blanked.trimEnd()}\nreturn{${svar}}})();\n`;
    chunk.map.mappings = `;${chunk.map.mappings}`;
    utenToppnivaAwait(chunk.code, chunk.fileName);
  }
  // A chunk awaiting a chunk that awaits it would wait for ever: fail the build instead.
  const visiting = new Set();
  const done = new Set();
  const visit = (file, path) => {
    if (done.has(file)) return;
    if (visiting.has(file)) throw new Error(`merge-chunks: chunks import each other in a circle: ${[...path, file].join(' → ')}`);
    visiting.add(file);
    for (const next of graph.get(file) ?? []) visit(next, [...path, file]);
    visiting.delete(file);
    done.add(file);
  };
  for (const file of graph.keys()) visit(file, []);
  return key;
}

/**
 * Fails the build if a lazy chunk awaits at its top level. In WebKit a module suspended in a
 * top-level `await` when its page goes away (a navigation, a frame that loads another page or is
 * removed) loops for good once the await settles: JavaScriptCore's module loader resumes it again and
 * again, as WebCore has no frame left to run it in, and the page process spins at full CPU
 * (test/webkit-repro/tla-ramme/README.md).
 * @param {string} code
 * @param {string} file
 */
export function utenToppnivaAwait(code, file) {
  const funnet = [];
  const besok = (node) => {
    if (!node || typeof node !== 'object') return;
    if (Array.isArray(node)) return node.forEach(besok);
    if (typeof node.type !== 'string') return;
    // An await inside a function waits in that function, not in the module.
    if (/Function/.test(node.type)) return;
    if (node.type === 'AwaitExpression' || (node.type === 'ForOfStatement' && node.await)) funnet.push(node.start);
    for (const key of Object.keys(node)) if (key !== 'type') besok(node[key]);
  };
  besok(parseAst(code));
  if (funnet.length)
    throw new Error(
      `merge-chunks: ${file} awaits at its top level (at ${funnet.join(', ')}); WebKit spins a page that goes away while such a module waits`,
    );
}

/** An object literal's key for `text`: bare when it is an identifier. */
function objektnokkel(text) {
  return /^[A-Za-z_$][\w$]*$/.test(text) ? text : JSON.stringify(text);
}

/** @param {{ type: string, name?: string, value?: unknown }} node */
function name(node) {
  return node.type === 'Identifier' ? String(node.name) : String(node.value);
}

/**
 * The chunks read the entry's exports once, after the entry is evaluated: an export whose binding
 * changes later (a `var` assigned after its declaration, an esbuild `__esm` initialiser) would be
 * read stale. Fails the build if one does.
 */
function assertNeverReassigned(ast, locals, entry) {
  const wanted = new Set(locals);
  // eslint-scope reads `range`; rollup's parser gives start and end.
  const ranges = (node) => {
    if (!node || typeof node !== 'object') return;
    if (Array.isArray(node)) return node.forEach(ranges);
    if (typeof node.start === 'number') node.range = [node.start, node.end];
    for (const key of Object.keys(node)) if (key !== 'range') ranges(node[key]);
  };
  ranges(ast);
  const manager = analyze(ast, { ecmaVersion: 2024, sourceType: 'module' });
  const moduleScope = manager.globalScope.childScopes.find((scope) => scope.type === 'module');
  for (const variable of moduleScope?.variables ?? []) {
    if (!wanted.has(variable.name)) continue;
    const writes = variable.references.filter((reference) => reference.isWrite() && !reference.init);
    if (writes.length)
      throw new Error(
        `merge-chunks: ${entry} exports ${variable.name}, which is assigned after its declaration; lazy chunks would read it stale`,
      );
  }
}

/**
 * Names every lazy chunk after what it holds once `delt` has rewritten it. Rollup's hash covers the
 * chunk's code before the registry key went in, and the key changes with every chunk of the build:
 * a chunk unchanged between two releases kept its name but carried the old key, so a browser holding
 * it as immutable (docs/host-page.md, "Caching") would wait forever for the old release's exports. The new
 * name hashes the build's key with rollup's name, and the key is a hash of every chunk's code: one
 * name, one content, whichever release it comes from.
 * @param {import('rollup').RollupOutput['output']} output
 * @param {string} entry
 * @param {string} key
 */
export function navnEtterInnhold(output, entry, key) {
  const chunks = output.filter((item) => item.type === 'chunk');
  /** @type {Map<string, string>} */
  const nye = new Map();
  for (const chunk of chunks) {
    if (chunk.fileName === entry) continue;
    const hash = createHash('sha256').update(key).update('\0').update(chunk.fileName).digest('base64url').slice(0, 8);
    nye.set(chunk.fileName, `chunk-${hash}.js`);
  }
  const gammelt = new RegExp([...nye.keys()].map((name) => name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|'), 'g');
  const nytt = (text) => (nye.size ? text.replace(gammelt, (name) => nye.get(name) ?? name) : text);
  for (const chunk of chunks) {
    chunk.code = nytt(chunk.code);
    chunk.imports = chunk.imports.map(nytt);
    chunk.dynamicImports = chunk.dynamicImports.map(nytt);
    if (chunk.map) chunk.map.file = nytt(chunk.map.file ?? '');
    chunk.fileName = nytt(chunk.fileName);
  }
}

/**
 * Re-chunks esbuild's output in `outdir` in place, starting from `entry` (e.g. 'kfp.js').
 * @param {import('esbuild').Metafile} metafile esbuild's metafile of that output
 * @param {string} outdir
 * @param {string} entry
 * @param {readonly string[]} [firstScreenLazy] source paths of lazy modules the first screen loads
 *   anyway (`kfp.budget.firstScreenLazy`): the chunks they import statically go into the entry
 * @param {string[]} [target] the browsers the joined chunks are minified for (build.mjs `sharedOptions.target`)
 * @returns {Promise<import('esbuild').Metafile>} the new output, in the metafile's shape (outputs only)
 */
export async function mergeChunks(metafile, outdir, entry, firstScreenLazy = [], target = ['esnext']) {
  const root = process.cwd();
  // Every module the entry imports statically belongs in the entry's file. Rollup's own analysis
  // already puts them there, except when a module awaits at its top level: then a lazy chunk might
  // run while the entry is suspended, and rollup keeps the shared modules apart. Named here, they
  // stay in the entry either way (a lazy chunk that imports them waits for the entry to finish).
  const statisk = new Set();
  const besok = (file) => {
    if (statisk.has(file)) return;
    statisk.add(file);
    for (const imported of metafile.outputs[file]?.imports ?? []) if (imported.kind === 'import-statement') besok(imported.path);
  };
  besok(join(outdir, entry));
  // A lazy module the first screen loads anyway (the navigation's code) would otherwise wait, once
  // it is in, one more round trip for a chunk it shares with later screens (the link component):
  // what it imports statically goes into the entry, and the module itself stays lazy.
  for (const module of firstScreenLazy) {
    const chunk = Object.keys(metafile.outputs).find((file) => file.endsWith('.js') && module in metafile.outputs[file].inputs);
    if (!chunk) throw new Error(`merge-chunks: ${module} is in no chunk of the build`);
    for (const imported of metafile.outputs[chunk].imports) if (imported.kind === 'import-statement') besok(imported.path);
  }
  const bundle = await rollup({
    input: join(outdir, entry),
    // esbuild has tree-shaken already; rollup only moves modules between chunks.
    treeshake: false,
    onwarn(warning, warn) {
      if (warning.code !== 'CIRCULAR_DEPENDENCY') warn(warning);
    },
    plugins: [
      {
        name: 'kfp-load-chunk',
        // import('./chunk-X.js') → the loader with retry (src/element/load-chunk.ts) around it, same promise.
        renderDynamicImport({ targetChunk }) {
          if (!targetChunk) return null;
          // The import() stays, so a bundler that bundles this package (a bank's own app) still sees the chunk.
          return { left: `globalThis[Symbol.for(${JSON.stringify(LOAD_CHUNK)})](()=>import(`, right: '),import.meta.url)' };
        },
      },
      {
        // Rollup joins esbuild's chunks, each minified on its own, and keeps their top-level names
        // apart with suffixes (`s$7`, `o$5`: about 1,500 of them in kfp.js), having no minifier of
        // its own. esbuild minifies the joined chunk once more (the maps chain through): 459 B gzip
        // less on the first screen.
        name: 'minify-joined',
        async renderChunk(code) {
          const { code: minified, map } = await transform(code, {
            format: 'esm',
            minify: true,
            target,
            sourcemap: true,
            legalComments: 'none',
          });
          return { code: minified, map };
        },
      },
      {
        name: 'esbuild-chunks',
        resolveId(source, importer) {
          if (importer && source.startsWith('.')) return resolve(dirname(importer), source);
          return null;
        },
        async load(id) {
          const code = await readFile(id, 'utf8');
          const map = await readFile(`${id}.map`, 'utf8').catch(() => null);
          return { code: code.replace(MAP_COMMENT, ''), map };
        },
      },
    ],
  });
  const { output } = await bundle.generate({
    dir: outdir, // source paths in the maps relative to it
    format: 'es',
    entryFileNames: '[name].js',
    chunkFileNames: 'chunk-[hash].js',
    compact: true,
    minifyInternalExports: true,
    manualChunks: (id) => (statisk.has(relative(root, id)) ? 'kfp' : undefined),
    sourcemap: true,
  });
  await bundle.close();
  const key = delt(output, entry);
  navnEtterInnhold(output, entry, key);

  // Replace esbuild's scripts and maps by rollup's.
  for (const file of Object.keys(metafile.outputs)) {
    if (/\.js(\.map)?$/.test(file)) await rm(file, { force: true });
  }
  const outputs = {};
  for (const chunk of output) {
    if (chunk.type !== 'chunk') continue;
    const file = join(outdir, chunk.fileName);
    await writeFile(file, chunk.code.replace(MAP_COMMENT, '') + `\n//# sourceMappingURL=${basename(file)}.map\n`);
    await writeFile(`${file}.map`, chunk.map.toString());
    const inputs = {};
    for (const moduleId of Object.keys(chunk.modules)) {
      const esbuildChunk = metafile.outputs[relative(root, moduleId)];
      for (const [input, detail] of Object.entries(esbuildChunk?.inputs ?? {})) inputs[input] = detail;
    }
    outputs[file] = {
      bytes: Buffer.byteLength(chunk.code),
      inputs,
      imports: [
        ...chunk.imports.map((path) => ({ path: join(outdir, path), kind: 'import-statement' })),
        ...chunk.dynamicImports.map((path) => ({ path: join(outdir, path), kind: 'dynamic-import' })),
      ],
      exports: chunk.exports,
      ...(chunk.isEntry ? { entryPoint: metafile.outputs[join(outdir, entry)]?.entryPoint } : {}),
    };
  }
  return { inputs: metafile.inputs, outputs };
}
