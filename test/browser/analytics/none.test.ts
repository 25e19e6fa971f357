/// <reference types="mocha" />
import { expect } from 'chai';
import { findByShadowRole } from 'shadow-dom-testing-library';
import {
  DEMO_TRACKING_ID,
  analyticsConfig,
  analyticsHostRequests,
  analyticsReceived,
  answerBanner,
  isAnalyticsName,
  openBanner,
  storedNames,
  trackedEvents,
} from '../helpers/analytics.ts';
import { resetBackend } from '../helpers/backend.ts';
import { goTo, loadBundle, mount } from '../helpers/portal.ts';
import { waitFor } from '../helpers/wait.ts';

// One page: distributor 'none', whose consent cookie's statistics value decides; without a value
// the customer has not answered, so events wait for the answer.
const BASE = '/privat/forsikring/oversikt';

before(async () => {
  await resetBackend('skadekunde');
  await loadBundle({ distributor: 'none', ...analyticsConfig() });
  goTo(BASE);
  mount('<kfp-oversikt></kfp-oversikt>');
});

describe("analytics behind the consent cookie of distributor 'none'", () => {
  it('queues until the statistics value is accepted, then sends the queue with the documented names and properties', async () => {
    await findByShadowRole(document.body, 'heading', { name: 'Anbefalt for deg' }, { timeout: 10_000 });
    expect(await analyticsReceived()).to.deep.equal([]);
    expect(analyticsHostRequests()).to.deep.equal([]);
    const stored = storedNames();
    expect([...stored.cookies, ...stored.localStorage, ...stored.sessionStorage].filter(isAnalyticsName)).to.deep.equal([]);

    await answerBanner(await openBanner('none', mount('')), 'ja');
    const events = await waitFor(
      async () => {
        const all = await trackedEvents();
        return all.some((e) => e.event === 'Anbefaling') && all;
      },
      { timeout: 12_000 },
    );

    const first = (name: string) => events.find((e) => e.event === name)?.properties;
    expect(events.filter((e) => e.event === 'Komponent lastet').map((e) => e.properties.component)).to.include.members([
      'kfp-oversikt',
      'kfp-feedback',
      'kfp-kjopsinnganger',
    ]);
    expect(first('Sidevisning')).to.include({ page: BASE, distinct_id: DEMO_TRACKING_ID, distributor: 'none', miljo: 'Dev' });
    expect(first('Anbefaling')).to.include({ page: BASE, controlGroup: false, presentedNboModule: true, fallback: false });
    // Exactly the payload of spec §3 and our super properties, besides what the SDK adds ($…, mp_…, its ids and clock).
    const egne = Object.keys(first('Anbefaling')!).filter(
      (key) => !/^(\$|mp_)/.test(key) && !['distinct_id', 'token', 'time'].includes(key),
    );
    expect(egne.sort()).to.deep.equal(
      [
        'page',
        'product',
        'customerProducts',
        'mainNboProduct',
        'subNboProducts',
        'filteredNboProductsDueToActiveAgreements',
        'controlGroup',
        'presentedNboModule',
        'fallback',
        'distributor',
        'miljo',
        'innloggingsmetode',
      ].sort(),
    );
    // The demo customer logged in through the insurer's own BankID login (login context FORSIKRING).
    expect(first('Anbefaling')?.innloggingsmetode).to.equal('FORSIKRING');
    expect(first('A/B-test')).to.include({ experiment: 'nbo-kontrollgruppe', variant: 'anbefalinger' });
    expect(first('experiment started')).to.include({ 'Experiment name': 'nbo-kontrollgruppe', 'Variant name': 'anbefalinger' });
    const anbefaling = first('Anbefaling')!;
    expect(first('NBO-visning')?.products, 'the products shown').to.deep.equal([
      anbefaling.mainNboProduct,
      ...(anbefaling.subNboProducts as string[]),
    ]);
    expect(first('Statistikk')).to.include({ name: 'antall-avtaler' });
  });
});
