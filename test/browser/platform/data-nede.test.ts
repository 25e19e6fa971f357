/// <reference types="mocha" />
// One page: logged in, but every endpoint behind the session status answers 503. The customer
// moves between routes, and standalone elements want the same data.
import { expect } from 'chai';
import { findByShadowRole, findByShadowText } from 'shadow-dom-testing-library';
import { setViewport } from '@web/test-runner-commands';
import { overrideApi, resetBackend } from '../helpers/backend.ts';
import { API, goTo, loadBundle, mount } from '../helpers/portal.ts';
import { loggEtter, mestIVindu } from '../helpers/storm.ts';

const LESEKALL = [
  '/auth/client-context',
  '/auth/bankkontakt',
  '/avtaleoversikt/avtaler',
  '/avtaleoversikt/tilbud',
  '/eikaintegrasjon/avtaler',
  '/eikaintegrasjon/kundekommunikasjon',
  '/oversikt/helseerklaering',
  '/oversikt/aksepttilbud',
  '/oversikt/meldinger',
  '/motor/oppgaver/motoroppgaver',
  '/nbo/produktanbefaling',
  '/skadekunde/hent',
  '/kontaktinfo',
];

describe('logged in, with every data endpoint down', () => {
  before(async () => {
    await resetBackend('skadekunde');
    for (const sti of LESEKALL) await overrideApi('GET', `${API}${sti}`, { status: 503, body: { message: 'nede' } });
    await loadBundle();
    await setViewport({ width: 1280, height: 900 });
  });

  it('asks no endpoint more than twice in 5 s across routes and elements', async () => {
    goTo('/privat/forsikring/oversikt');
    mount('<kfp-router></kfp-router>');
    await findByShadowText(document.body, 'En feil oppsto ved henting av forsikringene dine');
    (await findByShadowRole(document.body, 'link', { name: /^Tilbud/ })).click();
    await findByShadowText(document.body, 'En feil oppsto ved henting av dine tilbud');
    (await findByShadowRole(document.body, 'link', { name: 'Forsikringsoversikt' })).click();
    await findByShadowText(document.body, 'En feil oppsto ved henting av forsikringene dine');
    mount('<kfp-tilbud></kfp-tilbud><kfp-oversikt></kfp-oversikt>');
    const log = await loggEtter(5_000);
    const mest = mestIVindu(log, 5_000);
    const forMange = [...mest].filter(([, antall]) => antall > 2);
    expect(forMange, `more than twice in 5 s: ${JSON.stringify(forMange)}`).to.deep.equal([]);
    expect(mest.get(`GET ${API}/avtaleoversikt/tilbud`), 'the offers: once and the retry').to.equal(2);
    expect(mest.get(`GET ${API}/auth/session-status`)).to.equal(1);
  });
});
