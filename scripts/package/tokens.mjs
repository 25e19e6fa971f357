// The public theming tokens: every `--kfp-*` custom property src/styles/tokens.css reads, with its
// default (the var() fallback) and what it themes (the comment at the end of its line). The
// manifest's cssProperties and docs/editors.md's theming table are made from this list, so neither can
// drift from the CSS.
import { readFile, readdir } from 'node:fs/promises';
import { join } from 'node:path';

const TOKEN_LINE = /^\s*--_kfp-[\w-]+:\s*var\((--kfp-[\w-]+),\s*(.+?)\);\s*(?:\/\*\s*(.*?)\s*\*\/)?\s*$/;

/**
 * `[{ name, default, description }]` from the text of tokens.css, in file order. A token's first
 * line is its entry; a later line for the same name (its default at a breakpoint, in an @media
 * block) is not a token of its own: the first line's comment says what changes there.
 */
export function parseTokens(css) {
  const tokens = [];
  for (const line of css.split('\n')) {
    const match = TOKEN_LINE.exec(line);
    if (match && !tokens.some((token) => token.name === match[1]))
      tokens.push({ name: match[1], default: match[2].trim(), description: match[3] ?? '' });
  }
  return tokens;
}

async function cssFiles(dir) {
  const found = [];
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) found.push(...(await cssFiles(path)));
    else if (entry.name.endsWith('.css')) found.push(path);
  }
  return found;
}

/**
 * Reads the tokens and checks them: each has a description, and no stylesheet under src/ reads a
 * public `--kfp-*` name that tokens.css does not define (it would be an undocumented theming hook).
 * Returns `{ tokens, problems }`.
 */
export async function readTokens(root) {
  const tokensPath = join(root, 'src/styles/tokens.css');
  const tokens = parseTokens(await readFile(tokensPath, 'utf8'));
  const problems = [];
  for (const token of tokens) {
    if (!token.description)
      problems.push(`src/styles/tokens.css: ${token.name} has no description (a /* comment */ at the end of its line)`);
  }
  const known = new Set(tokens.map((token) => token.name));
  for (const file of await cssFiles(join(root, 'src'))) {
    if (file === tokensPath) continue;
    for (const [, name] of (await readFile(file, 'utf8')).matchAll(/var\(\s*(--kfp-[\w-]+)/g)) {
      if (!known.has(name)) problems.push(`${file.slice(root.length + 1)}: reads ${name}, which src/styles/tokens.css does not define`);
    }
  }
  return { tokens, problems };
}
