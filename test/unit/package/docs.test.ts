// @vitest-environment node
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { fillRegion, renderDocs } from '../../../scripts/package/docs.mjs';

const root = process.cwd();

describe('the generated docs', () => {
  it('README.md and docs/editors.md are up to date with the code (else: npm run docs)', async () => {
    const { files } = await renderDocs(root);
    for (const [file, expected] of Object.entries(files)) {
      expect(await readFile(join(root, file), 'utf8'), `${file} is stale: run npm run docs`).toBe(expected);
    }
  });

  it('every attribute of every tag has an example', async () => {
    expect((await renderDocs(root)).problems).toEqual([]);
  });

  it("the editors' page has every tag, token and scenario", async () => {
    const editors = await readFile(join(root, 'docs/editors.md'), 'utf8');
    for (const tag of ['kfp-router', 'kfp-oversikt', 'kfp-tilbud', 'kfp-kjopsinnganger', 'kfp-profil', 'kfp-feedback', 'kfp-login']) {
      expect(editors).toContain(`### \`<${tag}>\``);
    }
    expect(editors).toContain('| `--kfp-color-action` | `#1b1917` | primary buttons, badges, tooltips |');
    expect(editors).toContain(
      '| `avtaler-feiler` | Henting av avtaler feiler med 500 | customer `skadekunde`; GET `/avtaleoversikt/avtaler` answers 500 |',
    );
  });

  it('a region is replaced whole, and a missing region is an error', () => {
    const text = 'a\n<!-- generated:x (note) -->\nold\nlines\n<!-- /generated:x -->\nb\n';
    expect(fillRegion(text, 'x', 'new', 'f.md')).toBe('a\n<!-- generated:x (note) -->\nnew\n<!-- /generated:x -->\nb\n');
    expect(() => fillRegion(text, 'y', 'new', 'f.md')).toThrow('f.md has no region <!-- generated:y');
  });
});
