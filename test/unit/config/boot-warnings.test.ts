import { afterEach, describe, expect, it, vi } from 'vitest';
import { bootOnce } from '../../../src/element/boot.ts';
import { reportError } from '../../../src/monitoring/report.ts';
import { resetConfigForTests } from '../../../src/config/index.ts';
import { stubPage } from '../api/test-server.ts';

vi.mock('../../../src/monitoring/report.ts', () => ({ reportError: vi.fn(), startMonitoring: vi.fn() }));
vi.mock('../../../src/element/after-first-content.ts', () => ({ startAfterFirstContent: vi.fn() }));
vi.mock('../../../src/analytics/track.ts', () => ({ startAnalytics: vi.fn() }));
vi.mock('../../../src/analytics/page-views.ts', () => ({ trackPageViews: vi.fn() }));

afterEach(() => {
  vi.unstubAllGlobals();
  resetConfigForTests();
});

describe('config problems at start-up (spec §8 "Missing application config value")', () => {
  it('warns on the console and reports each problem once, however often boot runs', () => {
    stubPage({ unauthorizedUrl: '/logg-inn', distributor: 'eika', meldSkadeUrl: '/m', skadesakerJumpUrl: '/j', showBedriftsportal: 'ja' });
    resetConfigForTests();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);

    bootOnce();
    bootOnce();

    expect(warn.mock.calls.map((call) => call[0])).toEqual([
      '[kfp] Config item showBedriftsportal should be a boolean; the default is used.',
      "[kfp] Config item skadesakerUrl has no value; the default '/privat/forsikring/skade/skadesaker' is used.",
    ]);
    expect(vi.mocked(reportError)).toHaveBeenCalledTimes(2);
    expect(vi.mocked(reportError).mock.calls[1]).toEqual([
      expect.objectContaining({ message: 'Config item skadesakerUrl has no usable value' }),
      { source: 'config', message: "Config item skadesakerUrl has no value; the default '/privat/forsikring/skade/skadesaker' is used." },
    ]);
  });
});
