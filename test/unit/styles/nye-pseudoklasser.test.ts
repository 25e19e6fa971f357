// A selector a browser does not know makes it drop the whole rule, every selector of its list with
// it. The build targets Safari 15.4, Chrome 100 and Firefox 100 (build.mjs), which do not know
// `:popover-open` (nor, Chrome 100-104 and Firefox 100-120, `:has()`): a list like `.lag:popover-open, .lag[data-apen]` would leave the fallback without
// its rule (the removal dialog's layer, issue 35). So no selector list mixes selectors with such a
// pseudo-class and selectors without it.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const repo = fileURLToPath(new URL('../../../', import.meta.url));
/** Pseudo-classes newer than the build's targets. */
const NYE = [':popover-open', ':modal', ':has('];

function filer(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return filer(path);
    return entry.name.endsWith('.css') ? [path] : [];
  });
}

/** The selector lists of a sheet (the text before each `{`, comments removed, at-rules skipped). */
function selektorlister(css: string): string[] {
  return css
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .split(/[{}]/)
    .filter((_, i, deler) => i < deler.length - 1)
    .map((del) => del.trim())
    .filter((del) => del && !del.startsWith('@') && !del.includes(';'));
}

describe('no selector list mixes a pseudo-class newer than the build targets with selectors without it', () => {
  it('finds the mixed list it guards against', () => {
    expect(selektorlister('.a:popover-open,\n.a[data-x] { color: red; }')).toEqual(['.a:popover-open,\n.a[data-x]']);
  });

  it.each(filer(join(repo, 'src')).map((fil) => [relative(repo, fil), fil]))('%s', (_navn, fil) => {
    const blandet = selektorlister(readFileSync(fil, 'utf8')).filter((liste) => {
      const med = liste.split(',').map((selektor) => NYE.some((ny) => selektor.includes(ny)));
      return med.includes(true) && med.includes(false);
    });
    expect(blandet).toEqual([]);
  });
});
