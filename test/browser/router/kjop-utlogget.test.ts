/// <reference types="mocha" />
// Issue 34: the purchase entries need neither a session nor the API (spec §6 gates only the data
// calls). A visitor who is logged out sees them in `<kfp-router>`, not the login (direct login on
// here, so the login is what would show otherwise), nor the not-found page.
import { expect } from 'chai';
import { findByShadowRole, queryAllByShadowRole } from 'shadow-dom-testing-library';
import { expectNoAxeViolations } from '../helpers/axe.ts';
import { resetBackend } from '../helpers/backend.ts';
import { holderAv } from '../helpers/finn.ts';
import { navn } from '../helpers/navn.ts';
import { goTo, loadBundle, mount } from '../helpers/portal.ts';

describe('kfp-router, logged out, on the purchase entries', function () {
  this.timeout(30_000);

  it("shows 'Hva vil du forsikre?' with the product links, not the login", async () => {
    await resetBackend('utlogget');
    await loadBundle({ features: { hasDirekteinnlogging: true } });
    goTo('/privat/forsikring/oversikt/kjopsinnganger');
    const router = mount('<kfp-router></kfp-router>').querySelector('kfp-router')!;
    const holder = await holderAv('h1', 'Hva vil du forsikre?', { timeout: 20_000 });
    await findByShadowRole(holder, 'heading', { level: 1, name: 'Hva vil du forsikre?' });
    const bil = await findByShadowRole(holder, 'link', { name: navn('Bilforsikring') });
    expect(bil.getAttribute('href')).to.equal('/privat/forsikring/motor/bil');
    // A visitor we do not know is told the bank customers' 5 % as a condition (issue 34).
    const rabatter = await findByShadowRole(holder, 'list', { name: 'Rabatter' });
    expect(queryAllByShadowRole(rabatter, 'listitem').map((li) => li.textContent)).to.deep.equal([
      'Samler du skadeforsikringene dine hos oss, får du opptil 15\u00a0% samlerabatt.',
      'Er du kunde i banken, får du 5\u00a0% ekstra rabatt.',
      'Har du flere forsikringer hos oss, får du opptil 20\u00a0% rabatt.',
    ]);
    expect(router.shadowRoot!.querySelector('kfp-login')).to.equal(null);
    expect(router.shadowRoot!.querySelector('#kfp-innhold > kfp-feilside')).to.equal(null);
    await expectNoAxeViolations();
  });
});
