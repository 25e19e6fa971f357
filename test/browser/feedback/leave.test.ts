import { expect } from 'chai';
import { findByShadowRole, findByShadowText } from 'shadow-dom-testing-library';
import { apiRequests, resetBackend } from '../helpers/backend.ts';
import { API, cleanup, goTo, loadBundle, mount } from '../helpers/portal.ts';
import { waitFor } from '../helpers/wait.ts';
import { button, recordEvents, typeInto, widget } from './feedback-helpers.ts';

const events = recordEvents();

function hidePage(): void {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'hidden' });
  document.dispatchEvent(new Event('visibilitychange'));
}

function showPage(): void {
  delete (document as unknown as Record<string, unknown>).visibilityState;
}

const feedbackPosts = async () =>
  (await apiRequests()).filter((request) => request.method === 'POST' && request.path === `${API}/feedback/`);

describe('kfp-feedback: the overview POST and page-leave sending', () => {
  before(async () => {
    await resetBackend('skadekunde');
    await loadBundle();
    // The overview has asked for the session by now, which sets the XSRF cookie a POST needs.
    await fetch(`${API}/auth/session-status`, { headers: { 'X-Requested-By': 'kfp' } });
    goTo('/privat/forsikring/oversikt/avtale/12345');
  });
  afterEach(async () => {
    showPage();
    cleanup();
    events.length = 0;
    await resetBackend('skadekunde');
  });

  it('posts the main feedback with feedbackValue, text, productCode and the page without digits', async () => {
    mount('<kfp-feedback send-to-api product-code="BIL"></kfp-feedback>');
    const root = await widget();
    (root.querySelector('input[value="nei"]') as HTMLInputElement).click();
    typeInto((await waitFor(() => root.querySelector('textarea')))!, 'Fant ikke kvitteringen');
    (await button(root, 'Send')).click();
    await findByShadowText(root as unknown as HTMLElement, 'Takk for tilbakemeldingen!');
    const posts = await waitFor(async () => {
      const found = await feedbackPosts();
      return found.length > 0 && found;
    });
    expect(posts.map((post) => post.body)).to.deep.equal([
      { feedbackValue: 'nei', text: 'Fant ikke kvitteringen', productCode: 'BIL', page: '/privat/forsikring/oversikt/avtale/' },
    ]);
    expect(posts[0]?.headers['x-requested-by']).to.equal('kfp');
    hidePage();
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(await feedbackPosts(), 'a submitted value is not sent again on leave').to.have.length(1);
  });

  it('sends an unsent chosen value once on leave, with intentionalSubmit false and no message', async () => {
    mount('<kfp-feedback send-to-api product-code="HUS"></kfp-feedback>');
    const root = await widget();
    (root.querySelector('input[value="ja"]') as HTMLInputElement).click();
    typeInto((await waitFor(() => root.querySelector('textarea')))!, 'ikke sendt');
    hidePage();
    window.dispatchEvent(new PageTransitionEvent('pagehide'));
    hidePage();
    const posts = await waitFor(async () => {
      const found = await feedbackPosts();
      return found.length > 0 && found;
    });
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(events).to.deep.equal([
      { name: 'kfp-feedback', detail: { feedbackValue: 'ja', intentionalSubmit: false }, composed: true, bubbles: true },
    ]);
    expect((await feedbackPosts()).map((post) => post.body)).to.deep.equal([
      { feedbackValue: 'ja', text: '', productCode: 'HUS', page: '/privat/forsikring/oversikt/avtale/' },
    ]);
    expect(posts).to.have.length(1);
  });

  it('sends nothing on leave when nothing was chosen', async () => {
    mount('<kfp-feedback send-to-api></kfp-feedback>');
    await widget();
    window.dispatchEvent(new PageTransitionEvent('pagehide'));
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(events).to.deep.equal([]);
    expect(await feedbackPosts()).to.deep.equal([]);
  });

  it('sends unsubmitted follow-up answers once on leave', async () => {
    const followup = JSON.stringify([
      {
        type: 'radio',
        label: 'Hvor ofte?',
        options: [
          { label: 'Ofte', value: 'ofte' },
          { label: 'Sjelden', value: 'sjelden' },
        ],
      },
      { type: 'text', label: 'Hva savner du?' },
    ]);
    mount(`<kfp-feedback followup='${followup}'></kfp-feedback>`);
    const root = await widget();
    (root.querySelector('input[value="ja"]') as HTMLInputElement).click();
    (await button(root, 'Send')).click();
    (await button(root, 'Jeg har tid!')).click();
    (await findByShadowRole(root as unknown as HTMLElement, 'radio', { name: 'Ofte' })).click();
    (await button(root, 'Neste')).click();
    await findByShadowText(root as unknown as HTMLElement, 'Steg 2 av 2');
    window.dispatchEvent(new PageTransitionEvent('pagehide'));
    hidePage();
    await waitFor(() => events.length >= 2);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(events.map((event) => [event.name, event.detail])).to.deep.equal([
      ['kfp-feedback', { feedbackValue: 'ja', intentionalSubmit: true }],
      ['kfp-feedback-followup', [{ label: 'Hvor ofte?', name: 'Hvor ofte?', type: 'radio', value: 'ofte' }]],
    ]);
  });
});
