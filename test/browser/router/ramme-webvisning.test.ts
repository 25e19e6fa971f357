/// <reference types="mocha" />
// Issue 21: in the mobile bank's web view (cookie isMobilbankApp) the app has its own back button
// and its own contact page: no 'Tilbake' in the navigation, and of the footer's contact only the
// phone number stays (no company heading, e-mail, opening hours or picture; the privacy and price
// links stay).
import { expect } from 'chai';
import { findByShadowRole, queryAllByShadowRole } from 'shadow-dom-testing-library';
import { resetBackend } from '../helpers/backend.ts';
import { cleanup, mount } from '../helpers/portal.ts';
import { portalenErFerdig, portalIRamme } from '../helpers/reflow.ts';

describe("the frame in the mobile bank's web view", function () {
  this.timeout(30_000);

  before(async () => {
    await resetBackend('skadekunde');
    document.cookie = 'isMobilbankApp=true; path=/';
  });

  after(() => {
    document.cookie = 'isMobilbankApp=; path=/; max-age=0';
  });

  afterEach(cleanup);

  it("shows no 'Tilbake', and the footer's contact details in their compact form", async () => {
    const frame = await portalIRamme('/privat/forsikring/oversikt/tilbud', 390, mount(''));
    const doc = frame.contentDocument!;
    await findByShadowRole(doc.body, 'button', { name: 'Meny' });
    await portalenErFerdig(doc);
    expect(queryAllByShadowRole(doc.body, 'button', { name: 'Tilbake' })).to.have.length(0);
    const footer = await findByShadowRole(doc.body, 'contentinfo');
    const telefon = await findByShadowRole(footer, 'link', { name: /^\+47/ });
    expect(telefon.id).to.equal('kfp-footer-phonenumber');
    const lenker = queryAllByShadowRole(footer, 'link').map((link) => (link.textContent ?? '').replace(/\s*\(?åpnes i ny fane\)?$/, ''));
    // Issue 32: the insurer's contact details stay in the app (company, phone, e-mail, opening hours).
    expect(lenker).to.deep.equal([
      telefon.textContent,
      'kundeservice@forsikring.example.no',
      'Personvern og informasjonskapsler',
      'Sammenlign priser på Finansportalen',
    ]);
    expect(queryAllByShadowRole(footer, 'heading').map((heading) => heading.textContent)).to.deep.equal([
      'Demo Forsikring AS',
      'Åpningstider',
    ]);
    expect(footer.querySelectorAll('img'), 'no picture (spec §9) in the web view').to.have.length(0);
  });
});
