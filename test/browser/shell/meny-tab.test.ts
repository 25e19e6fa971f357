/// <reference types="mocha" />
// Issue 33: Tab or Shift+Tab in the open 'Meny' (390 px) closed it and sent focus to the top or the
// end of the page (the focused item was removed with the list). What a screen reader follows is
// the focus: Tab must land where Tab from the 'Meny' button lands, Shift+Tab on the button itself.
import { expect } from 'chai';
import { sendKeys, setViewport } from '@web/test-runner-commands';
import { findByShadowRole } from 'shadow-dom-testing-library';
import { resetBackend } from '../helpers/backend.ts';
import { navigasjonsvert } from '../helpers/bunntekst.ts';
import { cleanup, goTo, loadBundle, mount } from '../helpers/portal.ts';
import { waitFor } from '../helpers/wait.ts';

function activeElement(): Element | null {
  let active: Element | null = document.activeElement;
  while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
  return active;
}

const beskriv = (element: Element | null) =>
  element ? `${element.localName} '${(element.textContent ?? '').trim().slice(0, 40)}'` : 'nothing';

/** Waits for focus on `element`; the failure names where focus is instead. */
async function fokusPaa(element: Element): Promise<void> {
  await waitFor(() => {
    if (activeElement() !== element) throw new Error(`focus is on ${beskriv(activeElement())}, not on ${beskriv(element)}`);
    return true;
  });
}

describe("Tab in the open 'Meny' (390 px)", function () {
  this.timeout(30_000);

  before(async () => {
    await setViewport({ width: 390, height: 844 });
    await resetBackend('skadekunde');
    await loadBundle();
  });

  afterEach(cleanup);

  async function aapneMeny(): Promise<{ meny: HTMLElement; vert: HTMLElement }> {
    goTo('/privat/forsikring/oversikt/tilbud');
    mount('<kfp-router></kfp-router>');
    const vert = await navigasjonsvert();
    const meny = await findByShadowRole(vert, 'button', { name: 'Meny' });
    // The offers are in (the page below the menu has its links), so the Tab order is settled.
    await findByShadowRole(document.body, 'heading', { name: 'Tilbudene dine', level: 1 });
    return { meny, vert };
  }

  async function aapneMedTastatur(meny: HTMLElement, vert: HTMLElement): Promise<void> {
    meny.focus();
    await sendKeys({ press: 'Enter' });
    const forste = await findByShadowRole(vert, 'menuitem', { name: 'Forsikringsoversikt' });
    await waitFor(() => activeElement() === forste);
  }

  it('Tab closes the menu and moves on to what follows the button', async () => {
    const { meny, vert } = await aapneMeny();
    meny.focus();
    await sendKeys({ press: 'Tab' });
    const etterKnappen = await waitFor(() => (activeElement() !== meny ? activeElement() : null));
    expect(etterKnappen, 'Tab from the button goes somewhere').to.not.equal(document.body);

    await aapneMedTastatur(meny, vert);
    await sendKeys({ press: 'Tab' });
    await waitFor(() => meny.getAttribute('aria-expanded') === 'false');
    await fokusPaa(etterKnappen);
  });

  it('Shift+Tab closes the menu onto its button', async () => {
    const { meny, vert } = await aapneMeny();
    await aapneMedTastatur(meny, vert);
    await sendKeys({ press: 'Shift+Tab' });
    await waitFor(() => meny.getAttribute('aria-expanded') === 'false');
    await fokusPaa(meny);
  });
});
