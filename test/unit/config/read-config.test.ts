import { afterEach, describe, expect, it, vi } from 'vitest';
import { defaultConfig, requiredKeys } from '../../../src/config/app-config.ts';
import { getConfig, getConfigProblems, readConfig, resetConfigForTests } from '../../../src/config/index.ts';
import { stubPage } from '../api/test-server.ts';

/** A config with every required key, so that only the problem under test shows. */
const complete = {
  unauthorizedUrl: '/logg-inn',
  distributor: 'fana',
  meldSkadeUrl: '/meld',
  skadesakerJumpUrl: '/jump',
  skadesakerUrl: '/saker',
};

const keysOf = (problems: readonly { key: string }[]) => problems.map((problem) => problem.key);

describe('readConfig: defaults', () => {
  it.each([
    ['missing script', undefined],
    ['null text', null],
  ])('%s gives every default and a problem naming #kfp-config', (_case, text) => {
    const { config, problems } = readConfig(text);
    expect(config).toEqual(defaultConfig);
    expect(problems[0]).toEqual({
      key: '#kfp-config',
      message: expect.stringContaining('No <script type="application/json" id="kfp-config">'),
    });
  });

  it.each([
    ['a list', '[{"unauthorizedUrl": "/x"}]'],
    ['a text', '"unauthorizedUrl"'],
    ['a number', '42'],
    ['null', 'null'],
  ])('JSON that is %s gives every default and a problem saying so', (_case, text) => {
    const { config, problems } = readConfig(text);
    expect(config).toEqual(defaultConfig);
    expect(problems[0]).toEqual({ key: '#kfp-config', message: 'The config in #kfp-config should be a JSON object; defaults are used.' });
  });

  it.each([
    ['a text', 'ja'],
    ['a number', 1],
    ['true', true],
  ])('a group of settings given as %s keeps its defaults, with a warning', (_case, value) => {
    const { config, problems } = readConfig(JSON.stringify({ ...complete, features: value }));
    expect(config.features).toEqual(defaultConfig.features);
    expect(problems).toEqual([{ key: 'features', message: 'Config item features should be an object; the default is used.' }]);
  });

  it('broken JSON gives every default and a problem saying so', () => {
    const { config, problems } = readConfig('{"unauthorizedUrl": "/x",');
    expect(config).toEqual(defaultConfig);
    expect(problems[0]).toEqual({ key: '#kfp-config', message: expect.stringContaining('not valid JSON') });
  });

  it('a complete config gives no problems and its own values', () => {
    const { config, problems } = readConfig(
      JSON.stringify({ ...complete, kfpApiHost: 'https://api.example.no', showBedriftsportal: true }),
    );
    expect(problems).toEqual([]);
    expect(config).toMatchObject({ ...complete, kfpApiHost: 'https://api.example.no', showBedriftsportal: true });
    expect(config.features).toEqual(defaultConfig.features);
  });

  it.each([
    ['a string for a boolean', { showBedriftsportal: 'yes' }, 'showBedriftsportal', 'boolean'],
    ['a number for a string', { kfpApiHost: 8080 }, 'kfpApiHost', 'string'],
    ['an object for a list', { andreForsikringer: { title: 'x' } }, 'andreForsikringer', 'list'],
    ['a string for an object', { features: 'all' }, 'features', 'object'],
    ['a nested wrong type', { features: { hasDirekteinnlogging: 'true' } }, 'features.hasDirekteinnlogging', 'boolean'],
  ])('%s keeps the default and reports the key', (_case, given, key, kind) => {
    const { config, problems } = readConfig(JSON.stringify({ ...complete, ...given }));
    expect(problems).toEqual([
      { key, message: expect.stringContaining(`Config item ${key} should be a${kind === 'object' ? 'n' : ''} ${kind}`) },
    ]);
    const path = key.split('.');
    const pick = (from: unknown) => path.reduce<unknown>((value, part) => (value as Record<string, unknown>)[part], from);
    expect(pick(config)).toEqual(pick(defaultConfig));
  });

  it('nested defaults are kept beside the values given (features)', () => {
    const { config, problems } = readConfig(JSON.stringify({ ...complete, features: { hasDirekteinnlogging: true } }));
    expect(problems).toEqual([]);
    expect(config.features).toEqual({ hasDirekteinnlogging: true, 'nysalg-skade': 'true', rapporterIkkeFunnet: true });
  });

  it("the 'nysalg-skade' flag is read as given", () => {
    expect(readConfig(JSON.stringify({ ...complete, features: { 'nysalg-skade': 'false' } })).config.features['nysalg-skade']).toBe(
      'false',
    );
  });

  it('host lists per environment: a list given replaces its default, the others stay', () => {
    const { config } = readConfig(JSON.stringify({ ...complete, miljoer: { production: ['www.example.no'] } }));
    expect(config.miljoer).toEqual({ ...defaultConfig.miljoer, production: ['www.example.no'] });
  });

  it('unknown keys pass through, at the top and inside objects', () => {
    const kundefordelerContent = { title: 'Kundefordeler', description: 'd', url: '/k', urlText: 'Les mer' };
    const { config, problems } = readConfig(
      JSON.stringify({ ...complete, egenNokkel: { a: 1 }, skrytebokser: { kundefordelerContent }, features: { nyttFlagg: true } }),
    );
    expect(problems).toEqual([]);
    expect((config as unknown as Record<string, unknown>)['egenNokkel']).toEqual({ a: 1 });
    expect(config.skrytebokser.kundefordelerContent).toEqual(kundefordelerContent);
    expect((config.features as Record<string, unknown>)['nyttFlagg']).toBe(true);
  });

  it('a null value keeps the default', () => {
    expect(readConfig(JSON.stringify({ ...complete, kfpApiHost: null })).config.kfpApiHost).toBe('');
  });
});

