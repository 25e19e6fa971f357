// @vitest-environment node
import { mkdir, mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildManifest, type Manifest, type ManifestElement } from '../../../scripts/package/manifest.mjs';
import { parseTokens } from '../../../scripts/package/tokens.mjs';

const root = process.cwd();
let manifest: Manifest;
let problems: string[];
const element = (tag: string): ManifestElement => {
  const found = manifest.modules[0]?.declarations.find((declaration) => declaration.tagName === tag);
  if (!found) throw new Error(`${tag} is not in the manifest`);
  return found;
};

beforeAll(async () => {
  ({ manifest, problems } = await buildManifest(root));
});

describe('custom-elements.json of this repository', () => {
  it('has no documentation problems (the build would fail)', () => {
    expect(problems).toEqual([]);
  });

  it('declares every tag elements/ defines, as a definition of dist/kfp.js', async () => {
    const files = (await readdir(join(root, 'elements'))).filter((name) => /^kfp-.*\.ts$/.test(name));
    const tags = files.map((name) => name.replace(/\.ts$/, '')).sort();
    const module = manifest.modules[0];
    expect(manifest.modules).toHaveLength(1);
    expect(module?.path).toBe('dist/kfp.js');
    expect(module?.declarations.map((declaration) => declaration.tagName).sort()).toEqual(tags);
    expect(module?.exports.map((definition) => definition.name).sort()).toEqual(tags);
    for (const declaration of module?.declarations ?? []) {
      expect(declaration.summary, declaration.tagName).not.toBe('');
      expect(declaration.customElement).toBe(true);
    }
  });

  it("the contract's tags are all there", () => {
    for (const tag of ['kfp-router', 'kfp-oversikt', 'kfp-tilbud', 'kfp-kjopsinnganger', 'kfp-profil', 'kfp-feedback', 'kfp-login']) {
      expect(element(tag).tagName).toBe(tag);
    }
  });

  it('kfp-feedback: every attribute with its type and doc, every event with its detail type', () => {
    const feedback = element('kfp-feedback');
    expect(feedback.attributes.map((attribute) => [attribute.name, attribute.type.text, attribute.fieldName])).toEqual([
      ['question', 'string', 'question'],
      ['followup', 'string', 'followup'],
      ['contact', 'boolean', 'contact'],
      ['contact-phone', 'boolean', 'contactPhone'],
      ['product-code', 'string', 'productCode'],
      ['send-to-api', 'boolean', 'sendToApi'],
      ['widget-id', 'string', 'widgetId'],
    ]);
    expect(feedback.events.map((event) => [event.name, event.type.text])).toEqual([
      ['kfp-feedback', 'CustomEvent<FeedbackDetail>'],
      ['kfp-feedback-followup', 'CustomEvent<FollowupAnswer[]>'],
      ['kfp-feedback-contact', 'CustomEvent<ContactDetail>'],
      ['kfp-element-krasjet', 'CustomEvent<ElementKrasjetDetail>'],
    ]);
    for (const entry of [...feedback.attributes, ...feedback.events]) expect(entry.description, entry.name).not.toBe('');
    expect(feedback.members.find((member) => member.name === 'contactPhone')).toMatchObject({
      attribute: 'contact-phone',
      type: { text: 'boolean | undefined' },
    });
  });

  it('kfp-router: the attributes the class observes, and its writable base property', () => {
    const router = element('kfp-router');
    expect(router.attributes.map((attribute) => [attribute.name, attribute.type.text])).toEqual([
      ['base', 'string'],
      ['no-chrome', 'boolean'],
    ]);
    expect(router.members).toEqual([expect.objectContaining({ name: 'base', attribute: 'base', type: { text: 'string' } })]);
    expect(router.members[0]?.readonly).toBeUndefined();
  });

  it('every --kfp-* token of tokens.css is a CSS property of every element, with its default and use', async () => {
    const tokens = parseTokens(await readFile(join(root, 'src/styles/tokens.css'), 'utf8'));
    expect(tokens.length).toBeGreaterThan(40);
    for (const declaration of manifest.modules[0]?.declarations ?? []) {
      expect(
        declaration.cssProperties.map((property) => property.name),
        declaration.tagName,
      ).toEqual(tokens.map((token) => token.name));
    }
    expect(element('kfp-oversikt').cssProperties.find((property) => property.name === '--kfp-color-focus')).toEqual({
      name: '--kfp-color-focus',
      default: '#1d4fd8',
      description: 'focus rings',
    });
    expect(element('kfp-bunntekst').cssProperties.find((property) => property.name === '--kfp-color-footer-background')?.description).toBe(
      "The footer's background.",
    );
  });
});

