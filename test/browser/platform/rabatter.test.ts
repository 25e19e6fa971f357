/// <reference types="mocha" />
// One page: the discount texts configured (one turned off), a customer without car insurance who
// is recommended it.
import { expect } from 'chai';
import { findByShadowRole, queryAllByShadowRole } from 'shadow-dom-testing-library';
import { overrideApi, resetBackend } from '../helpers/backend.ts';
import { API, loadBundle, mount } from '../helpers/portal.ts';
import { navn } from '../helpers/navn.ts';
import { waitFor } from '../helpers/wait.ts';
import { avtale, oversiktRoot, seksjon, tekst } from '../oversikt/felles.ts';

before(async () => {
  await resetBackend('skadekunde');
  await overrideApi('GET', `${API}/avtaleoversikt/avtaler`, {
    status: 200,
    body: { avtaler: [avtale('1', 'Husforsikring', 'NICE', 'HUS')], monthlySum: 100, yearlySum: 1200 },
  });
  // No open offers: a product with one is not recommended (issue 34), and the demo customer has car and contents offers.
  await overrideApi('GET', `${API}/avtaleoversikt/tilbud`, { status: 200, body: { tilbud: [] } });
  await overrideApi('GET', `${API}/nbo/produktanbefaling`, {
    status: 200,
    body: {
      scores: [
        { nextBestOfferProdukt: 'INNBO', score: 0.9 },
        { nextBestOfferProdukt: 'BIL', score: 0.8 },
      ],
      controlgroup: false,
      fallback: false,
    },
  });
  await loadBundle({
    distributor: 'none',
    rabatttekster: { samlerabatt: 'Samle og spar opptil 15 %.', flereForsikringer: '', bilkampanje: 'Bilkampanje: 10 % rabatt.' },
  });
  mount('<main><kfp-oversikt></kfp-oversikt></main>');
});

describe('the discount texts from config (spec §9)', () => {
  it('the purchase entries show the configured ones and leave out the empty one', async () => {
    const kjop = await waitFor(() => {
      const root = document.querySelector('kfp-oversikt')?.shadowRoot?.querySelector('kfp-kjopsinnganger');
      return root?.shadowRoot?.querySelector('h2') ? (root as HTMLElement) : null;
    });
    const rabatter = await findByShadowRole(kjop, 'list', { name: 'Rabatter' });
    expect(queryAllByShadowRole(rabatter, 'listitem').map((li) => li.textContent)).to.deep.equal(['Samle og spar opptil 15 %.']);
    (await findByShadowRole(kjop, 'button', { name: 'Kjøretøy' })).click();
    expect((await findByShadowRole(kjop, 'link', { name: navn('Bilforsikring') })).closest('li')?.textContent).to.contain(
      'Bilkampanje: 10 % rabatt.',
    );
  });

  it('the recommendations show the car campaign on car insurance only', async () => {
    const root = await oversiktRoot();
    const del = await waitFor(() => seksjon(root, 'Anbefalt for deg'));
    const bil = (await findByShadowRole(del, 'link', { name: navn('Bilforsikring') })).closest('li')!;
    const innbo = (await findByShadowRole(del, 'link', { name: navn('Innboforsikring') })).closest('li')!;
    expect(tekst(bil)).to.contain('Bilkampanje: 10 % rabatt.');
    expect(tekst(innbo)).not.to.contain('Bilkampanje');
    expect(tekst(del)).not.to.contain('flere forsikringer');
  });
});
