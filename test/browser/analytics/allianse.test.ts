/// <reference types="mocha" />
import { expect } from 'chai';
import { setViewport } from '@web/test-runner-commands';
import { findAllByShadowRole, findByShadowRole } from 'shadow-dom-testing-library';
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
import { navigasjonsvert } from '../helpers/bunntekst.ts';
import { holderAv } from '../helpers/finn.ts';
import { goTo, loadBundle, mount } from '../helpers/portal.ts';
import { waitFor } from '../helpers/wait.ts';

// One page: the default bank alliance (distributor 'eika'). The customer walks the portal before
// answering the alliance's consent banner, opts in, later opts out and in again.
const announced: { event: string; properties: Record<string, unknown> }[] = [];
addEventListener('kfp-analytics', (event) => announced.push((event as CustomEvent).detail));

const BASE = '/privat/forsikring/oversikt';
let banners: HTMLElement;

/** Where the analytics SDK keeps its state: present while tracking, removed on opt-out. */
const sdkStorage = () => Object.keys(localStorage).filter(isAnalyticsName);

const pageViews = async () => (await trackedEvents()).filter((e) => e.event === 'Sidevisning').map((e) => e.properties.page);

async function gaTil(lenke: string | RegExp, overskrift: string): Promise<void> {
  // Every page this walk goes to is in the navigation: its links are looked for there.
  const [link] = await findAllByShadowRole(await navigasjonsvert(), 'link', { name: lenke });
  link!.click();
  await findByShadowRole(await holderAv('h1', overskrift, { timeout: 10_000 }), 'heading', { name: overskrift, level: 1 });
}

before(async () => {
  await setViewport({ width: 1280, height: 900 }); // the navigation's links in a row
  await resetBackend('skadekunde');
  await loadBundle({ distributor: 'eika', ...analyticsConfig() });
  goTo(BASE);
  mount('<kfp-router></kfp-router>');
  banners = mount('');
});

describe("analytics behind the bank alliance's consent", () => {
  it('before the banner is answered: events wait, nothing reaches the analytics host, nothing is stored', async () => {
    await findByShadowRole(await holderAv('h1', 'Forsikringsoversikt'), 'heading', { name: 'Forsikringsoversikt', level: 1 });
    await findByShadowRole(await holderAv('h2, h3', 'Anbefalt for deg', { timeout: 10_000 }), 'heading', { name: 'Anbefalt for deg' });
    await gaTil(/^Tilbud\b/, 'Tilbudene dine');

    expect(await analyticsReceived()).to.deep.equal([]);
    expect(analyticsHostRequests()).to.deep.equal([]);
    expect(announced, 'no kfp-analytics event before consent').to.deep.equal([]);
    const stored = storedNames();
    expect([...stored.cookies, ...stored.localStorage, ...stored.sessionStorage].filter(isAnalyticsName)).to.deep.equal([]);
    expect(stored.localStorage, 'nothing in localStorage').to.deep.equal([]);
  });

  it('after opt-in in the banner: the queued events arrive, identified by trackingId only, IP not stored', async () => {
    const frame = await openBanner('allianse', banners);
    await answerBanner(frame, 'ja');

    const sidevisninger = await waitFor(
      async () => {
        const pages = await pageViews();
        return pages.includes(`${BASE}/tilbud`) && pages;
      },
      { timeout: 12_000 },
    );
    expect(sidevisninger).to.include.members([BASE, `${BASE}/tilbud`]);

    const events = await trackedEvents();
    const names = new Set(events.map((e) => e.event));
    for (const name of ['Sidevisning', 'Komponent lastet', 'Anbefaling', 'A/B-test', 'experiment started', 'NBO-visning']) {
      expect(names, name).to.include(name);
    }
    for (const event of events.filter((e) => !e.event.startsWith('$'))) {
      expect(event.properties.distinct_id, event.event).to.equal(DEMO_TRACKING_ID);
      expect(event.properties.$current_url, event.event).to.match(/^http:\/\/localhost:\d+\/privat\/forsikring\/oversikt(\/tilbud)?$/);
      expect(event.properties, event.event).not.to.have.property('$referrer');
    }
    const requests = await analyticsReceived();
    for (const request of requests) expect(request.query.ip, `${request.endpoint}: IP not stored`).to.equal('0');

    const profile = await waitFor(async () => (await analyticsReceived()).find((r) => r.endpoint === 'engage')?.items[0]);
    expect(profile.$distinct_id).to.equal(DEMO_TRACKING_ID);
    const names2 = profile.$set_once as Record<string, string>;
    expect(Object.keys(names2).sort()).to.deep.equal(['$first_name', '$last_name']);

    expect(announced.map((e) => e.event)).to.include('Sidevisning');
    expect(sdkStorage(), 'the SDK stores its state only now').not.to.deep.equal([]);
  });

  it('after opt-out nothing more is sent; opting in again sends only what came after', async () => {
    const ut = await openBanner('allianse', banners);
    await answerBanner(ut, 'nei');
    // The status is read 250 ms after 'optin_closed'; opting out clears the SDK's storage.
    await waitFor(() => sdkStorage().length === 0);
    const announcedBefore = announced.length;
    await gaTil('Kjøp forsikring', 'Hva vil du forsikre?');

    const inn = await openBanner('allianse', banners);
    await answerBanner(inn, 'ja');
    await waitFor(() => sdkStorage().length > 0);
    await gaTil('Forsikringsoversikt', 'Forsikringsoversikt');

    const pages = await waitFor(
      async () => {
        const all = await pageViews();
        return all.filter((page) => page === BASE).length >= 2 && all;
      },
      { timeout: 12_000 },
    );
    expect(pages).not.to.include(`${BASE}/kjopsinnganger`);
    expect(announced.slice(announcedBefore).map((e) => e.properties.page)).not.to.include(`${BASE}/kjopsinnganger`);
  });
});
