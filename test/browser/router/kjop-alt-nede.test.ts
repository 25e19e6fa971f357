/// <reference types="mocha" />
// Issue 34: with the whole API down (the session cannot be read) the purchase entries still show in
// `<kfp-router>`, the labour-union variant too (`?isLo=true`), not 'Noe har gått galt': they need
// no data. Without the navigation: its links lead to pages that need the API.
import { expect } from 'chai';
import { findByShadowRole } from 'shadow-dom-testing-library';
import { expectNoAxeViolations } from '../helpers/axe.ts';
import { resetBackend } from '../helpers/backend.ts';
import { holderAv } from '../helpers/finn.ts';
import { navn } from '../helpers/navn.ts';
import { goTo, loadBundle, mount } from '../helpers/portal.ts';

describe('kfp-router with the whole API down, on the purchase entries', function () {
  this.timeout(30_000);

  it("shows 'Hva vil du forsikre?' with the product links, not the error page", async () => {
    await resetBackend('alt-nede');
    await loadBundle();
    goTo('/privat/forsikring/oversikt/kjopsinnganger?isLo=true');
    const router = mount('<kfp-router></kfp-router>').querySelector('kfp-router')!;
    const holder = await holderAv('h1', 'Hva vil du forsikre?', { timeout: 20_000 });
    await findByShadowRole(holder, 'heading', { level: 1, name: 'Hva vil du forsikre?' });
    const bil = await findByShadowRole(holder, 'link', { name: navn('Bilforsikring') });
    expect(bil.getAttribute('href')).to.equal('/privat/forsikring/motor/bil');
    expect(router.shadowRoot!.querySelector('#kfp-innhold > kfp-feilside')).to.equal(null);
    expect(holder.getAttribute('is-lo')).to.equal('true');
    // No navigation (issue 34): its links lead to pages that need the API. Its bar, there while the
    // session loaded, stays empty, so nothing moves (look/cls-alt-nede).
    expect(router.shadowRoot!.querySelector('kfp-navigasjon'), 'no navigation').to.equal(null);
    expect(router.shadowRoot!.querySelector('.kfp-router__navigasjon')?.childElementCount, 'the bar, empty').to.equal(0);
    await expectNoAxeViolations();
  });
});
