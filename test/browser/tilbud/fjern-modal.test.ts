/// <reference types="mocha" />
// Issue 35: the offer removal dialog is no native modal (`showModal()` made the whole document
// inert, and the browser restyled every element of the page for it, the bank's own too: 94 ms of
// the opening at 4x CPU). What a modal gives must hold without it, on a page with the host's own
// links before and after the router: focus moves in and Tab and Shift+Tab wrap inside the dialog,
// nothing behind it is reached by Tab or by a pointer, Escape closes it and focus goes back to
// 'Fjern tilbud'; it fits at 320 px; the rest of the portal is inert, the host page is not. And
// the cause: no element on the page is `:modal`.
import { expect } from 'chai';
import { sendKeys, setViewport } from '@web/test-runner-commands';
import { findByShadowRole, queryByShadowRole } from 'shadow-dom-testing-library';
import { resetBackend } from '../helpers/backend.ts';
import { holderAv } from '../helpers/finn.ts';
import { goTo, loadBundle, mount } from '../helpers/portal.ts';
import { shadowRoots } from '../helpers/reflow.ts';
import { waitFor } from '../helpers/wait.ts';
import { aktivtElement } from './fokus.ts';

const beskriv = (element: Element | null) =>
  element ? `${element.localName} '${(element.textContent ?? '').trim().slice(0, 40)}'` : 'nothing';

/** Waits for focus on `element`; the failure names where focus is instead. */
async function fokusPaa(element: Element): Promise<void> {
  await waitFor(() => {
    if (aktivtElement() !== element) throw new Error(`focus is on ${beskriv(aktivtElement())}, not on ${beskriv(element)}`);
    return true;
  });
}

/** Every element of the page and its shadow roots that matches `css`. */
const overalt = (css: string) => [document, ...shadowRoots(document)].flatMap((root) => [...root.querySelectorAll(css)]);

/** Whether `element` or any element above it, across shadow roots, is inert. */
function inert(element: Element): boolean {
  for (let node: Node | null = element; node; node = node instanceof ShadowRoot ? node.host : node.parentNode) {
    if (node instanceof HTMLElement && node.inert) return true;
  }
  return false;
}

let skjerm: HTMLElement;
let fjern: HTMLElement;
let dialog: HTMLElement;

describe('kfp-tilbud: the removal dialog is modal without showModal() (issue 35)', function () {
  this.timeout(30_000);

  before(async () => {
    await setViewport({ width: 320, height: 640 });
    await resetBackend('skadekunde');
    await loadBundle();
    goTo('/privat/forsikring/oversikt/tilbud');
    mount('<a href="#for" id="for">Bankens lenke før</a><kfp-router></kfp-router><a href="#etter" id="etter">Bankens lenke etter</a>');
    skjerm = await holderAv('h2', 'Bilforsikring');
    const bil = await findByShadowRole(skjerm, 'article', { name: 'Bilforsikring' });
    fjern = await findByShadowRole(bil, 'button', { name: 'Fjern tilbud' });
  });

  it("opens from the keyboard with focus on 'Avbryt', as a modal dialog that is no :modal", async () => {
    fjern.focus();
    await sendKeys({ press: 'Enter' });
    dialog = await findByShadowRole(skjerm, 'dialog', { name: 'Fjern tilbud' });
    expect(dialog.getAttribute('aria-modal')).to.equal('true');
    await fokusPaa(await findByShadowRole(dialog, 'button', { name: 'Avbryt' }));
    // The cause of the slow opening: a native modal dialog makes the whole document inert.
    expect(overalt(':modal').map((element) => element.localName)).to.deep.equal([]);
  });

  it('covers the page: a pointer on the host page or on the offers reaches the dialog layer', async () => {
    const punkt = (element: Element) => {
      const boks = element.getBoundingClientRect();
      return [Math.min(boks.left + 2, innerWidth - 1), Math.min(Math.max(boks.top + 2, 0), innerHeight - 1)] as const;
    };
    const vertLenke = document.getElementById('for')!;
    vertLenke.scrollIntoView({ block: 'center' });
    const lag = dialog.parentElement!;
    await waitFor(() => lag.getBoundingClientRect().width > 0);
    const [x, y] = punkt(vertLenke);
    // Outside our tags the browser names our outermost host; inside, the layer itself.
    const iDokumentet = document.elementFromPoint(x, y);
    expect(iDokumentet?.localName, 'the host page link is covered').to.equal('kfp-router');
    expect((skjerm.shadowRoot!.elementFromPoint(x, y) ?? null) === lag, 'the layer takes the pointer').to.equal(true);
  });

  it("the rest of the portal is inert while it is open (the screen, the router's navigation and footer), the host page not", async () => {
    const liste = skjerm.shadowRoot!.querySelector('.kfp-tilbudside__liste')!;
    const meny = overalt('nav button')[0]!;
    const bunntekstLenke = overalt('footer a[href]')[0]!;
    await waitFor(() => [liste, meny, bunntekstLenke].every(inert));
    expect(inert(dialog), 'the dialog').to.equal(false);
    expect(inert(document.getElementById('for')!), "the host page's link").to.equal(false);
  });

  it('Tab and Shift+Tab wrap inside the dialog; nothing behind it is reached', async () => {
    const ja = await findByShadowRole(dialog, 'button', { name: 'Ja, fjern tilbudet' });
    const avbryt = await findByShadowRole(dialog, 'button', { name: 'Avbryt' });
    await sendKeys({ press: 'Tab' });
    await fokusPaa(ja);
    await sendKeys({ press: 'Tab' });
    await fokusPaa(avbryt);
    await sendKeys({ press: 'Shift+Tab' });
    await fokusPaa(ja);
    await sendKeys({ press: 'Shift+Tab' });
    await fokusPaa(avbryt);
    for (const tast of ['Tab', 'Tab', 'Tab', 'Shift+Tab', 'Shift+Tab', 'Shift+Tab']) {
      await sendKeys({ press: tast });
      const her = aktivtElement();
      expect(her === ja || her === avbryt, `focus stays in the dialog, not on ${beskriv(her)}`).to.equal(true);
    }
    // A focus put outside by other means (the host page's script, an assistive tool) comes back
    // from the host page; the footer beside the offers inside the same <kfp-router> takes none.
    document.getElementById('etter')!.focus();
    await fokusPaa(avbryt);
    ja.focus();
    (overalt('footer a[href]')[0] as HTMLElement).focus();
    await fokusPaa(ja);
  });

  it('fits at 320 px: nothing wider than the screen', () => {
    const boks = dialog.getBoundingClientRect();
    expect(boks.left).to.be.at.least(0);
    expect(boks.right).to.be.at.most(320);
    expect(document.documentElement.scrollWidth).to.be.at.most(320);
  });

  it("Escape closes it and focus goes back to 'Fjern tilbud'; the screen is reachable again", async () => {
    await sendKeys({ press: 'Escape' });
    await waitFor(() => !queryByShadowRole(skjerm, 'dialog'));
    await fokusPaa(fjern);
    expect([skjerm, ...overalt('nav button, footer a[href]')].filter(inert).map(beskriv)).to.deep.equal([]);
    const vertLenke = document.getElementById('for')!;
    vertLenke.scrollIntoView({ block: 'center' });
    const boks = vertLenke.getBoundingClientRect();
    expect(document.elementFromPoint(boks.left + 2, boks.top + 2) === vertLenke, 'the host page link takes the pointer again').to.equal(
      true,
    );
  });
});