describe('the documentation check', () => {
  let fixture = '';
  const fixtures: string[] = [];
  const write = async (path: string, text: string) => {
    await mkdir(dirname(join(fixture, path)), { recursive: true });
    await writeFile(join(fixture, path), text);
  };
  const tokens = ':host {\n  --_kfp-color-text: var(--kfp-color-text, #000); /* text */\n}\n';
  const screen =
    "import { useHostEvent } from './host.ts';\nexport function X() { const send = useHostEvent('kfp-x-sendt'); return send; }\n";
  const eventMap = "export interface XSendt { n: number }\nexport interface KfpHostEventMap {\n  'kfp-x-sendt': XSendt;\n}\n";
  const documented = `/**
 * \`<kfp-x>\`: a test element.
 *
 * @summary A test element.
 * @attr label - The label.
 * @attr {boolean} compact - Smaller.
 * @fires kfp-x-sendt - Sent. Detail \`{ n }\`.
 */
import { defineElement } from '../src/define-element.tsx';
import { X } from '../src/screen.tsx';

export const KfpX = defineElement('kfp-x', X, { props: { label: 'string', compact: 'boolean' } });
`;
  const problemsOf = async (files: Record<string, string>) => {
    fixture = await mkdtemp(join(tmpdir(), 'kfp-manifest-'));
    fixtures.push(fixture);
    const all: Record<string, string> = {
      'elements/index.ts': "import './kfp-x.ts';\n",
      'elements/kfp-x.ts': documented,
      'src/screen.tsx': screen,
      'src/define-element.tsx': 'export function defineElement(..._args: unknown[]) { return HTMLElement; }\n',
      'src/host.ts': 'export function useHostEvent(name: string) { return (detail: unknown) => [name, detail]; }\n',
      'src/page/host-events.ts': eventMap,
      'src/styles/tokens.css': tokens,
      ...files,
    };
    for (const [path, text] of Object.entries(all)) await write(path, text);
    return (await buildManifest(fixture)).problems;
  };
  afterAll(async () => {
    for (const path of fixtures) await rm(path, { recursive: true, force: true });
  });

  it('passes a fully documented element', async () => {
    expect(await problemsOf({})).toEqual([]);
  });

  it('fails on a public attribute without @attr', async () => {
    expect(await problemsOf({ 'elements/kfp-x.ts': documented.replace(' * @attr label - The label.\n', '') })).toEqual([
      'elements/kfp-x.ts: attribute "label" of <kfp-x> has no doc (add "@attr label - …" to the file\'s JSDoc)',
    ]);
  });

  it('fails on an @attr without a description', async () => {
    expect(await problemsOf({ 'elements/kfp-x.ts': documented.replace(' * @attr label - The label.', ' * @attr label') })).toEqual([
      'elements/kfp-x.ts: attribute "label" of <kfp-x> has no doc (add "@attr label - …" to the file\'s JSDoc)',
    ]);
  });

  it('fails on a fired event without @fires, also when a lazy screen fires it', async () => {
    const lazy = documented
      .replace(' * @fires kfp-x-sendt - Sent. Detail `{ n }`.\n', '')
      .replace("import { X } from '../src/screen.tsx';\n", "const X = () => import('../src/screen.tsx');\n");
    expect(await problemsOf({ 'elements/kfp-x.ts': lazy })).toEqual([
      'elements/kfp-x.ts: <kfp-x> fires "kfp-x-sendt" without a doc (add "@fires kfp-x-sendt - …" to the file\'s JSDoc, or a JSDoc to its entry in KfpHostEventMap)',
    ]);
  });

  it('fails on a fired event that KfpHostEventMap does not type, and on a name not written as a literal', async () => {
    expect(await problemsOf({ 'src/page/host-events.ts': 'export interface KfpHostEventMap {}\n' })).toEqual([
      'elements/kfp-x.ts: <kfp-x> fires "kfp-x-sendt", which KfpHostEventMap (src/page/host-events.ts) does not type',
    ]);
    await expect(problemsOf({ 'src/screen.tsx': screen.replace("'kfp-x-sendt'", 'NAVN') })).rejects.toThrow(
      /names its event by a variable/,
    );
  });

  it('fails on docs of attributes and events that do not exist', async () => {
    const stale = documented.replace(' * @summary', ' * @attr size - Gone.\n * @fires kfp-x-borte - Gone.\n * @summary');
    expect(await problemsOf({ 'elements/kfp-x.ts': stale })).toEqual([
      'elements/kfp-x.ts: @attr size documents an attribute <kfp-x> does not have',
      "elements/kfp-x.ts: @fires kfp-x-borte documents an event <kfp-x> does not fire (no useHostEvent('kfp-x-borte') or sendHostEvent(…, 'kfp-x-borte') in its code)",
    ]);
  });

  it('fails on a missing @summary, an element file the bundle does not import, and an undefined token', async () => {
    expect(
      await problemsOf({
        'elements/kfp-x.ts': documented.replace(' * @summary A test element.\n', ''),
        'elements/kfp-y.ts': "export const KfpY = defineElement('kfp-y', Y);\n",
        'src/y.css': '.y { color: var(--kfp-color-ukjent, red); }\n',
      }),
    ).toEqual([
      'elements/kfp-y.ts: not imported by elements/index.ts, so the bundle never registers it',
      'src/y.css: reads --kfp-color-ukjent, which src/styles/tokens.css does not define',
      'elements/kfp-x.ts: <kfp-x> has no @summary',
    ]);
  });
});
