/// <reference types="mocha" />
// The footer in the mobile bank's web view (cookie isMobilbankApp), at 320 px: the insurer's
// contact details stay, in a compact form (company name, phone, e-mail, opening hours; no picture),
// the mail and phone links go through the app, and a configured accessibility statement too.
import { expect } from 'chai';
import { setViewport } from '@web/test-runner-commands';
import { findByShadowRole, findByShadowText } from 'shadow-dom-testing-library';
import { expectNoAxeViolations } from '../helpers/axe.ts';
import { resetBackend } from '../helpers/backend.ts';
import { bunntekst } from '../helpers/bunntekst.ts';
import { goTo, loadBundle, mount } from '../helpers/portal.ts';
import { overflowProblems } from '../helpers/reflow.ts';

const vis = (url: string, tittel: string) => `testbank://vis?adresse=${encodeURIComponent(url)}&tittel=${encodeURIComponent(tittel)}`;

describe('the footer in the mobile bank app', () => {
  before(async () => {
    document.cookie = 'isMobilbankApp=true; path=/';
    await resetBackend('skadekunde');
    await loadBundle({
      tilgjengelighetserklaeringUrl: 'https://uustatus.no/nb/erklaringer/publisert/demo',
      mobilbankLenker: { nettvisning: 'testbank://vis?adresse={url}&tittel={title}', nettleser: 'testbank://ut?adresse={url}' },
    });
    await setViewport({ width: 320, height: 640 });
    goTo('/privat/forsikring/oversikt');
    mount('<kfp-router></kfp-router>');
  });
  after(() => {
    document.cookie = 'isMobilbankApp=; path=/; max-age=0';
  });

  it('is the contentinfo landmark named by the company, with phone, e-mail and opening hours through the app, and no picture', async () => {
    const footer = await bunntekst();
    expect(footer.getAttribute('role')).to.equal('contentinfo');
    await findByShadowRole(footer.parentElement!, 'contentinfo', { name: 'Demo Forsikring AS' });
    await findByShadowRole(footer, 'heading', { name: 'Demo Forsikring AS', level: 2 });
    const telefon = await findByShadowRole(footer, 'link', { name: '+47 91 50 31 00' });
    expect(telefon.getAttribute('href')).to.equal(vis('tel:+4791503100', 'Kontakt oss'));
    expect(telefon.id).to.equal('kfp-footer-phonenumber');
    const epost = await findByShadowRole(footer, 'link', { name: 'kundeservice@forsikring.example.no' });
    expect(epost.getAttribute('href')).to.equal(vis('mailto:kundeservice@forsikring.example.no', 'Kontakt oss'));
    await findByShadowRole(footer, 'heading', { name: 'Åpningstider', level: 3 });
    await findByShadowText(footer, 'Mandag–fredag');
    await findByShadowText(footer, '08.00–20.00');
    expect(footer.querySelector('img'), 'no picture in the web view').to.equal(null);
  });

  it("links the bank's accessibility statement through the app, like the other footer links", async () => {
    const footer = await bunntekst();
    const lenke = await findByShadowRole(footer, 'link', { name: 'Tilgjengelighetserklæring' });
    expect(lenke.getAttribute('href')).to.equal(vis('https://uustatus.no/nb/erklaringer/publisert/demo', 'Tilgjengelighetserklæring'));
    expect(lenke.hasAttribute('target')).to.equal(false);
  });

  it('is compact: labels beside their values, nothing wider than 320 px, no axe violations', async () => {
    const footer = await bunntekst();
    const telefon = await findByShadowRole(footer, 'link', { name: '+47 91 50 31 00' });
    const etikett = [...footer.querySelectorAll('.kfp-bunntekst__etikett')].find((element) => element.textContent === 'Telefon')!;
    // The label sits on the number's line, not above it.
    expect(Math.abs(etikett.getBoundingClientRect().bottom - telefon.getBoundingClientRect().bottom)).to.be.below(8);
    expect(overflowProblems(document)).to.deep.equal([]);
    await expectNoAxeViolations(footer);
  });
});
