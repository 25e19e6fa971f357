/// <reference types="mocha" />
// Issue 21, the whole API down: 'Noe har gått galt' offers 'Prøv igjen' (the page again) and a
// phone number that does not depend on the API (config kontaktTelefon, default 91503100), not
// 'Gå tilbake' nor 'Til forsikringsoversikten' (on the overview that is the page itself); the
// footer, whose contact read failed too, shows the same number.
import { expect } from 'chai';
import { findAllByShadowRole, findByShadowRole, queryAllByShadowRole } from 'shadow-dom-testing-library';
import { expectNoAxeViolations } from '../helpers/axe.ts';
import { resetBackend } from '../helpers/backend.ts';
import { cleanup, goTo, loadBundle, mount } from '../helpers/portal.ts';
import { portalIRamme } from '../helpers/reflow.ts';
import { waitFor } from '../helpers/wait.ts';

describe('kfp-router with the whole API down', function () {
  this.timeout(30_000);

  before(async () => {
    await resetBackend('alt-nede');
    await loadBundle();
  });

  afterEach(cleanup);

  it("offers 'Prøv igjen' and the phone number from config, on the page and in the footer", async () => {
    goTo('/privat/forsikring/oversikt');
    mount('<kfp-router></kfp-router>');
    await findByShadowRole(document.body, 'heading', { name: 'Noe har gått galt', level: 1 });
    await findByShadowRole(document.body, 'button', { name: 'Prøv igjen' });
    expect(queryAllByShadowRole(document.body, 'button', { name: 'Gå tilbake' })).to.have.length(0);
    expect(queryAllByShadowRole(document.body, 'link', { name: 'Til forsikringsoversikten' })).to.have.length(0);
    // Once the footer's contact read has failed: the number on the page and in the footer, one format.
    await waitFor(
      () =>
        document
          .querySelector('kfp-router')
          ?.shadowRoot?.querySelector('kfp-bunntekst')
          ?.shadowRoot?.getElementById('kfp-footer-phonenumber'),
      { timeout: 20_000 },
    );
    const telefoner = await findAllByShadowRole(document.body, 'link', { name: '+47 91 50 31 00' });
    expect(telefoner).to.have.length(2);
    for (const telefon of telefoner) expect(telefon.getAttribute('href')).to.equal('tel:+4791503100');
    await expectNoAxeViolations();
  });

  it("'Prøv igjen' loads the page again", async () => {
    const frame = await portalIRamme('/privat/forsikring/oversikt', 390, mount(''));
    const provIgjen = await findByShadowRole(frame.contentDocument!.body, 'button', { name: 'Prøv igjen' });
    const lastet = new Promise((resolve) => frame.addEventListener('load', resolve, { once: true }));
    provIgjen.click();
    // The same address again (the fixture replaced its own with the portal's path before).
    await lastet;
    expect(frame.contentWindow!.location.pathname).to.equal('/privat/forsikring/oversikt');
  });
});
