/// <reference types="mocha" />
// The agreements' placeholder on a phone (issue 34): below an overview width of 40rem the agreement
// cards are compact (99 px at 100 % text), and the placeholder cards that stand in for them while the
// agreements load are as tall, so nothing moves when they come (they were 9rem, 144 px).
import { expect } from 'chai';
import { findByShadowRole } from 'shadow-dom-testing-library';
import { setViewport } from '@web/test-runner-commands';
import { API, loadBundle, mount } from '../helpers/portal.ts';
import { overrideApi, resetBackend } from '../helpers/backend.ts';
import { waitFor } from '../helpers/wait.ts';
import { avtale, oversiktRoot } from './felles.ts';
import { navn } from '../helpers/navn.ts';

before(async () => {
  await resetBackend('skadekunde');
  await setViewport({ width: 390, height: 844 });
  // Long enough to measure the placeholder on a busy machine; one agreement of the usual shape
  // (a one-line name and description, both prices).
  await overrideApi('GET', `${API}/avtaleoversikt/avtaler`, {
    status: 200,
    body: { avtaler: [avtale('7023401', 'Bilforsikring', 'NICE', 'BIL', { productCode: 'BIL_PRIVAT' })], monthlySum: 100, yearlySum: 1200 },
    delayMs: 3000,
  });
  await loadBundle({ distributor: 'none' });
  mount('<main><kfp-oversikt></kfp-oversikt></main>');
});

describe('kfp-oversikt on a phone while the agreements load', function () {
  this.timeout(20_000);

  it('a placeholder card is as tall as the compact agreement card that takes its place', async () => {
    const root = await oversiktRoot();
    // The overview's placeholder, or the agreements' own once the page stops waiting for them.
    const plassholder = await waitFor(() => root.querySelector('.ov-skjelett'));
    const hoyde = plassholder.getBoundingClientRect().height;
    const lenke = await findByShadowRole(root.host as HTMLElement, 'link', { name: navn('Bilforsikring') });
    const kortHoyde = lenke.closest('.kfp-navigation-card')!.getBoundingClientRect().height;
    expect(kortHoyde, 'a compact card (under 9rem)').to.be.below(144);
    expect(hoyde, 'the placeholder card').to.be.closeTo(kortHoyde, 1);
  });
});
