/// <reference types="mocha" />
// A routed screen crashes while rendering (its price formatting throws): the router shows the
// full-screen general error page in its place, navigation and footer kept.
import { expect } from 'chai';
import { findByShadowRole, queryAllByShadowRole } from 'shadow-dom-testing-library';
import { setViewport } from '@web/test-runner-commands';
import { expectNoAxeViolations } from '../helpers/axe.ts';
import { resetBackend } from '../helpers/backend.ts';
import { cleanup, goTo, loadBundle, mount } from '../helpers/portal.ts';
import { waitFor } from '../helpers/wait.ts';

const sign = Math.sign;
/**
 * Makes every price throw while a screen renders, as a bug in a screen would: Math.sign is used by
 * the price formatting and the sorting of the screens' lists only (src/format/currency.ts,
 * src/domain/norsk-rekkefolge.ts), never on the way to the data.
 */
function krasjVedPriser(): void {
  Math.sign = () => {
    throw new Error('Testkrasj i prisformateringen');
  };
}
function reparer(): void {
  Math.sign = sign;
}

describe('a routed screen that crashes', () => {
  before(async () => {
    await resetBackend('skadekunde');
    await loadBundle({ distributor: 'none' });
    await setViewport({ width: 1280, height: 900 });
  });
  afterEach(() => {
    reparer();
    cleanup();
  });

  it("shows the full-screen 'Noe har gått galt' in its place, with navigation and footer kept", async () => {
    krasjVedPriser();
    goTo('/privat/forsikring/oversikt/tilbud');
    const router = mount('<kfp-router></kfp-router>').querySelector('kfp-router')!;
    const feilside = await waitFor(() => router.shadowRoot?.querySelector('#kfp-innhold > kfp-feilside'));
    expect(await findByShadowRole(feilside as HTMLElement, 'heading', { name: 'Noe har gått galt', level: 1 })).to.not.equal(null);
    expect(router.shadowRoot!.querySelector('kfp-tilbud'), 'the crashed screen is gone').to.equal(null);
    expect(queryAllByShadowRole(router, 'heading', { name: 'Noe har gått galt', level: 2 }), 'not the small box').to.have.length(0);
    await findByShadowRole(router, 'navigation', { name: 'Forsikring' });
    await findByShadowRole(router, 'link', { name: /^\+47/ });
    await expectNoAxeViolations();
  });

  it('moving on through the navigation shows the next screen again', async () => {
    krasjVedPriser();
    goTo('/privat/forsikring/oversikt/tilbud');
    const router = mount('<kfp-router></kfp-router>').querySelector('kfp-router')!;
    await waitFor(() => router.shadowRoot?.querySelector('#kfp-innhold > kfp-feilside'));
    reparer();
    (await findByShadowRole(router, 'link', { name: 'Kjøp forsikring' })).click();
    await findByShadowRole(router, 'heading', { name: 'Hva vil du forsikre?' });
    expect(router.shadowRoot!.querySelector('#kfp-innhold > kfp-feilside')).to.equal(null);
  });

  it('a standalone element that crashes keeps its own error state with "Prøv igjen"', async () => {
    krasjVedPriser();
    const tilbud = mount('<kfp-tilbud></kfp-tilbud>').querySelector('kfp-tilbud') as HTMLElement;
    await findByShadowRole(tilbud, 'heading', { name: 'Noe har gått galt', level: 2 });
    reparer();
    (await findByShadowRole(tilbud, 'button', { name: 'Prøv igjen' })).click();
    await findByShadowRole(tilbud, 'heading', { name: 'Tilbudene dine', level: 1 });
  });
});
