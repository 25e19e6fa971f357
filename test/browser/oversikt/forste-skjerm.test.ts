/// <reference types="mocha" />
// The overview's first screen at 390 px: nothing but kfp.js and the navigation's code (its links
// show with the first agreement, issue 22) is fetched before the first agreement is on the page
// (the footer's and lower half's code wait until it is painted), and
// what comes later takes the place kept for it: the navigation fills its bar, nothing above the
// agreements moves.
import { expect } from 'chai';
import { setViewport } from '@web/test-runner-commands';
import { overrideApi, resetBackend } from '../helpers/backend.ts';
import { API, goTo, loadBundle, mount } from '../helpers/portal.ts';
import { portalenErFerdig } from '../helpers/reflow.ts';
import { waitFor } from '../helpers/wait.ts';
import { avtale, tekst } from './felles.ts';

const NAVN = ['Bilforsikring Tesla', 'Husforsikring Storgata'];

interface Oyeblikk {
  tid: number;
  navigasjon: number;
  overskrift: number;
}

/** The scripts of the bundle requested before `tid` (paths). A request's entry is listed once it has ended, so read them afterwards. */
const skriptFor = (tid: number) =>
  performance
    .getEntriesByType('resource')
    .filter((entry) => entry.startTime < tid)
    .map((entry) => new URL(entry.name).pathname)
    .filter((path) => path.startsWith('/dist/') && path.endsWith('.js'));

const router = () => document.querySelector('kfp-router')!.shadowRoot!;
const oversikt = () => router().querySelector('kfp-oversikt')?.shadowRoot;
const hoyde = (element: Element | null | undefined) => element?.getBoundingClientRect().height ?? -1;
const topp = (element: Element | null | undefined) => element?.getBoundingClientRect().top ?? -1;

describe("the overview's first screen", function () {
  this.timeout(30_000);

  before(async () => {
    await resetBackend('skadekunde');
    await overrideApi('GET', `${API}/avtaleoversikt/avtaler`, {
      status: 200,
      body: { avtaler: NAVN.map((navn, i) => avtale(`A${i}`, navn, 'NICE', 'BIL')), monthlySum: 100, yearlySum: 1200 },
    });
    await setViewport({ width: 390, height: 844 });
    await loadBundle();
  });

  it('fetches only kfp.js and the navigation before the first agreement shows; the footer and the lower half come after, in the places kept for them', async () => {
    // Every shadow root as it is attached, watched for the first agreement's name.
    let forste: Oyeblikk | undefined;
    const sjekk = () => {
      const root = oversikt();
      if (forste || !root) return;
      const vises = [...root.querySelectorAll('*')].some(
        (element) => element.children.length === 0 && NAVN.includes(tekst(element).trim()),
      );
      if (vises) {
        forste = {
          tid: performance.now(),
          navigasjon: hoyde(router().querySelector('.kfp-router__navigasjon')),
          overskrift: topp(root.querySelector('h1')),
        };
      }
    };
    const attachShadow = Element.prototype.attachShadow;
    Element.prototype.attachShadow = function (init) {
      const root = attachShadow.call(this, init);
      new MutationObserver(sjekk).observe(root, { childList: true, subtree: true, characterData: true });
      return root;
    };
    try {
      goTo('/privat/forsikring/oversikt');
      mount('<kfp-router></kfp-router>');
      await waitFor(() => forste);
      await portalenErFerdig(document, 20_000);
    } finally {
      Element.prototype.attachShadow = attachShadow;
    }

    // kfp.js, and the navigation's chunk with the link component it shares (kfp.budget.firstScreenLazy).
    const forSkript = skriptFor(forste!.tid);
    expect(forSkript, 'scripts requested before the first agreement showed').to.include('/dist/kfp.js');
    expect(forSkript.length, `scripts requested before the first agreement showed: ${forSkript.join(', ')}`).to.be.at.most(3);
    expect(skriptFor(Infinity).length, 'the navigation, footer and lower half load their chunks afterwards').to.be.greaterThan(1);
    // The navigation took the bar's place: the same height, and the heading below it did not move.
    const navigasjon = router().querySelector('kfp-navigasjon');
    await waitFor(() => navigasjon?.shadowRoot?.querySelector('nav'));
    expect(hoyde(router().querySelector('.kfp-router__navigasjon'))).to.be.closeTo(forste!.navigasjon, 0.5);
    expect(topp(oversikt()!.querySelector('h1'))).to.be.closeTo(forste!.overskrift, 0.5);
    // The footer's element is made when its template chunk has come, which may be after the portal
    // has settled (the loader hands each chunk on a task later): waited for, not looked up once.
    await waitFor(() => expect(router().querySelector('kfp-bunntekst'), 'the footer').to.not.equal(null), { timeout: 20_000 });
  });
});
