/// <reference types="mocha" />
import { expect } from 'chai';
import { setViewport } from '@web/test-runner-commands';
import { findByShadowRole } from 'shadow-dom-testing-library';
import { navigate } from '../../../src/router/navigation.ts';
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
import { holderAv } from '../helpers/finn.ts';
import { goTo, loadBundle, mount } from '../helpers/portal.ts';
import { waitFor } from '../helpers/wait.ts';

// One page: the bank brand (distributor 'dnb'), whose own cookie decides: without it the customer
// is opted out, so what happens before the banner is answered is dropped, not queued.
const BASE = '/privat/forsikring/oversikt';

before(async () => {
  await setViewport({ width: 1280, height: 900 });
  await resetBackend('skadekunde');
  await loadBundle({ distributor: 'dnb', ...analyticsConfig() });
  goTo(BASE);
  mount('<kfp-router></kfp-router>');
});

describe("analytics behind the bank brand's consent cookie", () => {
  it('sends nothing and stores nothing before the cookie says 2; then sends what happens next, not what came before', async () => {
    await findByShadowRole(await holderAv('h2, h3', 'Anbefalt for deg', { timeout: 10_000 }), 'heading', { name: 'Anbefalt for deg' });
    expect(await analyticsReceived()).to.deep.equal([]);
    expect(analyticsHostRequests()).to.deep.equal([]);
    const stored = storedNames();
    expect([...stored.cookies, ...stored.localStorage, ...stored.sessionStorage].filter(isAnalyticsName)).to.deep.equal([]);

    await answerBanner(await openBanner('bankmerke', mount('')), 'ja');
    expect(document.cookie).to.contain('samtykke_statistikk=2');
    // The status is read 250 ms after the banner closed: go between two pages until a view arrives.
    let side = 0;
    const pages = await waitFor(
      async () => {
        const all = (await trackedEvents()).filter((e) => e.event === 'Sidevisning').map((e) => e.properties.page);
        if (all.length > 0) return all;
        side += 1;
        navigate(`${BASE}${side % 2 ? '/tilbud' : '/kjopsinnganger'}`);
        return false;
      },
      { timeout: 12_000, interval: 300 },
    );
    expect(pages, 'the first page view came while opted out: dropped').not.to.include(BASE);
    const events = await trackedEvents();
    expect(events.find((e) => e.event === 'Sidevisning')!.properties.distinct_id).to.equal(DEMO_TRACKING_ID);
    expect(
      events.map((e) => e.event),
      'nothing from the overview before opt-in',
    ).not.to.include('Anbefaling');
    for (const request of await analyticsReceived()) expect(request.query.ip).to.equal('0');
  });
});