describe('readConfig: a problem for each missing required key (spec §8)', () => {
  it('names the required keys', () => {
    expect([...requiredKeys]).toEqual(['unauthorizedUrl', 'distributor', 'meldSkadeUrl', 'skadesakerJumpUrl', 'skadesakerUrl']);
  });

  it.each(requiredKeys)('%s missing: the default is used and a problem says it has no value', (key) => {
    const given: Record<string, unknown> = { ...complete };
    delete given[key];
    const { config, problems } = readConfig(JSON.stringify(given));
    expect(config[key]).toBe(defaultConfig[key]);
    expect(problems).toEqual([{ key, message: `Config item ${key} has no value; the default '${defaultConfig[key]}' is used.` }]);
  });

  it.each(requiredKeys)('%s as an empty string counts as missing', (key) => {
    const { problems } = readConfig(JSON.stringify({ ...complete, [key]: '' }));
    expect(keysOf(problems)).toEqual([key]);
  });

  it('an empty object gives a problem for every required key', () => {
    expect(keysOf(readConfig('{}').problems)).toEqual([...requiredKeys]);
  });

  it('the missing script reports the script and then every required key', () => {
    expect(keysOf(readConfig(undefined).problems)).toEqual(['#kfp-config', ...requiredKeys]);
  });

  // Was a bug (fixed): `"unauthorizedUrl": null` is a config item with no value (spec §8 "Missing application config
  // value" → a warning and an error report), but readConfig only treats undefined and '' as missing,
  // so a null required value silently falls back to the default without any problem.
  it('a required key given as null counts as missing', () => {
    const { problems } = readConfig(JSON.stringify({ ...complete, unauthorizedUrl: null }));
    expect(keysOf(problems)).toEqual(['unauthorizedUrl']);
  });
});

describe('getConfig', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    resetConfigForTests();
  });

  it("reads the page's #kfp-config once, until reset", () => {
    stubPage({ ...complete, kfpApiHost: 'https://a.example.no' });
    resetConfigForTests();
    expect(getConfig().kfpApiHost).toBe('https://a.example.no');
    stubPage({ ...complete, kfpApiHost: 'https://b.example.no' });
    expect(getConfig().kfpApiHost).toBe('https://a.example.no');
    resetConfigForTests();
    expect(getConfig().kfpApiHost).toBe('https://b.example.no');
  });

  it('keeps the problems it found', () => {
    stubPage({ ...complete, distributor: '' });
    resetConfigForTests();
    expect(keysOf(getConfigProblems())).toEqual(['distributor']);
  });

  it('gives the defaults without a DOM at all', () => {
    vi.stubGlobal('document', undefined);
    resetConfigForTests();
    expect(getConfig()).toEqual(defaultConfig);
    expect(keysOf(getConfigProblems())[0]).toBe('#kfp-config');
  });

  it('never throws on a config that is not an object', () => {
    stubPage('[1, 2]');
    resetConfigForTests();
    expect(getConfig()).toEqual(defaultConfig);
    expect(getConfigProblems().length).toBeGreaterThan(0);
  });
});

describe('readConfig: the mobile bank link formats (mobilbankLenker)', () => {
  it('keeps formats that hold {url}', () => {
    const { config, problems } = readConfig(
      JSON.stringify({ ...complete, mobilbankLenker: { nettvisning: 'bank://w?u={url}&t={title}', nettleser: 'bank://b?u={url}' } }),
    );
    expect(problems).toEqual([]);
    expect(config.mobilbankLenker).toEqual({ nettvisning: 'bank://w?u={url}&t={title}', nettleser: 'bank://b?u={url}' });
  });

  it('falls back to the default, with a warning, for a format without {url} or with a script scheme', () => {
    const { config, problems } = readConfig(
      JSON.stringify({ ...complete, mobilbankLenker: { nettvisning: 'bank://w', nettleser: 'javascript:go({url})' } }),
    );
    expect(config.mobilbankLenker).toEqual(defaultConfig.mobilbankLenker);
    expect(keysOf(problems)).toEqual(['mobilbankLenker.nettvisning', 'mobilbankLenker.nettleser']);
  });

  it('says what is wrong and what is used instead', () => {
    const { problems } = readConfig(
      JSON.stringify({ ...complete, mobilbankLenker: { nettvisning: 'bank://w', nettleser: 'bank://b?u={url}' } }),
    );
    expect(problems).toEqual([
      {
        key: 'mobilbankLenker.nettvisning',
        message:
          "Config item mobilbankLenker.nettvisning must hold {url} and use an app or https address; the default 'mobilbank://open?url={url}&title={title}' is used.",
      },
    ]);
  });

  it('refuses a script scheme behind spaces, and takes a script word later in an app address', () => {
    const { config, problems } = readConfig(
      JSON.stringify({
        ...complete,
        mobilbankLenker: { nettvisning: '  JavaScript:go({url})', nettleser: 'bank://b?u={url}&neste=javascript:x' },
      }),
    );
    expect(keysOf(problems)).toEqual(['mobilbankLenker.nettvisning']);
    expect(config.mobilbankLenker).toEqual({
      nettvisning: 'mobilbank://open?url={url}&title={title}',
      nettleser: 'bank://b?u={url}&neste=javascript:x',
    });
  });

  it('has the footer links as keys with defaults', () => {
    expect(defaultConfig.personvernUrl).toBe('/privat/forsikring/personvern');
    expect(defaultConfig.prissammenligningUrl).toBe('https://www.finansportalen.no/forsikring/');
    expect(readConfig(JSON.stringify({ ...complete, personvernUrl: '/personvern' })).config.personvernUrl).toBe('/personvern');
  });
});
