/// <reference types="mocha" />
// Issue 21, the frame's navigation: 'Dine sider' is the current top-level item on the profile;
// 'Tilbake' is offered on the overview too (spec §2: hidden only on a /kvittering page) and goes back; at 200 % text
// 'Tilbake' and 'Meny' never break inside a word. Each case in a fresh frame at its width.
import { expect } from 'chai';
import { findByShadowRole } from 'shadow-dom-testing-library';
import { resetBackend } from '../helpers/backend.ts';
import { cleanup, mount } from '../helpers/portal.ts';
import { portalIRamme } from '../helpers/reflow.ts';
import { waitFor } from '../helpers/wait.ts';

const BASE = '/privat/forsikring/oversikt';

/** How many lines each word of `element`'s text takes (1 for a word that does not break). */
function linjerPerOrd(element: Element): number[] {
  const doc = element.ownerDocument;
  const linjer: number[] = [];
  const tekster = doc.createTreeWalker(element, NodeFilter.SHOW_TEXT);
  for (let node = tekster.nextNode(); node; node = tekster.nextNode()) {
    for (const match of (node.textContent ?? '').matchAll(/\S+/g)) {
      const range = doc.createRange();
      range.setStart(node, match.index);
      range.setEnd(node, match.index + match[0].length);
      const topper = new Set([...range.getClientRects()].filter((rect) => rect.width > 0).map((rect) => Math.round(rect.top)));
      linjer.push(topper.size);
    }
  }
  return linjer;
}

describe("the frame's navigation", function () {
  this.timeout(30_000);

  before(async () => {
    await resetBackend('skadekunde');
  });

  afterEach(cleanup);

  it("marks 'Dine sider' as the current item on the profile (1280 px)", async () => {
    const frame = await portalIRamme(`${BASE}/forsikringsprofil`, 1280, mount(''));
    const body = frame.contentDocument!.body;
    const dineSider = await findByShadowRole(body, 'button', { name: 'Dine sider' });
    expect(dineSider.getAttribute('aria-current')).to.equal('page');
    const oversikt = await findByShadowRole(body, 'link', { name: 'Forsikringsoversikt' });
    expect(oversikt.hasAttribute('aria-current')).to.equal(false);
  });

  it("leaves 'Dine sider' unmarked elsewhere (1280 px)", async () => {
    const frame = await portalIRamme(`${BASE}/tilbud`, 1280, mount(''));
    const dineSider = await findByShadowRole(frame.contentDocument!.body, 'button', { name: 'Dine sider' });
    expect(dineSider.hasAttribute('aria-current')).to.equal(false);
  });

  it("offers 'Tilbake' on the overview too (spec §2: hidden only on /kvittering), and it goes back (390 px)", async () => {
    const frame = await portalIRamme(`${BASE}/tilbud`, 390, mount(''));
    const doc = frame.contentDocument!;
    const sti = () => frame.contentWindow!.location.pathname;
    const velgIMenyen = async (navn: string) => {
      (await findByShadowRole(doc.body, 'button', { name: 'Meny' })).click();
      (await findByShadowRole(doc.body, 'menuitem', { name: navn })).click();
    };
    // Two routed steps, so the step back is one the page made (WebKit takes a frame's first entry,
    // replaced by the fixture while it loads, back to the fixture's own address).
    await velgIMenyen('Kjøp forsikring');
    await waitFor(() => sti() === `${BASE}/kjopsinnganger`);
    await velgIMenyen('Forsikringsoversikt');
    await findByShadowRole(doc.body, 'heading', { name: 'Forsikringsoversikt', level: 1 });
    (await findByShadowRole(doc.body, 'button', { name: 'Tilbake' })).click();
    await waitFor(() => sti() === `${BASE}/kjopsinnganger`);
  });

  it("offers 'Tilbake' on the offers page; at 200 % text 'Tilbake' and 'Meny' keep their words whole (390 px)", async () => {
    const frame = await portalIRamme(`${BASE}/tilbud`, 390, mount(''));
    const doc = frame.contentDocument!;
    const tilbake = await findByShadowRole(doc.body, 'button', { name: 'Tilbake' });
    const meny = await findByShadowRole(doc.body, 'button', { name: 'Meny' });
    doc.documentElement.style.fontSize = '200%';
    await new Promise((resolve) => frame.contentWindow!.requestAnimationFrame(resolve));
    expect(linjerPerOrd(tilbake), "'Tilbake'").to.deep.equal([1]);
    expect(linjerPerOrd(meny), "'Meny'").to.deep.equal([1]);
    const nav = await findByShadowRole(doc.body, 'navigation', { name: 'Forsikring' });
    expect(nav.scrollWidth, 'the navigation does not scroll sideways').to.be.at.most(nav.clientWidth);
  });
});
