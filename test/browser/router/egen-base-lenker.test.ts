/// <reference types="mocha" />
// kfp-router under a base of its own: every link to one of its routes follows the base (no screen,
// navigation or error page links to /privat/forsikring/oversikt/… by itself), and the
// recommendations lead where the config says (the purchase entries' kjopUrls). An LO member with
// one open offer (a dog), so the LO extras and the offers task card show (the dog is not
// recommended: offers belong to the offers).
import { setViewport } from '@web/test-runner-commands';
import { expect } from 'chai';
import { findByShadowRole } from 'shadow-dom-testing-library';
import { expectNoAxeViolations } from '../helpers/axe.ts';
import { resetBackend } from '../helpers/backend.ts';
import { navigasjonsvert } from '../helpers/bunntekst.ts';
import { holderAv } from '../helpers/finn.ts';
import { goTo, loadBundle, mount } from '../helpers/portal.ts';
import { shadowRoots } from '../helpers/reflow.ts';
import { waitFor } from '../helpers/wait.ts';
import { seksjon, tekst } from '../oversikt/felles.ts';

const BASE = '/kunde/forsikring';
/** The router's default base: no link on this page may lead below it. */
const STANDARD_BASE = '/privat/forsikring/oversikt';

/** Every link's href on the page, through every shadow root. */
const alleLenker = () =>
  [document, ...shadowRoots(document)].flatMap((root) => [...root.querySelectorAll('a[href]')].map((a) => a.getAttribute('href') ?? ''));

/** The overview's shadow root inside the router, once its agreements are in. */
async function oversikt(): Promise<ShadowRoot> {
  const vert = await holderAv('h2', 'Forsikringene dine');
  await waitFor(() => vert.shadowRoot?.querySelector('a[href*="/detaljer/"]'));
  return vert.shadowRoot!;
}

const href = (root: ParentNode, tittel: string) =>
  [...root.querySelectorAll('a')].filter((a) => tekst(a).trim().startsWith(tittel)).map((a) => a.getAttribute('href'));

