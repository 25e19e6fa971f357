import { expect } from 'chai';
import { findAllByShadowRole, findByShadowRole, findByShadowText } from 'shadow-dom-testing-library';
import { setViewport } from '@web/test-runner-commands';
import { apiRequests, overrideApi, resetBackend } from '../helpers/backend.ts';
import { bunntekst, navigasjonsvert } from '../helpers/bunntekst.ts';
import { FRESH_MS, svarISiden } from './kopier.ts';
import { API, cleanup, goTo, loadBundle, mount } from '../helpers/portal.ts';
import { waitFor } from '../helpers/wait.ts';

/** Lets a render that a DOM change may have started happen: two animation frames. */
const nesteBilde = () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));

describe('several elements on one page', () => {
  before(async () => {
    // Every answer's timing is kept (the default buffer holds 250).
    performance.setResourceTimingBufferSize(10_000);
    await resetBackend('skadekunde');
    await loadBundle();
    await setViewport({ width: 1280, height: 900 });
  });
  afterEach(cleanup);

  it('share one store: elements mounted together request each API endpoint once', async () => {
    goTo('/privat/forsikring/oversikt');
    mount(`
      <kfp-router></kfp-router>
      <kfp-oversikt></kfp-oversikt>
      <kfp-tilbud></kfp-tilbud>
      <kfp-kjopsinnganger></kfp-kjopsinnganger>
      <kfp-profil></kfp-profil>
    `);
    // Every element has finished loading: the agreements, the offers, the purchase entries, the footer.
    const router = document.querySelector('kfp-router')!;
    const iRuteren = await waitFor(() => router.shadowRoot?.querySelector('kfp-oversikt'));
    for (const oversikt of [iRuteren, document.querySelector('body > .test-container > kfp-oversikt')!]) {
      await findByShadowRole(oversikt as HTMLElement, 'heading', { name: 'Forsikringene dine' });
      await waitFor(() => oversikt.shadowRoot?.querySelector('.ov-summer'));
    }
    await findAllByShadowRole(document.querySelector('kfp-tilbud') as HTMLElement, 'article');
    await findByShadowRole(document.querySelector('kfp-kjopsinnganger') as HTMLElement, 'heading', { name: 'Hva vil du forsikre?' });
    await findByShadowRole(await bunntekst(), 'link', { name: /^\+47/ });
    const requests = await apiRequests();
    const counts = new Map<string, number>();
    for (const request of requests)
      counts.set(`${request.method} ${request.path}`, (counts.get(`${request.method} ${request.path}`) ?? 0) + 1);
    // Elements that mount within the spec's 2 s share one request. On a starved CPU an element's own
    // chunk may take longer than that to run, and it then rightly asks again: a repeat counts as a
    // shared-store failure only when it left less than 2 s after the previous answer reached the page.
    const forTidlig = [...counts]
      .filter(([, count]) => count > 1)
      .flatMap(([key]) => {
        const kall = svarISiden(key.slice(key.indexOf(' ') + 1));
        return kall
          .slice(1)
          .filter((neste, i) => neste.sendt - kall[i]!.svart < FRESH_MS)
          .map(() => key);
      });
    expect(forTidlig, `asked again within 2 s of its answer: ${JSON.stringify(forTidlig)}`).to.deep.equal([]);
    expect(counts.get(`GET ${API}/auth/session-status`), 'the session status is fresh for 60 s').to.equal(1);
    expect(counts.get(`GET ${API}/avtaleoversikt/tilbud`)).to.be.at.least(1);
  });

  it('an element mounted after the 2 s window refreshes the data, and every element shows the new count', async function () {
    this.timeout(60_000);
    goTo('/privat/forsikring/oversikt');
    mount('<kfp-router></kfp-router>');
    await findByShadowRole(await navigasjonsvert(), 'link', { name: /^Tilbud\s*,\s*[2-9] tilbud$/ });
    // The navigation may refresh the offers as it mounts (the earlier test's are older than 2 s): wait
    // until every offers request has been answered in this page and the last answer is more than the
    // spec's 2 s old, looking again each time. The answer's arrival counts, not the request's: on a
    // busy machine an answer can reach the page long after the backend logged the request.
    const tilbudKall = async () => (await apiRequests()).filter((r) => r.path === `${API}/avtaleoversikt/tilbud`);
    const tilbudSvar = () => svarISiden(`${API}/avtaleoversikt/tilbud`).map((kall) => performance.timeOrigin + kall.svart);
    let for_ = await tilbudKall();
    await waitFor(
      async () => {
        for_ = await tilbudKall();
        const svar = tilbudSvar();
        return svar.length === for_.length && Date.now() > Math.max(...svar, ...for_.map((r) => r.at)) + FRESH_MS + 500;
      },
      { timeout: 20_000 },
    );
    // One offer left (removed elsewhere, say, in another tab).
    await overrideApi('GET', `${API}/avtaleoversikt/tilbud`, {
      status: 200,
      body: { tilbud: [{ name: 'Bilforsikring', policyNumber: 'T-1', monthlyPrice: 300, yearlyPrice: 3600, productType: 'BIL' }] },
    });
    const sesjonKall = async () => (await apiRequests()).filter((r) => r.path === `${API}/auth/session-status`).length;
    const sesjonFor = await sesjonKall();
    mount('<kfp-tilbud></kfp-tilbud>');
    // On a starved CPU the new element's refresh has been seen to leave up to 9 s after it mounted.
    await findByShadowRole(await navigasjonsvert(), 'link', { name: /^Tilbud\s*,\s*1 tilbud$/ }, { timeout: 25_000 });
    const nye = (await tilbudKall()).length - for_.length;
    expect(nye, 'one refresh, shared by the new element and the navigation').to.equal(1);
    expect(await sesjonKall(), 'the session status is fresh for 60 s: not asked again').to.equal(sesjonFor);
    // The offer's own title ('Vis tilbudet på Bilforsikring' also names it, for screen readers).
    await findByShadowText(document.querySelector('body > .test-container:last-of-type kfp-tilbud') as HTMLElement, 'Bilforsikring');
  });

  it('keeps an element’s state when it is moved in the DOM', async () => {
    const container = mount('<div id="a"><kfp-tilbud></kfp-tilbud></div><div id="b"></div>');
    const element = container.querySelector('kfp-tilbud')!;
    await waitFor(() => element.shadowRoot?.querySelector('h1'));
    const heading = element.shadowRoot!.querySelector('h1');
    container.querySelector('#b')!.append(element);
    await nesteBilde();
    expect(element.shadowRoot!.querySelector('h1'), 'same React tree, not a remount').to.equal(heading);
  });
});
