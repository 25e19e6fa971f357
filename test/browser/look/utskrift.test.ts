/// <reference types="mocha" />
// Printing (issue 32): the overview and the profile print without navigation, menus, footer,
// feedback widget, toasts or notices, with the agreements' numbers and prices and the date of the
// printout ('Utskrift dd.mm.yyyy'), and print nothing of that on screen.
//
// Print media: Chromium emulates it (Playwright's emulateMedia). Neither WebDriver BiDi (Firefox) nor
// WebKit's driver can, so there the print sheet's `@media print` rules are switched to `all` for the
// check (`somPaPapir`): the engine still applies our selectors and values as it would on paper; that
// it applies `@media print` in adopted sheets of shadow roots at all is what Chromium shows. Both
// start as browsers do, with `beforeprint`.
import { expect } from 'chai';
import { emulateMedia } from '@web/test-runner-commands';
import { resetBackend } from '../helpers/backend.ts';
import { engine } from '../helpers/engine.ts';
import { goTo, loadBundle, mount } from '../helpers/portal.ts';
import { shadowRoots } from '../helpers/reflow.ts';
import { waitFor } from '../helpers/wait.ts';

const BASE = '/privat/forsikring/oversikt';
const tosifret = (n: number) => String(n).padStart(2, '0');
const idag = new Date();
const DATOLINJE = `"Utskrift ${tosifret(idag.getDate())}.${tosifret(idag.getMonth() + 1)}.${idag.getFullYear()}"`;

let router: HTMLElement;
const rot = () => router.shadowRoot!;
const skjerm = (tag: string) => rot().querySelector(tag)?.shadowRoot ?? null;
const vist = (element: Element | null | undefined) => Boolean(element) && getComputedStyle(element!).display !== 'none';

/** Every `@media print` rule of the portal's roots, switched to `all` (true) or back (false). */
function somPaPapir(pa: boolean): void {
  for (const root of shadowRoots(document)) {
    for (const sheet of root.adoptedStyleSheets) {
      for (const rule of sheet.cssRules) {
        if (!(rule instanceof CSSMediaRule)) continue;
        if (pa && rule.media.mediaText === 'print') rule.media.mediaText = 'all';
        else if (!pa && rule.media.mediaText === 'all') rule.media.mediaText = 'print';
      }
    }
  }
}

async function utskrift(pa: boolean): Promise<void> {
  if (pa) dispatchEvent(new Event('beforeprint'));
  if (engine === 'chromium') await emulateMedia({ media: pa ? 'print' : 'screen' });
  else somPaPapir(pa);
}

describe('printing the overview and the profile', function () {
  this.timeout(30_000);

  before(async () => {
    await resetBackend('skadekunde');
    await loadBundle({ showSamtykkerMinProfil: true });
    goTo(BASE);
    router = mount('<kfp-router></kfp-router>').querySelector('kfp-router')!;
    // The whole page: agreements, purchase entries, feedback, footer, and the print sheet (after the first content).
    await waitFor(() => skjerm('kfp-oversikt')?.querySelector('.ov-kort__navn'));
    await waitFor(() => skjerm('kfp-oversikt')?.querySelector('kfp-feedback')?.shadowRoot?.querySelector('*'));
    await waitFor(() => skjerm('kfp-oversikt')?.querySelector('kfp-kjopsinnganger')?.shadowRoot?.querySelector('h2'));
    await waitFor(() => rot().querySelector('kfp-bunntekst')?.shadowRoot?.querySelector('footer'));
    await waitFor(() => rot().querySelector('kfp-navigasjon')?.shadowRoot?.querySelector('nav'));
    await waitFor(() => document.querySelector('kfp-nettstatus'));
  });

  afterEach(async () => {
    await utskrift(false);
  });

  it('the overview: no chrome, widgets or notices; agreements with numbers and prices; the date', async () => {
    await utskrift(true);
    const oversikt = skjerm('kfp-oversikt')!;
    await waitFor(() => getComputedStyle(oversikt.querySelector('.kfp-screen')!, '::before').content === DATOLINJE);
    expect(vist(rot().querySelector('kfp-navigasjon')), 'navigation').to.equal(false);
    expect(vist(rot().querySelector('.kfp-router__navigasjon')), "navigation's box").to.equal(false);
    expect(vist(rot().querySelector('kfp-bunntekst')), 'footer').to.equal(false);
    expect(vist(rot().querySelector('kfp-toaster')), 'toaster').to.equal(false);
    expect(vist(document.querySelector('kfp-nettstatus')), 'offline notice').to.equal(false);
    expect(vist(oversikt.querySelector('kfp-feedback')), 'feedback widget').to.equal(false);
    expect(vist(oversikt.querySelector('kfp-kjopsinnganger')), 'purchase entries').to.equal(false);
    // Every agreement carries its number (the demo's car: 7012345), printed after its name.
    const kort = [...oversikt.querySelectorAll('.ov-kort__navn')];
    expect(kort.map((navn) => navn.getAttribute('data-avtalenummer'))).to.include('7012345');
    for (const navn of kort) {
      const nummer = navn.getAttribute('data-avtalenummer') ?? '';
      expect(nummer, navn.textContent ?? '').to.match(/^\d+$/);
      const etter = getComputedStyle(navn, '::after');
      expect(etter.display, navn.textContent ?? '').to.equal('block');
      // The computed value: attr() resolved (Chromium) or kept as written (others).
      expect(
        [`"Avtalenummer ${nummer}"`, `"Avtalenummer " "${nummer}"`, '"Avtalenummer " attr(data-avtalenummer)'],
        navn.textContent ?? '',
      ).to.include(etter.content);
    }
    const pris = oversikt.querySelector('.ov-kort__md')!;
    expect(vist(pris) && pris.getBoundingClientRect().height > 0, 'prices').to.equal(true);
    expect(pris.textContent).to.match(/kr\/md$/);
  });

  it('on screen, none of it: the navigation shows, no date line, no agreement numbers', async () => {
    const oversikt = skjerm('kfp-oversikt')!;
    expect(vist(rot().querySelector('kfp-navigasjon'))).to.equal(true);
    expect(getComputedStyle(oversikt.querySelector('.kfp-screen')!, '::before').content).to.equal('none');
    expect(getComputedStyle(oversikt.querySelector('.ov-kort__navn')!, '::after').content).to.equal('none');
  });

  it('the profile, reached after the print sheet came: no buttons or feedback; the date', async () => {
    goTo(`${BASE}/forsikringsprofil`);
    dispatchEvent(new PopStateEvent('popstate'));
    const profil = await waitFor(() => (skjerm('kfp-profil')?.querySelector('.kfp-rad__endre') ? skjerm('kfp-profil') : null));
    await waitFor(() => profil.querySelector('kfp-feedback')?.shadowRoot?.querySelector('*'));
    await utskrift(true);
    await waitFor(() => getComputedStyle(profil.querySelector('.kfp-screen')!, '::before').content === DATOLINJE);
    expect(
      [...profil.querySelectorAll('button')].filter(vist).map((knapp) => knapp.textContent),
      'buttons',
    ).to.deep.equal([]);
    expect(vist(profil.querySelector('kfp-feedback')), 'feedback widget').to.equal(false);
    expect(vist(rot().querySelector('kfp-navigasjon')), 'navigation').to.equal(false);
    expect(profil.textContent).to.include('91 23 45 67');
  });
});
