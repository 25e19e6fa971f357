// @vitest-environment node
// One table of the portal's paths (src/page/paths.ts): no code outside it writes the router's
// default base (a link would then ignore the `base` of the router it is shown in). Comments and
// JSDoc may name the path; strings in code may not.
import ts from 'typescript';
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEFAULT_BASE } from '../../../src/page/paths.ts';

const walk = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? walk(path) : /\.tsx?$/.test(name) ? [path] : [];
  });

/** The texts of the string and template literals in `text` (comments left out). */
function literals(path: string, text: string): string[] {
  const source = ts.createSourceFile(
    path,
    text,
    ts.ScriptTarget.ES2022,
    true,
    path.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS,
  );
  const found: string[] = [];
  const visit = (node: ts.Node): void => {
    if (ts.isStringLiteralLike(node) || ts.isTemplateLiteralToken(node) || ts.isJsxText(node)) found.push(node.text);
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

describe('the portal paths live in src/page/paths.ts only', () => {
  it(`no string in src/ or elements/ but paths.ts holds ${DEFAULT_BASE}`, () => {
    const files = [...walk('src'), ...walk('elements')].filter((path) => path !== join('src', 'page', 'paths.ts'));
    expect(files.length).toBeGreaterThan(100);
    const offenders = files.flatMap((path) =>
      literals(path, readFileSync(path, 'utf8'))
        .filter((literal) => literal.includes(DEFAULT_BASE))
        .map((literal) => `${path}: '${literal}'`),
    );
    expect(offenders).toEqual([]);
  }, 30_000);

  it('the scan sees strings, templates and JSX text, not comments', () => {
    const text =
      "// '/privat/forsikring/oversikt'\nconst a = '/privat/forsikring/oversikt/tilbud';\nconst b = `${x}/privat/forsikring/oversikt${y}z`;\nconst c = /\\/+'$/;\nconst d = <a href=\"/privat/forsikring/oversikt\">/privat/forsikring/oversikt/x</a>;\n";
    expect(literals('x.tsx', text).filter((literal) => literal.includes(DEFAULT_BASE))).toEqual([
      '/privat/forsikring/oversikt/tilbud',
      '/privat/forsikring/oversikt',
      '/privat/forsikring/oversikt',
      '/privat/forsikring/oversikt/x',
    ]);
  });
});
