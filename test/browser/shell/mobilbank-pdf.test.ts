/// <reference types="mocha" />
// PDF links in the mobile bank app (spec §1): a document link goes through the PDF helper, so one
// over 1000 characters (a signed document address) opens in the web view itself, and a short one
// through the app's address; both are labelled 'pdf'.
import { expect } from 'chai';
import { findByShadowRole } from 'shadow-dom-testing-library';
import { expectNoAxeViolations } from '../helpers/axe.ts';
import { resetBackend } from '../helpers/backend.ts';
import { goTo, loadBundle, mount } from '../helpers/portal.ts';

const LANG = `https://dok.example.no/vilkaar.pdf?sig=${'a1'.repeat(600)}`;
const KORT = 'https://dok.example.no/kort.pdf';

describe('PDF links in the mobile bank app', () => {
  before(async () => {
    document.cookie = 'isMobilbankApp=true; path=/';
    await resetBackend('skadekunde');
    await loadBundle({
      andreForsikringer: [
        { title: 'Gjeldsforsikring', description: 'Vilkårene som PDF.', lesMerUrl: LANG },
        { title: 'Kortforsikring', description: 'Vilkårene som PDF.', lesMerUrl: KORT },
      ],
    });
    goTo('/privat/forsikring/oversikt/andre-forsikringer');
    mount('<kfp-router no-chrome></kfp-router>');
  });
  after(() => {
    document.cookie = 'isMobilbankApp=; path=/; max-age=0';
  });

  it('opens a PDF address over 1000 characters in the web view itself, labelled pdf', async () => {
    const lenke = await findByShadowRole(document.body, 'link', { name: 'Les mer om Gjeldsforsikring (pdf)' });
    expect(LANG.length).to.be.above(1000);
    expect(lenke.getAttribute('href')).to.equal(LANG);
    expect(lenke.hasAttribute('target')).to.equal(false);
  });

  it("opens a short PDF address through the app's web view", async () => {
    const lenke = await findByShadowRole(document.body, 'link', { name: 'Les mer om Kortforsikring (pdf)' });
    expect(lenke.getAttribute('href')).to.equal(`mobilbank://open?url=${encodeURIComponent(KORT)}&title=Kortforsikring`);
    await expectNoAxeViolations();
  });
});