describe('kfp-router with base="/kunde/forsikring": links follow the base', () => {
  before(async () => {
    await resetBackend('lomedlem');
    await loadBundle({
      kjopUrls: { HUS: 'https://www.fanasparebank.no/forsikring/hus', MC: '/bank/kjop/mc' },
      produktomrader: { skade: '/bank/skade' },
    });
    goTo(BASE);
    mount(`<kfp-router base="${BASE}"></kfp-router>`);
    (window as unknown as Record<string, boolean>).ikkeLastetPaNytt = true;
  });

  it("the navigation's links to the portal, 'Dine sider' included, sit below the base; none anywhere below the default base", async () => {
    await setViewport({ width: 1280, height: 900 });
    await oversikt();
    const nav = await findByShadowRole(await navigasjonsvert(), 'navigation', { name: 'Forsikring' });
    const lenke = async (navn: string | RegExp, rolle = 'link') =>
      (await findByShadowRole(nav, rolle, { name: navn })).getAttribute('href');
    expect(await lenke('Forsikringsoversikt')).to.equal(BASE);
    expect(await lenke(/^Tilbud/)).to.equal(`${BASE}/tilbud`);
    expect(await lenke('Faktura')).to.equal(`${BASE}/betaling`);
    expect(await lenke('Kjøp forsikring')).to.equal(`${BASE}/kjopsinnganger`);
    expect(await lenke('Dokumenter')).to.equal('/privat/forsikring/dokumenter');
    (await findByShadowRole(nav, 'button', { name: 'Dine sider' })).click();
    expect(await lenke('Forsikringsprofil', 'menuitem')).to.equal(`${BASE}/forsikringsprofil`);
    expect(await lenke('Skadesaker', 'menuitem')).to.equal(`${BASE}/jump/seopp/skadesaker`);
    expect(alleLenker().filter((href) => href.startsWith(STANDARD_BASE))).to.deep.equal([]);
    (await findByShadowRole(nav, 'button', { name: 'Dine sider' })).click();
  });

  it("a page that is not there: 'Til forsikringsoversikten' leads to the base", async () => {
    await oversikt();
    history.pushState(null, '', `${BASE}/finnes-ikke`);
    dispatchEvent(new PopStateEvent('popstate'));
    const side = await holderAv('a', 'Til forsikringsoversikten');
    expect((await findByShadowRole(side, 'link', { name: 'Til forsikringsoversikten' })).getAttribute('href')).to.equal(BASE);
    expect(alleLenker().filter((href) => href.startsWith(STANDARD_BASE))).to.deep.equal([]);
    history.back();
    await oversikt();
  });

  it("the overview's 'Kjøp forsikring' (opening and card), the offers task card and the LO card sit below the base", async () => {
    const root = await oversikt();
    expect(href(root, 'Kjøp forsikring')).to.deep.equal([`${BASE}/kjopsinnganger`, `${BASE}/kjopsinnganger`]);
    const oppgaver = await waitFor(() => seksjon(root, 'Oppgaver'));
    expect(href(oppgaver, 'Du har 1 tilbud')).to.deep.equal([`${BASE}/tilbud`]);
    const lo = await waitFor(() => seksjon(root, 'Fordeler for deg som er LO-medlem'));
    expect(href(lo, 'Kjøp LO Favør-forsikring')).to.deep.equal([`${BASE}/kjopsinnganger?isLo=true`]);
  });

  it("'Anbefalt for deg' leads where the purchase entries lead (kjopUrls)", async () => {
    const root = await oversikt();
    const del = await waitFor(() => seksjon(root, 'Anbefalt for deg'));
    const lenker = [...del.querySelectorAll('a')].map((a) => [tekst(a.closest('h3')), a.getAttribute('href')]);
    // INNBO and REISE are owned; the dog has an open offer (5599301), which the offers show.
    expect(lenker).to.deep.equal([
      ['Husforsikring', 'https://www.fanasparebank.no/forsikring/hus'],
      ['Livsforsikring', '/privat/forsikring/liv/kjop/livsforsikring'],
      ['Motorsykkelforsikring', '/bank/kjop/mc'],
    ]);
  });

  it('the LO card is routed in place, below the base, without a page load', async () => {
    const root = await oversikt();
    const lo = await waitFor(() => seksjon(root, 'Fordeler for deg som er LO-medlem'));
    const kort = await findByShadowRole(lo, 'link', { name: /Kjøp LO Favør-forsikring/ });
    // A link outside the base would load another page and end the test file: check before clicking.
    expect(kort.getAttribute('href')).to.equal(`${BASE}/kjopsinnganger?isLo=true`);
    kort.click();
    await waitFor(() => document.querySelector('kfp-router')?.shadowRoot?.querySelector('kfp-kjopsinnganger'));
    expect(location.pathname + location.search).to.equal(`${BASE}/kjopsinnganger?isLo=true`);
    expect((window as unknown as Record<string, boolean>).ikkeLastetPaNytt).to.equal(true);
    history.back();
    await oversikt();
  });

  it("the offers page with nothing left: 'Kjøp forsikring' leads to the purchase entries below the base", async () => {
    const root = await oversikt();
    const oppgaver = await waitFor(() => seksjon(root, 'Oppgaver'));
    const kort = await findByShadowRole(oppgaver, 'link', { name: /Du har 1 tilbud/ });
    expect(kort.getAttribute('href')).to.equal(`${BASE}/tilbud`);
    kort.click();
    const tilbudVert = await holderAv('h1', 'Tilbudene dine');
    expect(location.pathname).to.equal(`${BASE}/tilbud`);
    (await findByShadowRole(tilbudVert, 'button', { name: /Fjern tilbud/ })).click();
    (await findByShadowRole(tilbudVert, 'button', { name: 'Ja, fjern tilbudet' })).click();
    const tom = await holderAv('h2', 'Her kommer tilbudene dine');
    const kjop = await findByShadowRole(tom, 'link', { name: 'Kjøp forsikring' });
    expect(kjop.getAttribute('href')).to.equal(`${BASE}/kjopsinnganger`);
    // The dialog closes after the list has come back (its busy button is not what this test is about).
    await waitFor(() => !tilbudVert.shadowRoot?.querySelector('dialog[open]'));
    await expectNoAxeViolations(tom);
  });
});
