// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { DEFAULT_BASE, portalPath, routerBase } from '../../../src/page/paths.ts';

describe('portalPath (spec §2: the child routes below the base)', () => {
  it('builds each child route below the default base', () => {
    expect(
      (['oversikt', 'tilbud', 'kjopsinnganger', 'forsikringsprofil', 'andre-forsikringer', 'skadesaker-jump', 'betaling'] as const).map(
        (navn) => portalPath(DEFAULT_BASE, navn),
      ),
    ).toEqual([
      '/privat/forsikring/oversikt',
      '/privat/forsikring/oversikt/tilbud',
      '/privat/forsikring/oversikt/kjopsinnganger',
      '/privat/forsikring/oversikt/forsikringsprofil',
      '/privat/forsikring/oversikt/andre-forsikringer',
      '/privat/forsikring/oversikt/jump/seopp/skadesaker',
      '/privat/forsikring/oversikt/betaling',
    ]);
  });

  it('follows another base, trailing slashes ignored, and keeps a query', () => {
    expect(portalPath('/bank/forsikring/', 'kjopsinnganger', '?isLo=true')).toBe('/bank/forsikring/kjopsinnganger?isLo=true');
    expect(portalPath('/bank/forsikring/', 'oversikt')).toBe('/bank/forsikring');
    expect(portalPath('/', 'oversikt')).toBe('/');
    expect(portalPath('', 'tilbud')).toBe('/tilbud');
  });
});

describe('routerBase', () => {
  it('is the base of the kfp-router whose shadow root (or a shadow root within it) holds the element', () => {
    const router = document.createElement('kfp-router');
    router.setAttribute('base', '/bank/forsikring');
    document.body.append(router);
    const skjerm = document.createElement('kfp-oversikt');
    router.attachShadow({ mode: 'open' }).append(skjerm);
    const lenke = document.createElement('a');
    skjerm.attachShadow({ mode: 'open' }).append(lenke);
    expect(routerBase(skjerm)).toBe('/bank/forsikring');
    expect(routerBase(lenke)).toBe('/bank/forsikring');
    router.removeAttribute('base');
    expect(routerBase(lenke)).toBe(DEFAULT_BASE);
    router.remove();
  });

  it('is the default base for an element placed alone, and for none', () => {
    const alene = document.createElement('kfp-oversikt');
    document.body.append(alene);
    expect(routerBase(alene)).toBe(DEFAULT_BASE);
    expect(routerBase(null)).toBe(DEFAULT_BASE);
    alene.remove();
  });
});
