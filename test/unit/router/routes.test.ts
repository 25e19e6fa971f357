import { describe, expect, it } from 'vitest';
import { BETALING_URL, DEFAULT_BASE } from '../../../src/page/paths.ts';
import { childPath, matchRoute } from '../../../src/router/routes.ts';

const BASE = '/privat/forsikring/oversikt';

describe('the routes of spec §2', () => {
  it('has the spec base and the payment address', () => {
    expect(DEFAULT_BASE).toBe('/privat/forsikring/oversikt');
    expect(BETALING_URL).toBe('/privat/forsikring/skade/betaling');
  });

  it.each([
    ['', { name: 'oversikt' }],
    ['/', { name: 'oversikt' }],
    ['/tilbud', { name: 'tilbud' }],
    ['/tilbud/', { name: 'tilbud' }],
    ['/kjopsinnganger', { name: 'kjopsinnganger', isLo: false }],
    ['/forsikringsprofil', { name: 'forsikringsprofil' }],
    ['/andre-forsikringer', { name: 'andre-forsikringer' }],
    ['/jump/seopp/skadesaker', { name: 'skadesaker-jump' }],
    ['/betaling', { name: 'betaling' }],
    ['/finnes-ikke', { name: 'ikke-funnet' }],
    ['/tilbud/123', { name: 'ikke-funnet' }],
    ['/jump/seopp', { name: 'ikke-funnet' }],
  ])('maps %j below the base', (child, route) => {
    expect(matchRoute(`${BASE}${child}`, '', BASE)).toEqual(route);
  });

  it('reads isLo=true on the purchase entries, and nothing else as true', () => {
    expect(matchRoute(`${BASE}/kjopsinnganger`, '?isLo=true', BASE)).toEqual({ name: 'kjopsinnganger', isLo: true });
    expect(matchRoute(`${BASE}/kjopsinnganger`, '?a=1&isLo=true', BASE)).toEqual({ name: 'kjopsinnganger', isLo: true });
    expect(matchRoute(`${BASE}/kjopsinnganger`, '?isLo=1', BASE)).toEqual({ name: 'kjopsinnganger', isLo: false });
    expect(matchRoute(`${BASE}/kjopsinnganger`, '?isLO=true', BASE)).toEqual({ name: 'kjopsinnganger', isLo: false });
  });

  it('has no route outside the base, nor on a path that only starts like it', () => {
    expect(matchRoute('/privat/forsikring', '', BASE)).toBeNull();
    expect(matchRoute('/privat/forsikring/oversikten', '', BASE)).toBeNull();
    expect(matchRoute('/annet/privat/forsikring/oversikt', '', BASE)).toBeNull();
  });
});

describe('childPath', () => {
  it('is "/" for the base itself, with or without trailing slashes, and the rest below it', () => {
    expect(childPath(BASE, BASE)).toBe('/');
    expect(childPath(`${BASE}//`, `${BASE}/`)).toBe('/');
    expect(childPath(`${BASE}/tilbud//`, BASE)).toBe('/tilbud');
    expect(childPath(`${BASE}/a/b`, `${BASE}///`)).toBe('/a/b');
  });

  it('takes every path below the root as base', () => {
    expect(childPath('/tilbud', '/')).toBe('/tilbud');
    expect(childPath('/', '/')).toBe('/');
    expect(childPath('/', '')).toBe('/');
    expect(childPath('', '/')).toBe('/');
    expect(childPath('/tilbud/', '')).toBe('/tilbud');
  });

  it('is null outside the base', () => {
    expect(childPath('/privat', BASE)).toBeNull();
    expect(childPath(`${BASE}x`, BASE)).toBeNull();
    expect(childPath('/', BASE)).toBeNull();
  });
});
