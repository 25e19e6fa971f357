import { describe, expect, it } from 'vitest';
import { erGjeldende, navigasjonslenker } from '../../../src/screens/navigasjon/lenker.ts';

const config = { meldSkadeUrl: 'https://skade.eksempel.no/meld', skadesakerUrl: 'https://skade.eksempel.no/saker' };

describe('navigasjonslenker', () => {
  it('puts the routed links below the base (spec §2 "Navigation")', () => {
    expect(navigasjonslenker('/privat/forsikring/oversikt/', config, false)).toEqual({
      oversikt: '/privat/forsikring/oversikt',
      faktura: '/privat/forsikring/oversikt/betaling',
      dokumenter: '/privat/forsikring/dokumenter',
      kjop: '/privat/forsikring/oversikt/kjopsinnganger',
      meldSkade: 'https://skade.eksempel.no/meld',
      tilbud: '/privat/forsikring/oversikt/tilbud',
      profil: '/privat/forsikring/oversikt/forsikringsprofil',
      skadesaker: '/privat/forsikring/oversikt/jump/seopp/skadesaker',
    });
  });

  it('takes a base with several trailing slashes, and the root as base', () => {
    expect(navigasjonslenker('/privat/forsikring/oversikt//', config, false).faktura).toBe('/privat/forsikring/oversikt/betaling');
    const rot = navigasjonslenker('/', config, false);
    expect([rot.oversikt, rot.faktura, rot.tilbud]).toEqual(['/', '/betaling', '/tilbud']);
  });

  it('sends Skadesaker straight to the claims address in the mobile bank', () => {
    expect(navigasjonslenker('/privat/forsikring/oversikt', config, true).skadesaker).toBe('https://skade.eksempel.no/saker');
  });

  it('leaves Meld skade out when the configured address is not a safe link', () => {
    expect(navigasjonslenker('/x', { ...config, meldSkadeUrl: 'javascript:alert(1)' }, false).meldSkade).toBeUndefined();
  });
});

describe('erGjeldende', () => {
  it('ignores a trailing slash', () => {
    expect(erGjeldende('/privat/forsikring/oversikt', '/privat/forsikring/oversikt/')).toBe(true);
    expect(erGjeldende('/privat/forsikring/oversikt', '/privat/forsikring/oversikt/tilbud')).toBe(false);
    expect(erGjeldende('/privat/forsikring/oversikt/', '/privat/forsikring/oversikt//')).toBe(true);
  });

  it('knows the root, and an empty link as no page', () => {
    expect(erGjeldende('/', '/')).toBe(true);
    expect(erGjeldende('', '/')).toBe(false);
  });
});
