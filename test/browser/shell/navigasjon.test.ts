import { expect } from 'chai';
import { sendKeys, setViewport } from '@web/test-runner-commands';
import { findByShadowRole, findByShadowText, queryAllByShadowRole } from 'shadow-dom-testing-library';
import { expectNoAxeViolations } from '../helpers/axe.ts';
import { resetBackend } from '../helpers/backend.ts';
import { bunntekst } from '../helpers/bunntekst.ts';
import { API, cleanup, goTo, loadBundle, mount } from '../helpers/portal.ts';
import { waitFor } from '../helpers/wait.ts';

function activeElement(): Element | null {
  let active: Element | null = document.activeElement;
  while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
  return active;
}

/** The seeded number of offers, as the navigation's badge should show it. */
async function antallTilbud(): Promise<number> {
  const response = await fetch(`${API}/avtaleoversikt/tilbud`, { headers: { 'X-Requested-By': 'kfp', Accept: 'application/json' } });
  return ((await response.json()) as { tilbud: unknown[] }).tilbud.length;
}

describe('kfp-router chrome: navigation and footer', () => {
  let tilbud = 0;

  before(async () => {
    await resetBackend('skadekunde');
    await loadBundle({ meldSkadeUrl: '/privat/forsikring/skade/meld-skade' });
    tilbud = await antallTilbud();
    expect(tilbud, 'the scenario has offers').to.be.greaterThan(0);
  });

  afterEach(async () => {
    cleanup();
    await setViewport({ width: 1280, height: 900 });
  });

  it('on desktop: the links in a row, the current page marked, Tilbud with its count, and no axe violations', async () => {
    await setViewport({ width: 1280, height: 900 });
    goTo('/privat/forsikring/oversikt');
    mount('<kfp-router></kfp-router>');
    const nav = await findByShadowRole(document.body, 'navigation', { name: 'Forsikring' });
    const lenke = async (name: string | RegExp) => findByShadowRole(nav, 'link', { name });
    expect((await lenke('Forsikringsoversikt')).getAttribute('href')).to.equal('/privat/forsikring/oversikt');
    expect((await lenke('Forsikringsoversikt')).getAttribute('aria-current')).to.equal('page');
    expect((await lenke('Faktura')).getAttribute('href')).to.equal('/privat/forsikring/oversikt/betaling');
    expect((await lenke('Dokumenter')).getAttribute('href')).to.equal('/privat/forsikring/dokumenter');
    expect((await lenke('Kjøp forsikring')).getAttribute('href')).to.equal('/privat/forsikring/oversikt/kjopsinnganger');
    const meldSkade = await lenke('Meld skade (åpnes i ny fane)');
    expect(meldSkade.getAttribute('href')).to.equal('/privat/forsikring/skade/meld-skade');
    expect(meldSkade.getAttribute('target'), 'the claims app is outside the portal: a new tab').to.equal('_blank');
    const tilbudLenke = await lenke(new RegExp(`^Tilbud\\s*,\\s*${tilbud} tilbud$`));
    expect(tilbudLenke.getAttribute('href')).to.equal('/privat/forsikring/oversikt/tilbud');
    expect(queryAllByShadowRole(nav, 'button', { name: /Meny/ }), 'the hamburger is hidden').to.have.length(0);
    await findByShadowRole(document.body, 'heading', { name: 'Forsikringsoversikt', level: 1 });
    await bunntekst();
    await expectNoAxeViolations();
  });

  it('on desktop: "Dine sider" opens by keyboard with Forsikringsprofil and Skadesaker; a routed link changes the page', async () => {
    goTo('/privat/forsikring/oversikt');
    mount('<kfp-router></kfp-router>');
    const nav = await findByShadowRole(document.body, 'navigation', { name: 'Forsikring' });
    const dineSider = await findByShadowRole(nav, 'button', { name: 'Dine sider' });
    dineSider.focus();
    await sendKeys({ press: 'ArrowDown' });
    const profil = await findByShadowRole(nav, 'menuitem', { name: 'Forsikringsprofil' });
    await waitFor(() => activeElement() === profil);
    const skadesaker = await findByShadowRole(nav, 'menuitem', { name: 'Skadesaker' });
    expect(skadesaker.getAttribute('href')).to.equal('/privat/forsikring/oversikt/jump/seopp/skadesaker');
    await expectNoAxeViolations();
    await sendKeys({ press: 'Enter' });
    await waitFor(() => location.pathname === '/privat/forsikring/oversikt/forsikringsprofil');
    await waitFor(() => dineSider.getAttribute('aria-expanded') === 'false');
    await waitFor(() => profil.isConnected === false);
  });

  it('at 390 px: "Tilbake" and the "Meny" menu with the same links, "Tilbudene dine" with its count and "Dine sider" as a submenu', async () => {
    await setViewport({ width: 390, height: 844 });
    goTo('/privat/forsikring/oversikt/tilbud');
    mount('<kfp-router></kfp-router>');
    const nav = await findByShadowRole(document.body, 'navigation', { name: 'Forsikring' });
    expect(queryAllByShadowRole(nav, 'link', { name: 'Dokumenter' }), 'the row is hidden').to.have.length(0);
    await findByShadowRole(nav, 'button', { name: 'Tilbake' });
    const meny = await findByShadowRole(nav, 'button', { name: 'Meny' });
    meny.focus();
    await sendKeys({ press: 'Enter' });
    const menu = await findByShadowRole(nav, 'menu', { name: 'Meny' });
    const items = queryAllByShadowRole(menu, 'menuitem').map((item) => item.textContent);
    expect(items).to.deep.equal([
      'Forsikringsoversikt',
      `Tilbudene dine${tilbud}, ${tilbud} tilbud`,
      'Faktura',
      'Dokumenter',
      'Kjøp forsikring',
      'Meld skade (åpnes i ny fane)',
      'Dine sider',
    ]);
    // The count as the desktop link says it ('4 tilbud'), not a bare number (issue 33).
    const tilbudItem = await findByShadowRole(menu, 'menuitem', { name: new RegExp(`^Tilbudene dine\\s*,\\s*${tilbud} tilbud$`) });
    expect(tilbudItem.getAttribute('href')).to.equal('/privat/forsikring/oversikt/tilbud');
    expect(tilbudItem.getAttribute('aria-current')).to.equal('page');
    await sendKeys({ press: 'End' });
    await sendKeys({ press: 'Enter' });
    await findByShadowRole(nav, 'menuitem', { name: 'Forsikringsprofil' });
    await findByShadowRole(nav, 'menuitem', { name: 'Skadesaker' });
    await expectNoAxeViolations();
    await sendKeys({ press: 'Escape' });
    await sendKeys({ press: 'Escape' });
    expect(meny.getAttribute('aria-expanded')).to.equal('false');
  });

  it('hides "Tilbake" on a /kvittering page', async () => {
    await setViewport({ width: 390, height: 844 });
    goTo('/privat/forsikring/oversikt/kvittering');
    mount('<kfp-router></kfp-router>');
    const nav = await findByShadowRole(document.body, 'navigation', { name: 'Forsikring' });
    await findByShadowRole(nav, 'button', { name: 'Meny' });
    expect(queryAllByShadowRole(nav, 'button', { name: 'Tilbake' })).to.have.length(0);
  });

  it('footer: company, phone with +47 as a tel: link without spaces, e-mail, opening hours, privacy and Finansportalen', async () => {
    goTo('/privat/forsikring/oversikt');
    mount('<kfp-router></kfp-router>');
    const footer = await bunntekst();
    await findByShadowRole(footer, 'heading', { name: 'Demo Forsikring AS' });
    const telefon = await findByShadowRole(footer, 'link', { name: '+47 91 50 31 00' });
    expect(telefon.getAttribute('href')).to.equal('tel:+4791503100');
    expect(telefon.id).to.equal('kfp-footer-phonenumber');
    const epost = await findByShadowRole(footer, 'link', { name: 'kundeservice@forsikring.example.no' });
    expect(epost.getAttribute('href')).to.equal('mailto:kundeservice@forsikring.example.no');
    await findByShadowText(footer, 'Mandag–fredag');
    await findByShadowText(footer, '08.00–20.00');
    expect((await findByShadowRole(footer, 'link', { name: 'Personvern og informasjonskapsler' })).getAttribute('href')).to.equal(
      '/privat/forsikring/personvern',
    );
    const finansportalen = await findByShadowRole(footer, 'link', { name: 'Sammenlign priser på Finansportalen (åpnes i ny fane)' });
    expect(finansportalen.getAttribute('href')).to.equal('https://www.finansportalen.no/forsikring/');
    expect(finansportalen.getAttribute('target')).to.equal('_blank');
    // No accessibility statement without the config's tilgjengelighetserklaeringUrl.
    expect(footer.shadowRoot?.textContent ?? footer.textContent).not.to.contain('Tilgjengelighetserklæring');
  });

  it('a "ta kontakt med oss" link to #kfp-footer-phonenumber anywhere on the page focuses the phone number', async () => {
    goTo('/privat/forsikring/oversikt');
    const container = mount('<p><a href="#kfp-footer-phonenumber">ta kontakt med oss</a></p><kfp-router></kfp-router>');
    const footer = await bunntekst();
    const telefon = await findByShadowRole(footer, 'link', { name: '+47 91 50 31 00' });
    container.querySelector('a')!.click();
    await waitFor(() => activeElement() === telefon);
  });
});
