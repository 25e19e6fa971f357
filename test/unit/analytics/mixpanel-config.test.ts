import { describe, expect, it } from 'vitest';
import { mixpanelConfig } from '../../../src/analytics/mixpanel-config.ts';
import { ETTERNAVN, FORNAVN, tilfeldigProfilnavn } from '../../../src/analytics/profilnavn.ts';
import { defaultConfig } from '../../../src/config/app-config.ts';

describe("the analytics SDK's options", () => {
  it('send to the EU endpoint by default, store no IP, keep to localStorage, collect nothing by themselves', () => {
    const options = mixpanelConfig(defaultConfig.mixpanelApiHost);
    expect(options).toMatchObject({
      api_host: 'https://api-eu.mixpanel.com',
      ip: false,
      persistence: 'localStorage',
      track_pageview: false,
      autocapture: false,
      save_referrer: false,
      track_marketing: false,
      record_sessions_percent: 0,
    });
    expect(options.property_blacklist).toContain('$referrer');
  });

  it('take the configured host, without a trailing slash', () => {
    expect(mixpanelConfig('https://analyse.example.no/mp/').api_host).toBe('https://analyse.example.no/mp');
  });
});

describe('the people profile name (spec §9)', () => {
  it('is a first and last name from the fixed lists', () => {
    expect(tilfeldigProfilnavn(() => 0)).toEqual({ fornavn: FORNAVN[0], etternavn: ETTERNAVN[0] });
    expect(tilfeldigProfilnavn(() => 0.999999)).toEqual({ fornavn: FORNAVN.at(-1), etternavn: ETTERNAVN.at(-1) });
    for (let i = 0; i < 20; i += 1) {
      const { fornavn, etternavn } = tilfeldigProfilnavn();
      expect(FORNAVN).toContain(fornavn);
      expect(ETTERNAVN).toContain(etternavn);
    }
  });
});
