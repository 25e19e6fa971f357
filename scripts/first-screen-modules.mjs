// What the first screen's bytes are made of: builds dist/ (build.mjs) and lists every module in the
// files the overview loads before its first agreement (build.mjs `firstScreenFiles`) by what it
// adds to their gzip size. Each module's characters in the output are found through the file's
// source map; its share is how much smaller the file gzips (level 9, as the build counts) without
// them. Shares overlap a little (text that compresses well against another module's), so they sum
// to somewhat more or less than the file; `raw` is esbuild's `bytesInOutput` (minified, before gzip).
//
// Usage: node scripts/first-screen-modules.mjs [--top=N] [--group] [--json]
//   --group: sums by package (node_modules) and by folder under src/ instead of by module.
import { readFile } from 'node:fs/promises';
import { join, normalize, relative } from 'node:path';
import { gzipSync } from 'node:zlib';
import { buildBundle, firstScreenFiles } from '../build.mjs';

const top = Number(process.argv.find((arg) => arg.startsWith('--top='))?.slice(6) ?? Infinity);
const group = process.argv.includes('--group');
const asJson = process.argv.includes('--json');

const B64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
/** Decodes one source-map segment's base64 VLQ numbers. */
function vlq(segment) {
  const values = [];
  let value = 0;
  let shift = 0;
  for (const char of segment) {
    const digit = B64.indexOf(char);
    value += (digit & 31) << shift;
    if (digit & 32) shift += 5;
    else {
      values.push(value & 1 ? -(value >>> 1) : value >>> 1);
      value = 0;
      shift = 0;
    }
  }
  return values;
}

/**
 * Which source each character of `code` comes from (index into map.sources, -1 for none).
 * @param {string} code
 * @param {{ sources: string[], mappings: string }} map
 */
function sourceOfEachChar(code, map) {
  const owner = new Int32Array(code.length).fill(-1);
  const lineStarts = [0];
  for (let i = 0; i < code.length; i++) if (code[i] === '\n') lineStarts.push(i + 1);
  let source = 0;
  map.mappings.split(';').forEach((line, lineIndex) => {
    if (!line) return;
    let column = 0;
    const segments = line.split(',').map((segment) => {
      const [col, src] = vlq(segment);
      column += col;
      if (src !== undefined) source += src;
      return { column, source: src === undefined ? -1 : source };
    });
    // Segments that carry source, line and column advance the other fields; only the source matters here.
    const start = lineStarts[lineIndex] ?? code.length;
    const end = lineIndex + 1 < lineStarts.length ? lineStarts[lineIndex + 1] : code.length;
    segments.forEach((segment, i) => {
      const to = i + 1 < segments.length ? start + segments[i + 1].column : end;
      owner.fill(segment.source, start + segment.column, Math.min(to, end));
    });
  });
  return owner;
}

/** A source path from a map, relative to the worktree, node_modules/<pkg>/… for packages. */
function tidy(file, source) {
  const path = relative(process.cwd(), normalize(join(file, '..', source)));
  const inPackage = path.lastIndexOf('node_modules/');
  return inPackage >= 0 ? path.slice(inPackage) : path;
}

/** node_modules/@scope/name or node_modules/name, else the folder under src/ (src/api, src/screens/oversikt). */
function groupOf(path) {
  const packageMatch = /^node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(path);
  if (packageMatch) return packageMatch[1];
  const parts = path.split('/');
  if ((parts[0] === 'src' && parts[1] === 'screens') || parts[1] === 'components') return parts.slice(0, 3).join('/');
  return parts.slice(0, Math.min(2, parts.length - 1)).join('/') || path;
}

const metafile = await buildBundle();
const files = [...firstScreenFiles(metafile)].sort();
/** @type {Map<string, { gzip: number, chars: number, raw: number, file: string }>} */
const modules = new Map();
let total = 0;
for (const file of files) {
  const code = await readFile(file, 'utf8');
  const map = JSON.parse(await readFile(`${file}.map`, 'utf8'));
  const whole = gzipSync(code, { level: 9 }).length;
  total += whole;
  const owner = sourceOfEachChar(code, map);
  const byKey = new Map();
  for (let i = 0; i < owner.length; i++) {
    const key = owner[i] < 0 ? '(glue: chunk wrapper, no source)' : tidy(file, map.sources[owner[i]]);
    let list = byKey.get(key);
    if (!list) byKey.set(key, (list = []));
    list.push(i);
  }
  const bytes = Buffer.from(code);
  const ascii = bytes.length === code.length;
  for (const [key, indices] of byKey) {
    const keep = new Uint8Array(code.length).fill(1);
    for (const i of indices) keep[i] = 0;
    let without;
    if (ascii) without = bytes.filter((_, i) => keep[i]);
    else without = Buffer.from([...code].filter((_, i) => keep[i]).join(''));
    const gzip = whole - gzipSync(without, { level: 9 }).length;
    const inputKey = Object.keys(metafile.outputs[file].inputs).find((input) => tidy('x', input) === key);
    const raw = inputKey ? metafile.outputs[file].inputs[inputKey].bytesInOutput : 0;
    const before = modules.get(key);
    modules.set(key, {
      gzip: (before?.gzip ?? 0) + gzip,
      chars: (before?.chars ?? 0) + indices.length,
      raw: (before?.raw ?? 0) + raw,
      file,
    });
  }
}

let rows = [...modules].map(([path, entry]) => ({ path, ...entry }));
if (group) {
  const sums = new Map();
  for (const row of rows) {
    const key = groupOf(row.path);
    const sum = sums.get(key) ?? { path: key, gzip: 0, chars: 0, raw: 0, modules: 0 };
    sum.gzip += row.gzip;
    sum.chars += row.chars;
    sum.raw += row.raw;
    sum.modules += 1;
    sums.set(key, sum);
  }
  rows = [...sums.values()];
}
rows.sort((a, b) => b.gzip - a.gzip);
if (asJson) {
  console.log(JSON.stringify({ files, total, rows }, null, 2));
} else {
  console.log(`first screen: ${files.join(', ')}: ${total} bytes gzip`);
  console.log(
    'gzip'.padStart(7),
    'share'.padStart(6),
    'raw'.padStart(8),
    group ? 'modules'.padStart(8) : '',
    ' ',
    group ? 'group' : 'module',
  );
  for (const row of rows.slice(0, top)) {
    console.log(
      String(row.gzip).padStart(7),
      `${((100 * row.gzip) / total).toFixed(1)}%`.padStart(6),
      String(row.raw || row.chars).padStart(8),
      group ? String(row.modules).padStart(8) : '',
      ' ',
      row.path,
    );
  }
  const sum = rows.reduce((acc, row) => acc + row.gzip, 0);
  console.log(`sum of shares ${sum} (the files gzip to ${total}: shares overlap where modules compress against each other)`);
}
