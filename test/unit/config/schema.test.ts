// @vitest-environment node
// The config's one schema (src/config/app-config.ts) seen from both sides: readConfig, which checks
// a page's config with it, and dist/kfp-config.schema.json, which a CMS checks a config with before
// publishing. Every config the demo and the tests use must pass both; broken ones must fail both.
import Ajv from 'ajv';
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { runInNewContext } from 'node:vm';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildConfigSchema, type JsonSchema } from '../../../scripts/package/config-schema.mjs';
import { configRows } from '../../../scripts/package/docs.mjs';
import { defaultConfig, requiredKeys } from '../../../src/config/app-config.ts';
import { readConfig } from '../../../src/config/read-config.ts';
import { baseConfig } from '../../browser/helpers/base-config.ts';

const root = process.cwd();
let schema: JsonSchema;
let validate: (config: unknown) => boolean;
let schemaErrors: () => string;

beforeAll(async () => {
  const built = await buildConfigSchema(root);
  expect(built.problems).toEqual([]);
  schema = built.schema;
  const ajv = new Ajv({ allErrors: true, strict: true });
  const compiled = ajv.compile(schema);
  validate = (config) => compiled(config);
  schemaErrors = () => ajv.errorsText(compiled.errors);
});

/** The configs the demo pages carry: every `#kfp-config` script of an HTML page, and demo-config.js run as the page runs it. */
function demoConfigs(): [string, unknown][] {
  const configs: [string, unknown][] = [];
  for (const dir of ['demo/pages', 'bench/pages', 'test/browser/fixtures']) {
    for (const name of readdirSync(join(root, dir)).filter((file) => file.endsWith('.html'))) {
      const html = readFileSync(join(root, dir, name), 'utf8');
      const json = /<script type="application\/json" id="kfp-config">([\s\S]*?)<\/script>/.exec(html)?.[1];
      if (json) configs.push([`${dir}/${name}`, JSON.parse(json)]);
    }
  }
  const appended: { textContent?: string }[] = [];
  const document = { createElement: () => ({}), head: { append: (node: { textContent?: string }) => appended.push(node) } };
  runInNewContext(readFileSync(join(root, 'demo/pages/demo-config.js'), 'utf8'), { document });
  configs.push(['demo/pages/demo-config.js', JSON.parse(appended[0]?.textContent ?? 'null')]);
  configs.push(['test/browser/helpers/base-config.ts', baseConfig]);
  return configs;
}

describe('the JSON Schema is made from the same schema readConfig checks with', () => {
  it('requires exactly the keys whose absence readConfig reports', () => {
    expect(schema.required).toEqual([...requiredKeys]);
  });

  it("carries readConfig's defaults", () => {
    for (const { path, schema: key } of configRows(schema)) {
      const fallback = path
        .split('.')
        .reduce<unknown>((value, part) => (value as Record<string, unknown> | undefined)?.[part], defaultConfig);
      expect(key.default, path).toEqual(fallback);
    }
  });

  it('describes every key, and refuses unknown keys at every level', () => {
    const visit = (node: JsonSchema, path: string) => {
      if (path && !path.endsWith('[]')) expect(node.description, path).toMatch(/\w/);
      if (node.properties) {
        expect(node.additionalProperties, path).toBe(false);
        for (const [key, child] of Object.entries(node.properties)) visit(child, path ? `${path}.${key}` : key);
      }
      if (node.items) visit(node.items, `${path}[]`);
    };
    visit(schema, '');
  });

  it('a config made of every example passes both', () => {
    const config: Record<string, unknown> = { ...baseConfig };
    for (const { path, schema: key } of configRows(schema)) {
      const parts = path.split('.');
      let target = config;
      for (const part of parts.slice(0, -1)) target = (target[part] ??= {}) as Record<string, unknown>;
      if (key.examples) target[parts.at(-1) as string] = key.examples[0];
    }
    expect(validate(config), schemaErrors()).toBe(true);
    expect(readConfig(JSON.stringify(config)).problems).toEqual([]);
  });
});

