/// <reference types="mocha" />
// No offers: the loading skeleton first, then 'Du har ingen tilbud'; axe in both states.
import { expect } from 'chai';
import { findByShadowRole, queryAllByShadowRole } from 'shadow-dom-testing-library';
import { expectNoAxeViolations } from '../helpers/axe.ts';
import { overrideApi, resetBackend } from '../helpers/backend.ts';
import { API, loadBundle, mount } from '../helpers/portal.ts';
import { waitFor } from '../helpers/wait.ts';

describe('kfp-tilbud with no offers', () => {
  before(async () => {
    await resetBackend('skadekunde');
    await overrideApi('GET', `${API}/avtaleoversikt/tilbud`, { status: 200, body: { tilbud: [] }, delayMs: 800 });
    await loadBundle();
  });

  it('shows the skeleton while loading, then says there are none', async () => {
    const container = mount('<kfp-tilbud></kfp-tilbud>');
    const seksjon = await waitFor(() => container.querySelector('kfp-tilbud')?.shadowRoot?.querySelector('section[aria-busy="true"]'));
    expect(seksjon.querySelector('.kfp-skeleton')).to.not.equal(null);
    await expectNoAxeViolations(container);
    expect(await findByShadowRole(container, 'heading', { level: 1, name: 'Du har ingen tilbud' })).to.not.equal(null);
    expect(seksjon.getAttribute('aria-busy')).to.equal('false');
    expect(queryAllByShadowRole(container, 'article')).to.have.length(0);
    expect(queryAllByShadowRole(container, 'button')).to.have.length(0);
    // It says why the page is empty and what to do: buy insurance.
    expect(await findByShadowRole(container, 'heading', { level: 2, name: 'Her kommer tilbudene dine' })).to.not.equal(null);
    const kjop = await findByShadowRole(container, 'link', { name: 'Kjøp forsikring' });
    expect(kjop.getAttribute('href')).to.equal('/privat/forsikring/oversikt/kjopsinnganger');
    await expectNoAxeViolations(container);
  });
});
