import { expect } from 'chai';
import { findAllByShadowRole } from 'shadow-dom-testing-library';
import { apiRequests, resetBackend } from '../helpers/backend.ts';
import { cleanup, goTo, loadBundle, mount } from '../helpers/portal.ts';
import { waitFor } from '../helpers/wait.ts';

describe('several elements on one page', () => {
  before(async () => {
    await resetBackend('skadekunde');
    await loadBundle();
  });
  afterEach(cleanup);

  it('share one store: each API endpoint is requested at most once', async () => {
    goTo('/privat/forsikring/oversikt');
    mount(`
      <kfp-router></kfp-router>
      <kfp-oversikt></kfp-oversikt>
      <kfp-tilbud></kfp-tilbud>
      <kfp-kjopsinnganger></kfp-kjopsinnganger>
      <kfp-profil></kfp-profil>
    `);
    await findAllByShadowRole(document.body, 'heading', { level: 1 });
    // Let every element finish its loading, then add more elements that need the same data later.
    await new Promise((resolve) => setTimeout(resolve, 1500));
    mount('<kfp-router></kfp-router><kfp-tilbud></kfp-tilbud><kfp-oversikt></kfp-oversikt>');
    await new Promise((resolve) => setTimeout(resolve, 500));
    const requests = await waitFor(async () => {
      const all = await apiRequests();
      return all.some((request) => request.path.endsWith('/auth/session-status')) && all;
    });
    const counts = new Map<string, number>();
    for (const request of requests) counts.set(`${request.method} ${request.path}`, (counts.get(`${request.method} ${request.path}`) ?? 0) + 1);
    const repeated = [...counts].filter(([, count]) => count > 1);
    expect(repeated, `requested more than once: ${JSON.stringify(repeated)}`).to.deep.equal([]);
    expect(counts.get('GET /api/privat/forsikring/auth/session-status')).to.equal(1);
  });

  it('keeps an element’s state when it is moved in the DOM', async () => {
    const container = mount('<div id="a"><kfp-tilbud></kfp-tilbud></div><div id="b"></div>');
    const element = container.querySelector('kfp-tilbud')!;
    await waitFor(() => element.shadowRoot?.querySelector('h1'));
    const heading = element.shadowRoot!.querySelector('h1');
    container.querySelector('#b')!.append(element);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(element.shadowRoot!.querySelector('h1'), 'same React tree, not a remount').to.equal(heading);
  });
});
