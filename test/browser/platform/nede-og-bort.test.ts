/// <reference types="mocha" />
// One page: the agreements answer 503. The customer leaves the overview while its retry waits and
// comes back: the failure is kept, not started over.
import { expect } from 'chai';
import { setViewport } from '@web/test-runner-commands';
import { findByShadowRole, findByShadowText } from 'shadow-dom-testing-library';
import { apiRequests, overrideApi, resetBackend } from '../helpers/backend.ts';
import { API, goTo, loadBundle, mount } from '../helpers/portal.ts';
import { loggEtter, mestIVindu } from '../helpers/storm.ts';
import { waitFor } from '../helpers/wait.ts';

const AVTALER = `${API}/avtaleoversikt/avtaler`;

describe('leaving a screen while its failing read waits to retry', () => {
  before(async () => {
    await resetBackend('skadekunde');
    await overrideApi('GET', AVTALER, { status: 503, body: { message: 'nede' } });
    await loadBundle({ distributor: 'none' });
    await setViewport({ width: 1280, height: 900 });
  });

  it('asks the endpoint no more than twice in 5 s when the customer comes straight back', async () => {
    goTo('/privat/forsikring/oversikt');
    mount('<kfp-router></kfp-router>');
    const tilbud = await findByShadowRole(document.body, 'link', { name: /^Tilbud/ });
    await waitFor(async () => (await apiRequests()).some((request) => request.path === AVTALER));
    tilbud.click();
    await findByShadowRole(document.body, 'heading', { name: 'Tilbudene dine', level: 1 });
    (await findByShadowRole(document.body, 'link', { name: 'Forsikringsoversikt' })).click();
    await findByShadowText(document.body, 'En feil oppsto ved henting av forsikringene dine');
    const mest = mestIVindu(await loggEtter(5_000), 5_000);
    expect(mest.get(`GET ${AVTALER}`), 'once and the retry at most').to.be.at.most(2);
  });
});