describe('every config of the demo and the tests', () => {
  const configs = demoConfigs();

  it('finds them (the demo pages, the bench page, the test fixtures, demo-config.js, the tests’ base)', () => {
    expect(configs.map(([name]) => name)).toEqual(
      expect.arrayContaining([
        'demo/pages/bank.html',
        'demo/pages/mobilbank.html',
        'demo/pages/demo-config.js',
        'test/browser/fixtures/router-frame.html',
        'test/browser/helpers/base-config.ts',
      ]),
    );
  });

  it.each(configs)('%s passes the JSON Schema and readConfig without a problem', (_name, config) => {
    expect(validate(config), schemaErrors()).toBe(true);
    expect(readConfig(JSON.stringify(config)).problems).toEqual([]);
  });
});

describe('broken configs fail', () => {
  const broken: [string, (config: Record<string, unknown>) => void, string | null][] = [
    ['a string for a boolean', (c) => (c['showBedriftsportal'] = 'ja'), 'showBedriftsportal'],
    ['a required key missing', (c) => delete c['distributor'], 'distributor'],
    ['a required key empty', (c) => (c['meldSkadeUrl'] = ''), 'meldSkadeUrl'],
    ['a card without its description', (c) => (c['andreForsikringer'] = [{ title: 'Jobb' }]), 'andreForsikringer[0]'],
    ['a nested flag of the wrong type', (c) => (c['features'] = { hasDirekteinnlogging: 'true' }), 'features.hasDirekteinnlogging'],
    ['a host name for a list', (c) => (c['miljoer'] = { production: 'www.eika.no' }), 'miljoer.production'],
    ['a number for an address', (c) => (c['kjopUrls'] = { HUS: 42 }), 'kjopUrls.HUS'],
    [
      'an info box without its link',
      (c) => (c['skrytebokser'] = { kundefordelerContent: { title: 'T', description: 'D', urlText: 'Les' } }),
      'skrytebokser.kundefordelerContent',
    ],
    // The bundle ignores a key it does not know (a newer page may carry more); a CMS should not.
    ['a misspelt key', (c) => (c['meldskadeUrl'] = '/meld'), null],
  ];

  it.each(broken)('%s: the JSON Schema refuses it, readConfig reports it and uses the default', (_case, breakIt, key) => {
    const config: Record<string, unknown> = structuredClone({ ...baseConfig, showBedriftsportal: true });
    breakIt(config);
    expect(validate(config)).toBe(false);
    const { problems } = readConfig(JSON.stringify(config));
    if (key === null) expect(problems).toEqual([]);
    else expect(problems.map((problem) => problem.key)).toEqual([key]);
  });

  it("an accordion link without its text: the JSON Schema refuses it; the accordion's reader reports it, not readConfig", () => {
    const config: Record<string, unknown> = structuredClone({
      ...baseConfig,
      finnerIkkeForsikringConfig: { items: [{ title: 'Q', description: 'A', link: { url: '/x' } }] },
    });
    expect(validate(config)).toBe(false);
    expect(readConfig(JSON.stringify(config)).problems).toEqual([]);
    // Its problem: test/unit/config/finner-ikke-forsikring.test.ts ('finnerIkkeForsikringConfig.items[0].link').
  });

  it('a bad list item is left out, the good ones stay', () => {
    const { config, problems } = readConfig(
      JSON.stringify({
        ...baseConfig,
        andreForsikringer: [{ title: 'A', description: 'a' }, { title: 'B' }, { title: 'C', description: 'c', lesMerUrl: '/c' }],
      }),
    );
    expect(config.andreForsikringer.map((kort) => kort.title)).toEqual(['A', 'C']);
    expect(problems).toEqual([
      {
        key: 'andreForsikringer[1]',
        message:
          'Config item andreForsikringer[1] is not valid (description: Invalid key: Expected "description" but received undefined); it is left out.',
      },
    ]);
  });

  it('an optional value without a default that is wrong is left out', () => {
    const { config, problems } = readConfig(JSON.stringify({ ...baseConfig, kjopUrls: { HUS: 42, BIL: '/bil' } }));
    expect(config.kjopUrls).toEqual({ BIL: '/bil' });
    expect(problems).toEqual([{ key: 'kjopUrls.HUS', message: 'Config item kjopUrls.HUS should be a string; it is left out.' }]);
  });

  it('a required key given empty gets its default', () => {
    expect(readConfig(JSON.stringify({ ...baseConfig, meldSkadeUrl: '' })).config.meldSkadeUrl).toBe(defaultConfig.meldSkadeUrl);
  });
});
