/// <reference types="mocha" />
// WCAG 2.4.7 (issue 21): on every Tab stop of the overview (its purchase entries' categories
// opened, so their product tiles take focus) and of the profile (its editors opened), the focused
// control, or the card that draws the ring for it, shows a ring of at least 2 px that no clipping
// ancestor cuts off; also in forced colours, where box-shadows are removed.
import { expect } from 'chai';
import { emulateMedia, sendKeys, setViewport } from '@web/test-runner-commands';
import { resetBackend } from '../helpers/backend.ts';
import { skipIn } from '../helpers/engine.ts';
import { loadBundle, mount } from '../helpers/portal.ts';
import { waitFor } from '../helpers/wait.ts';
import { utenMyke } from '../helpers/navn.ts';

/** The element that really has focus, through open shadow roots. */
function fokusert(): HTMLElement | null {
  let aktiv: Element | null = document.activeElement;
  while (aktiv?.shadowRoot?.activeElement) aktiv = aktiv.shadowRoot.activeElement;
  return aktiv instanceof HTMLElement ? aktiv : null;
}

/** The parent, or the shadow root's host. */
function forelder(element: Element): Element | null {
  if (element.parentElement) return element.parentElement;
  const root = element.getRootNode();
  return root instanceof ShadowRoot ? root.host : null;
}

interface Ring {
  holder: Element;
  /** How far the ring reaches outside the holder's box (px). */
  rekkevidde: number;
}

/** The focused element's ring: on itself or on the card around it that draws it (`:focus-within`). */
function ringFor(element: Element): Ring | null {
  let kandidat: Element | null = element;
  for (let niva = 0; kandidat && niva < 7; niva++, kandidat = forelder(kandidat)) {
    const stil = getComputedStyle(kandidat);
    const bredde = parseFloat(stil.outlineWidth);
    if (stil.outlineStyle !== 'none' && bredde >= 2)
      return { holder: kandidat, rekkevidde: Math.max(0, bredde + parseFloat(stil.outlineOffset)) };
    if (stil.boxShadow !== 'none') return { holder: kandidat, rekkevidde: 0 };
  }
  return null;
}

/** An ancestor that clips (overflow other than visible) and cuts the ring off, if any. */
function klipper(ring: Ring): Element | null {
  const boks = ring.holder.getBoundingClientRect();
  const r = ring.rekkevidde;
  for (let over = forelder(ring.holder); over && over !== document.body && over !== document.documentElement; over = forelder(over)) {
    const stil = getComputedStyle(over);
    if (stil.overflowX === 'visible' && stil.overflowY === 'visible') continue;
    const klipp = over.getBoundingClientRect();
    if (
      boks.left - r < klipp.left - 0.5 ||
      boks.right + r > klipp.right + 0.5 ||
      boks.top - r < klipp.top - 0.5 ||
      boks.bottom + r > klipp.bottom + 0.5
    )
      return over;
  }
  return null;
}

const beskriv = (element: Element) =>
  `${element.tagName.toLowerCase()}${element.className && typeof element.className === 'string' ? `.${element.className.split(' ').join('.')}` : ''} '${(element.textContent ?? '').trim().slice(0, 40)}'`;

/**
 * Tabs from the top of the page through every stop (opening what `apne` picks on the way) and
 * returns what each stop lacks; also how many stops there were.
 */
