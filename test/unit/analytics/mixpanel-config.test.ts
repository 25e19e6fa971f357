import { describe, expect, it } from 'vitest';
import { anonymiserAdresse, anonymiserUtsending, mixpanelConfig } from '../../../src/analytics/mixpanel-config.ts';
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

// Was a bug (fixed): the SDK's own $identify carried the page's whole address as $current_url (issue 23 point 8).
describe('what reaches the analytics host', () => {
  const side = 'https://www.eika.no/bank/kampanje/2025/forsikring/4471239?fnr=01019012345&epost=kari%40example.no#tlf-91234567';

  it('has no query, fragment or numeric path segment in any URL or path', () => {
    expect(anonymiserAdresse(side)).toBe('https://www.eika.no/bank/kampanje/:id/forsikring/:id');
    expect(anonymiserAdresse('http://localhost:8000?x=1')).toBe('http://localhost:8000');
    expect(anonymiserAdresse('https://x.no#a')).toBe('https://x.no');
    expect(anonymiserAdresse('/avtale/123/detaljer?vis=alle')).toBe('/avtale/:id/detaljer');
    expect(anonymiserAdresse('/reise2024')).toBe('/reise2024');
  });

  it('leaves any other text alone', () => {
    for (const tekst of ['Hva lette du etter?', 'Prøv igjen #2', 'BIL', '', 'kfp-tilbud', 'x://?'])
      expect(anonymiserAdresse(tekst)).toBe(tekst === 'x://?' ? 'x://' : tekst);
  });

  it('every event, profile and group update passes through it, nested values too, as a copy', () => {
    const hendelse = {
      event: '$identify',
      properties: { $current_url: side, distinct_id: 'abc', antall: 3, ja: true, tom: null, liste: ['/a/1?b', { url: side }] },
    };
    const { hooks } = mixpanelConfig('https://x.no');
    for (const hook of [hooks.before_send_events, hooks.before_send_people, hooks.before_send_groups]) {
      expect(hook?.(hendelse as never)).toEqual({
        event: '$identify',
        properties: {
          $current_url: 'https://www.eika.no/bank/kampanje/:id/forsikring/:id',
          distinct_id: 'abc',
          antall: 3,
          ja: true,
          tom: null,
          liste: ['/a/:id', { url: 'https://www.eika.no/bank/kampanje/:id/forsikring/:id' }],
        },
      });
    }
    expect(hendelse.properties.$current_url).toBe(side);
    expect(anonymiserUtsending(side)).toBe('https://www.eika.no/bank/kampanje/:id/forsikring/:id');
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
