/// <reference types="mocha" />
// 'Prøv igjen' on the agreements' error (issue 21): only the agreements' section shows its
// placeholder while they load again, the rest of the page stays (its height never shrinks), and
// focus goes to the section's heading, not to the page's body.
import { expect } from 'chai';
import { sendKeys } from '@web/test-runner-commands';
import { API, loadBundle, mount } from '../helpers/portal.ts';
import { countRequests, overrideApi, resetBackend } from '../helpers/backend.ts';
import { waitFor } from '../helpers/wait.ts';
import { oversiktRoot, seksjon, tekst } from './felles.ts';

/** The focused element, through shadow roots. */
function fokusert(): Element | null {
  let element = document.activeElement;
  while (element?.shadowRoot?.activeElement) element = element.shadowRoot.activeElement;
  return element;
}

before(async () => {
  await resetBackend('skadekunde');
  await overrideApi('GET', `${API}/avtaleoversikt/avtaler`, { status: 400, body: { message: 'Feil' } });
  await loadBundle({ distributor: 'none' });
  mount('<main><kfp-oversikt></kfp-oversikt></main>');
});

describe("kfp-oversikt: 'Prøv igjen' on the agreements", function () {
  this.timeout(20_000);

  it('keeps the page height while the agreements load again, and moves focus to their heading', async () => {
    const root = await oversiktRoot();
    const prov = () => [...root.querySelectorAll('button')].find((b) => tekst(b) === 'Prøv igjen');
    const knapp = await waitFor(prov);
    // The whole page is there: the purchase entries and the feedback widget below the error.
    await waitFor(() => root.querySelector('kfp-feedback')?.shadowRoot?.querySelector('*'));
    await waitFor(() => root.querySelector('kfp-kjopsinnganger')?.shadowRoot?.querySelector('h2'));
    await new Promise((resolve) => requestAnimationFrame(resolve));
    const for_ = document.documentElement.scrollHeight;
    // The second try takes a moment, and fails again.
    await overrideApi('GET', `${API}/avtaleoversikt/avtaler`, { status: 400, body: { message: 'Feil' }, delayMs: 1500 });
    let minst = for_;
    let malt = true;
    const mal = () => {
      minst = Math.min(minst, document.documentElement.scrollHeight);
      if (malt) requestAnimationFrame(mal);
    };
    mal();
    try {
      knapp.focus();
      await sendKeys({ press: 'Enter' });
      const overskrift = seksjon(root, 'Forsikringene dine')!.querySelector('h2');
      expect(fokusert(), 'focus right after Prøv igjen').to.equal(overskrift);
      await waitFor(async () => (await countRequests('GET', `${API}/avtaleoversikt/avtaler`)) === 2);
      // While loading again: the agreements' placeholder, and the rest of the page still there.
      expect(tekst(seksjon(root, 'Forsikringene dine'))).to.contain('Laster forsikringene dine');
      expect(root.querySelector('kfp-kjopsinnganger')).to.not.equal(null);
      expect(root.querySelector('kfp-feedback')).to.not.equal(null);
      await waitFor(prov);
      const etter = document.documentElement.scrollHeight;
      expect(minst, `lowest page height during the retry (before ${for_})`).to.be.at.least(for_);
      expect(etter).to.be.at.least(for_);
      expect(fokusert(), 'focus once the answer is in').to.equal(overskrift);
    } finally {
      malt = false;
    }
  });
});
