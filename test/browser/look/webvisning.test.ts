/// <reference types="mocha" />
// The mobile bank's web view is a bare host page (no margin, no gutter): the portal keeps its own
// page gutter, so no screen touches the screen's edges (the overview, the offers and the purchase
// entries, as the login and error screens).
import { expect } from 'chai';
import { resetBackend } from '../helpers/backend.ts';
import { cleanup, mount } from '../helpers/portal.ts';
import { portalenErFerdig, portalIRamme, shadowRoots } from '../helpers/reflow.ts';

const BASE = '/privat/forsikring/oversikt';
const BREDDE = 390;
const MARG = 16;

/** Content boxes of the routed screen (headings, cards, tiles, boxes) closer to an edge than the gutter. */
function vedKanten(doc: Document): string[] {
  const router = doc.querySelector('kfp-router')!.shadowRoot!;
  const innhold = router.getElementById('kfp-innhold')!;
  const roots = [router, ...shadowRoots(router)].filter(
    (root) =>
      root === router ||
      innhold.contains(root.host) ||
      innhold.contains(root.host.getRootNode() instanceof ShadowRoot ? (root.host.getRootNode() as ShadowRoot).host : root.host),
  );
  const funnet: string[] = [];
  for (const root of roots) {
    for (const element of root.querySelectorAll(
      'h1, h2, p, .kfp-navigation-card, .kfp-tilbud, .kfp-flis, .kfp-alert, .kfp-info-box, .kfp-accordion',
    )) {
      if (root === router && !innhold.contains(element)) continue;
      const boks = element.getBoundingClientRect();
      if (boks.width === 0 || element.closest('.kfp-sr-only')) continue;
      if (boks.left < MARG - 0.5 || boks.right > BREDDE - MARG + 0.5) {
        funnet.push(
          `${element.localName}.${element.className} "${(element.textContent ?? '').slice(0, 30)}" at ${Math.round(boks.left)}–${Math.round(boks.right)} px`,
        );
      }
    }
  }
  return funnet;
}

describe('the mobile-bank web view: the portal keeps its own page gutter', function () {
  this.timeout(20_000);

  before(async () => {
    await resetBackend('skadekunde');
    document.cookie = 'isMobilbankApp=true; path=/';
  });

  after(() => {
    document.cookie = 'isMobilbankApp=; path=/; max-age=0';
  });

  afterEach(cleanup);

  for (const sti of ['', '/tilbud', '/kjopsinnganger']) {
    it(`${BASE}${sti}: nothing closer than ${MARG} px to either edge`, async () => {
      const frame = await portalIRamme(`${BASE}${sti}`, BREDDE, mount(''));
      const doc = frame.contentDocument!;
      await portalenErFerdig(doc);
      expect(getComputedStyle(doc.body).marginLeft, 'the host page has no margin').to.equal('0px');
      expect(vedKanten(doc)).to.deep.equal([]);
    });
  }
});
