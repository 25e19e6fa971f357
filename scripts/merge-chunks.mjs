// esbuild's code splitting puts every module that kfp.js and some lazy chunk both import into a
// chunk of its own, even though kfp.js is always loaded before that lazy chunk: the first screen
// then waits for kfp.js, and only after it for some 30 small chunks it imports (one more round trip,
// and each file compressed on its own). Rollup's chunking knows that what the importer of a dynamic
// import has loaded is there already, so this second pass over esbuild's output (a module per
// esbuild chunk, source maps followed through to the sources) folds those chunks into kfp.js and
// keeps the lazy ones lazy. The result is described in esbuild's metafile shape, so the budget
// checks read it the same way.
import { readFile, rm, writeFile } from 'node:fs/promises';
import { basename, dirname, join, relative, resolve } from 'node:path';
import { rollup } from 'rollup';

const MAP_COMMENT = /\n?\/\/# sourceMappingURL=[^\n]*\s*$/;

/**
 * Re-chunks esbuild's output in `outdir` in place, starting from `entry` (e.g. 'kfp.js').
 * @param {import('esbuild').Metafile} metafile esbuild's metafile of that output
 * @param {string} outdir
 * @param {string} entry
 * @returns {Promise<import('esbuild').Metafile>} the new output, in the metafile's shape (outputs only)
 */
export async function mergeChunks(metafile, outdir, entry) {
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
  const bundle = await rollup({
    input: join(outdir, entry),
    // esbuild has tree-shaken already; rollup only moves modules between chunks.
    treeshake: false,
    onwarn(warning, warn) {
      if (warning.code !== 'CIRCULAR_DEPENDENCY') warn(warning);
    },
    plugins: [
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
