/// <reference types="mocha" />
// The offers call fails. A 4xx, because 5xx answers are retried with back-off (spec §7) and the
// message would come only after the retries.
import { expect } from 'chai';
import { findByShadowRole, queryAllByShadowRole } from 'shadow-dom-testing-library';
import { expectNoAxeViolations } from '../helpers/axe.ts';
import { countRequests, overrideApi, resetBackend } from '../helpers/backend.ts';
import { waitFor } from '../helpers/wait.ts';
import { API, loadBundle, mount } from '../helpers/portal.ts';

describe('kfp-tilbud when the offers call fails', () => {
  before(async () => {
    await resetBackend('skadekunde');
    await overrideApi('GET', `${API}/avtaleoversikt/tilbud`, { status: 404, body: { message: 'borte' } });
    await loadBundle();
  });

  it("says 'En feil oppsto ved henting av dine tilbud'", async () => {
    const container = mount('<kfp-tilbud></kfp-tilbud>');
    const alert = await findByShadowRole(container, 'alert');
    expect(alert.querySelector('p')?.textContent).to.equal('En feil oppsto ved henting av dine tilbud');
    // The next step, beside the alert (not in it, so it is not spoken as part of it): try again, or call.
    const boks = alert.closest<HTMLElement>('.kfp-alert')!;
    expect(await findByShadowRole(boks, 'button', { name: 'Prøv igjen' })).to.not.equal(null);
    expect((await findByShadowRole(boks, 'link', { name: '+47 91 50 31 00' })).getAttribute('href')).to.equal('tel:+4791503100');
    expect(await findByShadowRole(container, 'heading', { level: 1, name: 'Tilbudene dine' })).to.not.equal(null);
    expect(queryAllByShadowRole(container, 'article')).to.have.length(0);
    await expectNoAxeViolations(container);
  });

  it("fetches the offers again on 'Prøv igjen'", async () => {
    const container = mount('<kfp-tilbud></kfp-tilbud>');
    const for_ = await countRequests('GET', `${API}/avtaleoversikt/tilbud`);
    (await findByShadowRole(container, 'button', { name: 'Prøv igjen' })).click();
    await waitFor(async () => (await countRequests('GET', `${API}/avtaleoversikt/tilbud`)) > for_);
  });
});
