/// <reference types="mocha" />
// Issue 35: a tap on 'Meny' answered within 100 ms at 4x CPU. Opening and closing the menu must
// render the menu and nothing else: not the navigation around it, not the screen below, not the
// footer, and the open list's sheet is there before the tap. Counted through React's DevTools hook
// (helpers/renders.ts) and read from the shadow root, not timed. Under it, the offers page: no
// endless animation runs unseen (each costs a style recalculation every frame).
import { expect } from 'chai';
import { sendKeys, setViewport } from '@web/test-runner-commands';
import { findByShadowRole } from 'shadow-dom-testing-library';
import { endeloseAnimasjoner } from '../helpers/animasjoner.ts';
import { resetBackend } from '../helpers/backend.ts';
import { bunntekst, navigasjonsvert } from '../helpers/bunntekst.ts';
import { goTo, loadBundle, mount } from '../helpers/portal.ts';
import { inside, nesteBilde, tellRenders, ventPaRo, where, type Renders } from '../helpers/renders.ts';
import { shadowRoots } from '../helpers/reflow.ts';
import { waitFor } from '../helpers/wait.ts';

let renders: Renders;
let meny: HTMLElement;
let vedLasting = 0;

function bareIMenyen(hva: string): void {
  const container = meny.closest('.kfp-menu')!;
  const alle = renders.take();
  const utenfor = alle.filter((element) => !inside(element, container));
  expect(utenfor.length, `${hva}: rendered outside the menu: ${utenfor.map(where).join(' | ')}`).to.equal(0);
}

describe("'Meny' renders the menu only (issue 35)", function () {
  this.timeout(30_000);

  before(async () => {
    await setViewport({ width: 390, height: 844 });
    await resetBackend('skadekunde');
    renders = tellRenders();
    await loadBundle();
    goTo('/privat/forsikring/oversikt/tilbud');
    mount('<kfp-router></kfp-router>');
    const vert = await navigasjonsvert();
    meny = await findByShadowRole(vert, 'button', { name: 'Meny' });
    await findByShadowRole(document.body, 'heading', { name: 'Tilbudene dine', level: 1 });
    await bunntekst();
    // The toaster comes after the first screen too (in Firefox at times after the footer).
    await waitFor(() =>
      shadowRoots(document).some((root) => root.host.localName === 'kfp-toaster' && root.querySelector('[role="status"]')),
    );
    vedLasting = renders.take().length;
    // What loads after the first screen (the footer, the toaster) has rendered: count from here.
    await ventPaRo(renders);
  });

  it('the hook sees the page render at all (else the checks below prove nothing)', () => {
    expect(vedLasting).to.be.greaterThan(10);
  });

  it('no endless animation runs once the offers show (their buttons hold hidden loaders)', () => {
    expect(endeloseAnimasjoner()).to.deep.equal([]);
  });

  it("the open menu's sheet is on the navigation's shadow root before the first tap", async () => {
    // Adopted at the tap, a new sheet was parsed and the whole root restyled for it (issue 35).
    const root = (await navigasjonsvert()).shadowRoot!;
    const harListensArk = () =>
      root.adoptedStyleSheets.some((sheet) => [...sheet.cssRules].some((rule) => rule.cssText.includes('.kfp-menu__list')));
    await waitFor(harListensArk);
    expect(meny.getAttribute('aria-expanded')).to.equal('false');
  });

  it('a tap on the closed menu renders the menu only', async () => {
    // Its list is a chunk of its own: load it first, so what is counted is the opening itself.
    renders.take();
    meny.click();
    const vert = await navigasjonsvert();
    await findByShadowRole(vert, 'menuitem', { name: 'Forsikringsoversikt' });
    await waitFor(() => meny.getAttribute('aria-expanded') === 'true');
    await nesteBilde();
    bareIMenyen("the tap on 'Meny'");
  });

  it('Escape closes it, rendering the menu only', async () => {
    renders.take();
    await sendKeys({ press: 'Escape' });
    await waitFor(() => meny.getAttribute('aria-expanded') === 'false');
    await nesteBilde();
    bareIMenyen('Escape');
  });

  it('opened again, it still renders the menu only', async () => {
    renders.take();
    meny.click();
    await waitFor(() => meny.getAttribute('aria-expanded') === 'true');
    await nesteBilde();
    bareIMenyen("the second tap on 'Meny'");
  });
});
