// @vitest-environment node
// The docs by reader (issue 37): the README stays a short front page (at most 15 KB), and no link
// between the docs rots when a section moves. Every relative link (and image) in README.md and
// docs/*.md must name a file or folder that exists and, with a #fragment into a Markdown file, a
// heading of that file (GitHub's anchors: lower case, punctuation dropped, spaces as hyphens).
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = process.cwd();
const docs = [
  'README.md',
  ...readdirSync(join(root, 'docs'))
    .filter((name) => name.endsWith('.md'))
    .map((name) => `docs/${name}`),
];

/** The text without fenced code blocks and inline code, where a bracket is no link. */
const utenKode = (text: string): string => text.replace(/^```[\s\S]*?^```/gm, '').replace(/`[^`\n]*`/g, '');

/** GitHub's anchor for a heading's text. */
export function anker(heading: string): string {
  return heading
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}\p{Pc} -]/gu, '')
    .replace(/ /g, '-');
}

/** Every anchor of a Markdown file, the second of two equal headings with `-1` as GitHub does. */
export function ankere(text: string): Set<string> {
  const sett = new Map<string, number>();
  const alle = new Set<string>();
  for (const [, heading] of text.replace(/^```[\s\S]*?^```/gm, '').matchAll(/^#{1,6} +(.+?) *#*$/gm)) {
    const base = anker(heading!);
    const n = sett.get(base) ?? 0;
    sett.set(base, n + 1);
    alle.add(n === 0 ? base : `${base}-${n}`);
  }
  return alle;
}

/** The relative links and image sources of a Markdown file: `[text](target)` and `src="…"`/`href="…"`. */
export function lenker(text: string): string[] {
  const bare = utenKode(text);
  const markdown = [...bare.matchAll(/\]\(([^)\s]+)(?:\s+"[^"]*")?\)/g)].map((match) => match[1]!);
  const html = [...bare.matchAll(/\s(?:src|href)="([^"]+)"/g)].map((match) => match[1]!);
  return [...markdown, ...html].filter((target) => !/^[a-z][a-z0-9+.-]*:/i.test(target));
}

/** What is wrong with the links of `file`: one line per link that does not resolve. */
export function brutteLenker(file: string, text: string): string[] {
  const feil: string[] = [];
  for (const target of lenker(text)) {
    const [sti, fragment] = target.split('#') as [string, string | undefined];
    const mal = sti === '' ? join(root, file) : join(root, dirname(file), decodeURI(sti));
    if (!existsSync(mal)) {
      feil.push(`${file}: ${target} (no ${relative(root, mal)})`);
      continue;
    }
    if (fragment && mal.endsWith('.md') && !ankere(sti === '' ? text : readFileSync(mal, 'utf8')).has(fragment)) {
      feil.push(`${file}: ${target} (no heading #${fragment} in ${relative(root, mal)})`);
    }
  }
  return feil;
}

describe('the docs by reader', () => {
  it('README.md is at most 15 KB', () => {
    const bytes = readFileSync(join(root, 'README.md')).byteLength;
    expect(bytes, `README.md is ${bytes} bytes: move what is not for every reader to docs/`).toBeLessThanOrEqual(15 * 1024);
  });

  it('keeps the two commands exactly (CI runs the second)', () => {
    const readme = readFileSync(join(root, 'README.md'), 'utf8');
    expect(readme).toContain('\nnpm ci && npm start ');
    expect(readme).toContain('\nnpm ci && npm test ');
  });

  it('every relative link in README.md and docs/*.md names a file that exists, and a heading there', () => {
    expect(docs.length).toBeGreaterThan(5);
    expect(docs.flatMap((file) => brutteLenker(file, readFileSync(join(root, file), 'utf8')))).toEqual([]);
  });

  it('finds a broken link, a missing heading and a link in code apart', () => {
    const text = [
      '# Top',
      "## `<kfp-router>`'s addresses",
      '[ok](#kfp-routers-addresses) [ok](docs/editors.md#config-keys) [ok](docs/screenshots/)',
      '[gone](docs/finnes-ikke.md) [no heading](docs/editors.md#finnes-ikke) <img src="docs/borte.png">',
      '`[in code](docs/kode.md)` [web](https://example.com/x.md)',
      '```',
      '[in a block](docs/blokk.md)',
      '```',
    ].join('\n');
    expect(brutteLenker('README.md', text)).toEqual([
      'README.md: docs/finnes-ikke.md (no docs/finnes-ikke.md)',
      'README.md: docs/editors.md#finnes-ikke (no heading #finnes-ikke in docs/editors.md)',
      'README.md: docs/borte.png (no docs/borte.png)',
    ]);
  });

  it("makes GitHub's anchors", () => {
    expect(anker("Feilrapportering: the bank's Sentry and ours")).toBe('feilrapportering-the-banks-sentry-and-ours');
    expect(anker('§1 The product and its customers')).toBe('1-the-product-and-its-customers');
    expect(anker('What only a real iPhone can prove')).toBe('what-only-a-real-iphone-can-prove');
    expect([...ankere('## A\n## A\n```\n## B\n```\n')]).toEqual(['a', 'a-1']);
  });
});
