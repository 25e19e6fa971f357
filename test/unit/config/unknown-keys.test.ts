import { describe, expect, it } from 'vitest';
import { unknownKeys } from '../../../src/config/unknown-keys.ts';

describe('unknownKeys', () => {
  it('finds a misspelled key at the top, with the top-level keys as candidates', () => {
    const [funn, ...andre] = unknownKeys(JSON.stringify({ distributer: 'eika', meldSkadeUrl: '/x' }));
    expect(andre).toEqual([]);
    expect(funn?.key).toBe('distributer');
    expect(funn?.kandidater).toContain('distributor');
    expect(funn?.kandidater).toContain('finnerIkkeForsikringConfig');
    expect(funn?.kandidater).not.toContain('features.hasDirekteinnlogging');
  });

  it('finds one inside an object, named by its path, with its siblings as candidates', () => {
    const funn = unknownKeys(JSON.stringify({ features: { hasDirekteinnloging: true }, miljoer: { prod: ['x'] } }));
    expect(funn.map(({ key }) => key)).toEqual(['features.hasDirekteinnloging', 'miljoer.prod']);
    expect(funn[0]?.kandidater).toContain('features.hasDirekteinnlogging');
    expect(funn[1]?.kandidater).toEqual(['miljoer.production', 'miljoer.qa', 'miljoer.dev']);
  });

  it('knows the keys read outside the schema, and $schema', () => {
    expect(
      unknownKeys(
        JSON.stringify({ $schema: './kfp-config.schema.json', finnerIkkeForsikringConfig: [], distributor: 'eika', features: {} }),
      ),
    ).toEqual([]);
    expect(unknownKeys(JSON.stringify({ features: { $schema: 'x' } })).map(({ key }) => key)).toEqual(['features.$schema']);
  });

  it('finds none in broken JSON, no JSON or a value that is not an object', () => {
    expect(unknownKeys('{ oops')).toEqual([]);
    expect(unknownKeys(null)).toEqual([]);
    expect(unknownKeys('[1]')).toEqual([]);
    expect(unknownKeys(JSON.stringify({ features: 'ja' }))).toEqual([]);
    expect(unknownKeys(JSON.stringify({ features: null, miljoer: [] }))).toEqual([]);
    expect(unknownKeys(undefined)).toEqual([]);
  });
});
