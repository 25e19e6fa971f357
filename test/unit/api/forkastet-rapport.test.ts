import { describe, expect, it, vi } from 'vitest';
import { rapporterForkastede } from '../../../src/api/forkastet-rapport.ts';
import { reportError } from '../../../src/monitoring/report.ts';

vi.mock('../../../src/monitoring/report.ts', () => ({ reportError: vi.fn() }));

describe('rapporterForkastede', () => {
  it('warns and reports the call, each list with its counts and failing fields, and no value', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    rapporterForkastede('GET', '/api/privat/forsikring/avtaleoversikt/avtaler', [
      { liste: 'avtaler', antall: 1, av: 12, felter: ['systemSource', 'monthlyPrice'] },
      { liste: 'pakkeTilbud', antall: 2, av: 3, felter: ['name'] },
    ]);
    const melding =
      'GET /api/privat/forsikring/avtaleoversikt/avtaler: dropped 1 of 12 avtaler (systemSource, monthlyPrice); 2 of 3 pakkeTilbud (name)';
    expect(warn.mock.calls).toEqual([[`[kfp] ${melding}`]]);
    expect(vi.mocked(reportError).mock.calls).toEqual([
      [new Error(`Unreadable records dropped: ${melding}`), { source: 'api', message: 'Unreadable records dropped' }],
    ]);
    expect((vi.mocked(reportError).mock.calls[0]?.[0] as Error).message).toBe(`Unreadable records dropped: ${melding}`);
  });
});
