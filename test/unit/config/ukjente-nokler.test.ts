import { describe, expect, it } from 'vitest';
import { ukjenteNokler } from '../../../src/config/ukjente-nokler.ts';

describe('ukjenteNokler', () => {
  it('finds a misspelled key at the top, with the top-level keys as candidates', () => {
    const [funn, ...andre] = ukjenteNokler(JSON.stringify({ distributer: 'eika', meldSkadeUrl: '/x' }));
    expect(andre).toEqual([]);
    expect(funn?.key).toBe('distributer');
    expect(funn?.kandidater).toContain('distributor');
    expect(funn?.kandidater).toContain('finnerIkkeForsikringConfig');
    expect(funn?.kandidater).not.toContain('features.hasDirekteinnlogging');
  });

  it('finds one inside an object, named by its path, with its siblings as candidates', () => {
    const funn = ukjenteNokler(JSON.stringify({ features: { hasDirekteinnloging: true }, miljoer: { prod: ['x'] } }));
    expect(funn.map(({ key }) => key)).toEqual(['features.hasDirekteinnloging', 'miljoer.prod']);
    expect(funn[0]?.kandidater).toContain('features.hasDirekteinnlogging');
    expect(funn[1]?.kandidater).toEqual(['miljoer.production', 'miljoer.qa', 'miljoer.dev']);
  });

  it('knows the keys read outside the schema, and $schema', () => {
    expect(
      ukjenteNokler(
        JSON.stringify({ $schema: './kfp-config.schema.json', finnerIkkeForsikringConfig: [], distributor: 'eika', features: {} }),
      ),
    ).toEqual([]);
    expect(ukjenteNokler(JSON.stringify({ features: { $schema: 'x' } })).map(({ key }) => key)).toEqual(['features.$schema']);
  });

  it('finds none in broken JSON, no JSON or a value that is not an object', () => {
    expect(ukjenteNokler('{ oops')).toEqual([]);
    expect(ukjenteNokler(null)).toEqual([]);
    expect(ukjenteNokler('[1]')).toEqual([]);
    expect(ukjenteNokler(JSON.stringify({ features: 'ja' }))).toEqual([]);
    expect(ukjenteNokler(JSON.stringify({ features: null, miljoer: [] }))).toEqual([]);
    expect(ukjenteNokler(undefined)).toEqual([]);
  });
});
