// @vitest-environment node
// The router's choice of view, its titles and when it moves focus: pure functions, no DOM.
import { describe, expect, it } from 'vitest';
import { isRouteChange } from '../../../src/router/focus-after-route-change.ts';
import { ROUTE_TITLES, titleFor } from '../../../src/router/route-title.ts';
import type { Route } from '../../../src/router/routes.ts';
import { medNavigasjon, chooseView, type ViewInputs } from '../../../src/router/view.ts';

const features = (overstyr: Partial<ViewInputs['config']['features']> = {}) =>
  ({ hasDirekteinnlogging: false, 'nysalg-skade': 'true', ...overstyr }) as ViewInputs['config']['features'];
const valg = (grunnlag: Partial<Omit<ViewInputs, 'config'>> & { features?: Partial<ViewInputs['config']['features']> } = {}) =>
  chooseView({
    session: 'innlogget',
    route: { name: 'oversikt' },
    loginStopped: false,
    ...grunnlag,
    config: { features: features(grunnlag.features) },
  });

describe('chooseView (spec §2, §6, §8)', () => {
  it("a logged-in customer sees the route's screen, keyed by the route", () => {
    expect(valg()).toEqual({ visning: { type: 'skjerm', route: { name: 'oversikt' } }, routeKey: 'route:oversikt' });
    const kjop: Route = { name: 'kjopsinnganger', isLo: true };
    expect(valg({ route: kjop })).toEqual({ visning: { type: 'skjerm', route: kjop }, routeKey: 'route:kjopsinnganger' });
    expect(valg({ route: null })).toEqual({ visning: { type: 'skjerm', route: { name: 'ikke-funnet' } }, routeKey: 'route:ikke-funnet' });
  });

  it('the session decides before the route: loading, failed, logged out with and without direct login', () => {
    // Issue 34: the spinner's words name what loads on the overview, 'Laster inn' elsewhere.
    expect(valg({ session: 'laster' })).toEqual({ visning: { type: 'spinner', ord: 'Henter forsikringene dine' }, routeKey: 'laster' });
    expect(valg({ session: 'laster', route: { name: 'tilbud' } })).toEqual({ visning: { type: 'spinner' }, routeKey: 'laster' });
    expect(valg({ session: 'feil' })).toEqual({ visning: { type: 'feilside', side: 'prov-igjen' }, routeKey: 'session-feil' });
    expect(valg({ session: 'utlogget' })).toEqual({ visning: { type: 'feilside', side: 'ikke-funnet' }, routeKey: 'utlogget-ikke-funnet' });
    expect(valg({ session: 'utlogget', features: { hasDirekteinnlogging: true } })).toEqual({
      visning: { type: 'login' },
      routeKey: 'login',
    });
  });

  it('the purchase entries show logged out and with the session read failed; the spinner while it loads (issue 34)', () => {
    const kjop: Route = { name: 'kjopsinnganger', isLo: true };
    const skjerm = { visning: { type: 'skjerm', route: kjop }, routeKey: 'route:kjopsinnganger' };
    expect(valg({ session: 'utlogget', route: kjop })).toEqual(skjerm);
    expect(valg({ session: 'utlogget', route: kjop, features: { hasDirekteinnlogging: true } })).toEqual(skjerm);
    expect(valg({ session: 'feil', route: kjop })).toEqual(skjerm);
    expect(valg({ session: 'laster', route: kjop })).toEqual({ visning: { type: 'spinner' }, routeKey: 'laster' });
    // The new-sales switch still closes them; other routes still ask for the session.
    expect(valg({ session: 'utlogget', route: kjop, features: { 'nysalg-skade': 'false' } }).routeKey).toBe('nysalg-av');
    expect(valg({ session: 'utlogget', route: { name: 'tilbud' } }).routeKey).toBe('utlogget-ikke-funnet');
    expect(valg({ session: 'feil', route: { name: 'tilbud' } }).routeKey).toBe('session-feil');
  });

  it('the navigation: a logged-in customer’s, none logged out, none on the purchase entries with the API down (issue 34)', () => {
    expect(medNavigasjon('innlogget', 'route:kjopsinnganger')).toBe(true);
    expect(medNavigasjon('laster', 'laster')).toBe(true);
    expect(medNavigasjon('utlogget', 'route:kjopsinnganger')).toBe(false);
    expect(medNavigasjon('utlogget', 'login')).toBe(false);
    expect(medNavigasjon('feil', 'route:kjopsinnganger')).toBe(false);
    // The session's error page keeps it: 'Prøv igjen' there reads the session again.
    expect(medNavigasjon('feil', 'session-feil')).toBe(true);
  });

  it("'betaling' and the new-sales switch come before the session; the redirect guard after it", () => {
    // Issue 34: the spinner says where the browser goes, not 'Laster inn'.
    expect(valg({ session: 'laster', route: { name: 'betaling' } })).toEqual({
      visning: { type: 'spinner', ord: 'Sender deg videre til betaling' },
      routeKey: 'betaling',
    });
    expect(valg({ session: 'utlogget', features: { 'nysalg-skade': 'false' } })).toEqual({
      visning: { type: 'feilside', side: 'generell' },
      routeKey: 'nysalg-av',
    });
    expect(valg({ loginStopped: true }).routeKey).toBe('innlogging-stoppet');
    expect(valg({ session: 'utlogget', loginStopped: true }).routeKey).toBe('utlogget-ikke-funnet');
  });
});

describe('titleFor', () => {
  it('titles by the route key; a crash says so; while loading, the title of the route asked for', () => {
    expect(titleFor('route:tilbud', false, undefined)).toBe('Tilbudene dine');
    expect(titleFor('route:tilbud', true, undefined)).toBe('Noe har gått galt');
    expect(titleFor('laster', false, 'forsikringsprofil')).toBe('Forsikringsprofil');
    expect(titleFor('laster', false, undefined)).toBeUndefined();
    expect(titleFor('laster', false, 'betaling')).toBeUndefined();
    expect(titleFor('innlogging-stoppet', false, undefined)).toBe('Logg inn');
  });

  it('every route has a title', () => {
    const ruter: Exclude<Route['name'], 'betaling'>[] = [
      'oversikt',
      'tilbud',
      'kjopsinnganger',
      'forsikringsprofil',
      'andre-forsikringer',
      'skadesaker-jump',
      'ikke-funnet',
    ];
    for (const navn of ruter) expect(ROUTE_TITLES[`route:${navn}`], navn).toBeTypeOf('string');
  });
});

describe('isRouteChange: focus moves only when the customer went somewhere', () => {
  it('not on the first screen, nor when the session has just loaded, nor to a state that is no route', () => {
    expect(isRouteChange(undefined, 'route:oversikt')).toBe(false);
    expect(isRouteChange('laster', 'route:oversikt')).toBe(false);
    expect(isRouteChange('route:oversikt', 'route:oversikt')).toBe(false);
    expect(isRouteChange('route:oversikt', 'feil')).toBe(false);
    expect(isRouteChange('route:oversikt', 'route:tilbud')).toBe(true);
    expect(isRouteChange('login', 'route:oversikt')).toBe(true);
  });
});