async function tabGjennom(apne: (element: HTMLElement) => boolean): Promise<{ stopp: number; mangler: string[]; sett: string[] }> {
  (document.activeElement as HTMLElement | null)?.blur();
  const start = document.createElement('button');
  start.textContent = 'start';
  document.body.prepend(start);
  // The walk stops at this last stop, so focus never leaves the page: a Tab past the end moves it
  // to the browser's own controls, and Firefox then lets no key activate anything in the page
  // until the window has focus again (the next walk's Enter did nothing).
  const slutt = document.createElement('button');
  slutt.textContent = 'slutt';
  document.body.append(slutt);
  start.focus();
  const mangler: string[] = [];
  const sett: string[] = [];
  const besokt = new Set<Element>();
  let stopp = 0;
  for (let i = 0; i < 400; i++) {
    await sendKeys({ press: 'Tab' });
    const element = fokusert();
    if (!element || element === document.body || element === start || element === slutt || besokt.has(element)) break;
    besokt.add(element);
    stopp++;
    sett.push(beskriv(element));
    const ring = ringFor(element);
    if (!ring) {
      mangler.push(`no ring: ${beskriv(element)}`);
    } else {
      const over = klipper(ring);
      if (over) mangler.push(`ring clipped by ${beskriv(over).slice(0, 60)}: ${beskriv(element)}`);
    }
    if (apne(element)) {
      await sendKeys({ press: 'Enter' });
      await waitFor(() => element.getAttribute('aria-expanded') === 'true' || fokusert() !== element);
      // Let the panel finish opening: a half-open panel clips what it holds, as it should.
      const del = element.closest('.kfp-accordion__item');
      await waitFor(() => !del || del.getAnimations({ subtree: true }).length === 0);
      // The editor that opened takes focus (profile): carry on from there.
      const na = fokusert();
      if (na && na !== element && !besokt.has(na)) {
        besokt.add(na);
        stopp++;
        const ringNa = ringFor(na);
        if (!ringNa) mangler.push(`no ring: ${beskriv(na)}`);
      }
    }
  }
  start.remove();
  slutt.remove();
  return { stopp, mangler, sett };
}

const kategori = (element: HTMLElement) =>
  element.getAttribute('aria-expanded') === 'false' &&
  element.closest('.kfp-accordion') !== null &&
  (element.getRootNode() as ShadowRoot).host?.tagName === 'KFP-KJOPSINNGANGER';
const endre = (element: HTMLElement) =>
  element.getAttribute('aria-expanded') === 'false' && /^Endre (mobilnummer|e-post)/.test(element.textContent ?? '');

const UTEN_TVUNGNE_FARGER = "its driver cannot emulate forced-colors: active (no media emulation over WebDriver); Chromium's run covers it";

describe('focus: a visible ring on every Tab stop (WCAG 2.4.7)', function () {
  this.timeout(180_000);

  before(async () => {
    await resetBackend('skadekunde');
    await loadBundle();
    await setViewport({ width: 390, height: 844 });
  });
  after(() => emulateMedia({ forcedColors: 'none' }));

  for (const tvungne of ['none', 'active'] as const) {
    it(`the overview and its product tiles, forced colours ${tvungne}`, async function () {
      // Chromium emulates forced colours through CDP; the drivers of Firefox (WebDriver BiDi) and
      // WebKit (WebDriver) have no media emulation, and their launchers refuse it.
      if (tvungne === 'active') skipIn(this, ['firefox', 'webkit'], UTEN_TVUNGNE_FARGER);
      await emulateMedia({ forcedColors: tvungne });
      const container = mount('<kfp-oversikt></kfp-oversikt>');
      await waitFor(() => {
        const kjop = container.querySelector('kfp-oversikt')?.shadowRoot?.querySelector('kfp-kjopsinnganger')?.shadowRoot;
        return (
          kjop?.querySelector('.kfp-accordion__trigger') &&
          container.querySelector('kfp-oversikt')?.shadowRoot?.querySelector('.kfp-navigation-card')
        );
      });
      const { stopp, mangler, sett } = await tabGjennom(kategori);
      expect(
        // A purchase tile; agreement names mark compound boundaries too (soft hyphens) since issue 34.
        sett.some((s) => s.startsWith('a.kfp-flis__lenke') && utenMyke(s).includes('Husforsikring')),
        `a product tile was reached: ${sett.join(' | ')}`,
      ).to.equal(true);
      expect(stopp).to.be.greaterThan(20);
      expect(mangler).to.deep.equal([]);
      container.remove();
    });

    it(`the profile with its editors open, forced colours ${tvungne}`, async function () {
      if (tvungne === 'active') skipIn(this, ['firefox', 'webkit'], UTEN_TVUNGNE_FARGER);
      await emulateMedia({ forcedColors: tvungne });
      const container = mount('<kfp-profil></kfp-profil>');
      await waitFor(() => container.querySelector('kfp-profil')?.shadowRoot?.querySelector('.kfp-rad__endre'));
      const { stopp, mangler, sett } = await tabGjennom(endre);
      expect(
        sett.some((s) => s.startsWith('input')),
        `a text field was reached: ${sett.join(' | ')}`,
      ).to.equal(true);
      expect(stopp).to.be.greaterThan(5);
      expect(mangler).to.deep.equal([]);
      container.remove();
    });
  }
});
