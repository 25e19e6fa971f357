/// <reference types="mocha" />
// The offers list (skadekunde's four offers) and removing an offer: confirmation, Escape, focus,
// one DELETE (and one analytics click) on a double click, the refresh, the failure with 'Prøv igjen', and axe in each state.
// Elements are compared with `=== ` inside expect: a failing chai comparison of two DOM elements
// makes @web/test-runner lose the browser instead of reporting the failure.
import { expect } from 'chai';
import { sendKeys } from '@web/test-runner-commands';
import { queryAllByShadowRole, queryByShadowRole, queryByShadowText } from 'shadow-dom-testing-library';
import type { AnalyticsEventDetail } from '../../../src/analytics/track.ts';
import { acceptStatistics, analyticsConfig } from '../helpers/analytics.ts';
import { expectNoAxeViolations } from '../helpers/axe.ts';
import { countRequests, overrideApi, resetBackend } from '../helpers/backend.ts';
import { API, loadBundle, mount } from '../helpers/portal.ts';
import { waitFor } from '../helpers/wait.ts';
import { aktivtElement } from './fokus.ts';

const NBSP = '\u00a0';
let container: HTMLElement;

/** The labels of the 'Knappeklikk' events announced (`kfp-analytics`), in order. */
const klikk: string[] = [];
addEventListener('kfp-analytics', (event) => {
  const { detail } = event as CustomEvent<AnalyticsEventDetail<'Knappeklikk'>>;
  if (detail.event === 'Knappeklikk') klikk.push(detail.properties.label);
});

const finn = (role: string, options: Parameters<typeof queryByShadowRole>[2] = {}, within: HTMLElement = container) =>
  waitFor(() => queryByShadowRole(within, role, options));

const kort = (navn: string) => finn('article', { name: navn });
const fjernKnapp = async (navn: string) => finn('button', { name: 'Fjern tilbud' }, await kort(navn));
const navnIListen = () =>
  queryAllByShadowRole(container, 'article').map((a) => a.querySelector('h2')?.textContent?.replace(/\u00ad/g, '') ?? '');

describe('kfp-tilbud: the list and removing an offer', () => {
  before(async () => {
    await resetBackend('skadekunde');
    acceptStatistics('allianse');
    await loadBundle(analyticsConfig());
    container = mount('<kfp-tilbud></kfp-tilbud>');
  });

  it('lists the offers sorted as agreements, with prices, expiry date and package', async () => {
    await finn('heading', { level: 1, name: 'Tilbudene dine' });
    await waitFor(() => navnIListen().length === 4);
    expect(navnIListen()).to.deep.equal(['Bilforsikring', 'Innboforsikring', 'Kattforsikring', 'Uføreforsikring']);
    const bil = await kort('Bilforsikring');
    expect(bil.textContent).to.contain('Volvo XC40, AB 12345');
    // 'Vis tilbudet' is the primary action; removing (destructive) is a secondary text button.
    // Its name says which product, so the links list has no four alike (issue 33).
    expect((await finn('link', { name: 'Vis tilbudet på Bilforsikring' }, bil)).classList.contains('jkl-button--primary')).to.equal(true);
    expect((await fjernKnapp('Bilforsikring')).classList.contains('jkl-button--tertiary')).to.equal(true);
    expect(bil.textContent).to.contain(`689${NBSP}kr/md`);
    expect(bil.textContent).to.contain(`8${NBSP}268${NBSP}kr/år`);
    expect(bil.textContent).to.match(/Gyldig til \d{2}\.\d{2}\.\d{4}/);
    expect(bil.textContent, 'detaljer.tfaMonthly (spec §3)').to.contain(`Herav trafikkforsikringsavgift til staten: 268${NBSP}kr/md`);
    const innbo = await kort('Innboforsikring');
    expect(innbo.textContent, 'no levy without tfaMonthly').not.to.contain('trafikkforsikringsavgift');
    await finn('heading', { level: 3, name: 'Pakketilbud' }, innbo);
    const pakke = queryAllByShadowRole(innbo, 'listitem').map((li) => li.textContent);
    expect(pakke).to.deep.equal([
      `Reiseforsikring139${NBSP}kr/md1${NBSP}668${NBSP}kr/år`,
      `Ulykkesforsikring65${NBSP}kr/md780${NBSP}kr/år`,
    ]);
    expect((await finn('link', { name: 'Vis tilbudet på Bilforsikring' }, bil)).getAttribute('href')).to.equal(
      '/privat/forsikring/motor/tilbud/7099001',
    );
    const ufore = await kort('Uføreforsikring');
    expect((await finn('link', { name: 'Vis tilbudet på Uføreforsikring' }, ufore)).getAttribute('href')).to.equal(
      '/privat/forsikring/liv/tilbud/3399004',
    );
    expect(queryByShadowRole(container, 'alert')).to.equal(null);
    expect(queryByShadowText(container, 'Noen av systemene våre er nede...')).to.equal(null);
    await expectNoAxeViolations(container);
  });

  it('asks first: the dialog takes focus, Escape cancels and focus goes back', async () => {
    const knapp = await fjernKnapp('Bilforsikring');
    knapp.focus();
    knapp.click();
    const dialog = await finn('dialog', { name: 'Fjern tilbud' });
    expect(dialog.textContent).to.contain('Vil du fjerne tilbudet på Bilforsikring?');
    const avbryt = await finn('button', { name: 'Avbryt' }, dialog);
    await waitFor(() => aktivtElement() === avbryt);
    await expectNoAxeViolations(container);
    // Tab stays in the modal dialog.
    await sendKeys({ press: 'Shift+Tab' });
    expect(aktivtElement() === (await finn('button', { name: 'Ja, fjern tilbudet' }, dialog)), 'focus on the confirm button').to.equal(
      true,
    );
    await sendKeys({ press: 'Escape' });
    await waitFor(() => !queryByShadowRole(container, 'dialog'));
    expect(aktivtElement() === knapp, 'focus is back on the button').to.equal(true);
    expect(await countRequests('DELETE', `${API}/avtaleoversikt/tilbud/7099001`)).to.equal(0);
  });

  it("cancels with 'Avbryt' too", async () => {
    const knapp = await fjernKnapp('Kattforsikring');
    knapp.click();
    (await finn('button', { name: 'Avbryt' })).click();
    await waitFor(() => !queryByShadowRole(container, 'dialog'));
    expect(aktivtElement() === knapp, 'focus is back on the button').to.equal(true);
    expect(navnIListen()).to.include('Kattforsikring');
  });

  it('removes the offer once on a double click and refreshes the shared list', async () => {
    const hentingerFor = await countRequests('GET', `${API}/avtaleoversikt/tilbud`);
    (await fjernKnapp('Bilforsikring')).click();
    const bekreft = await finn('button', { name: 'Ja, fjern tilbudet' });
    bekreft.click();
    bekreft.click();
    await waitFor(() => !queryByShadowRole(container, 'dialog'));
    expect(navnIListen()).to.deep.equal(['Innboforsikring', 'Kattforsikring', 'Uføreforsikring']);
    expect(await countRequests('DELETE', `${API}/avtaleoversikt/tilbud/7099001`)).to.equal(1);
    // Tracked when the DELETE is taken: two clicks' events would come in the same task.
    await waitFor(() => klikk.includes('Ja, fjern tilbudet'), { timeout: 12_000 });
    expect(klikk.filter((label) => label === 'Ja, fjern tilbudet')).to.have.length(1);
    expect(await countRequests('GET', `${API}/avtaleoversikt/tilbud`)).to.equal(hentingerFor + 1);
    expect(aktivtElement() === (await finn('heading', { level: 1, name: 'Tilbudene dine' })), 'focus on the heading').to.equal(true);
    expect(queryByShadowRole(container, 'status')?.textContent).to.equal(
      'Tilbudet er fjernetTilbudet på Bilforsikring er fjernet fra listen din.',
    );
    await expectNoAxeViolations(container);
  });

  it("says so when removal fails, and 'Prøv igjen' tries again", async () => {
    await overrideApi('DELETE', `${API}/avtaleoversikt/tilbud/7099002`, { status: 500, body: { message: 'nede' }, delayMs: 300 });
    (await fjernKnapp('Innboforsikring')).click();
    (await finn('button', { name: 'Ja, fjern tilbudet' })).click();
    await finn('button', { name: 'Vennligst vent' });
    const alert = await finn('alert');
    expect([...alert.querySelectorAll('p')].map((p) => p.textContent)).to.deep.equal([
      'En feil oppsto ved sletting av ditt tilbud',
      'Tilbudet er ikke fjernet. Prøv igjen om litt.',
    ]);
    const igjen = await finn('button', { name: 'Prøv igjen' });
    expect(navnIListen()).to.include('Innboforsikring');
    await expectNoAxeViolations(container);

    // The backend recovers (the reset also reseeds Bilforsikring); the retry removes the offer.
    await resetBackend('skadekunde');
    igjen.click();
    await waitFor(() => !queryByShadowRole(container, 'dialog'));
    expect(navnIListen()).to.deep.equal(['Bilforsikring', 'Kattforsikring', 'Uføreforsikring']);
    expect(await countRequests('DELETE', `${API}/avtaleoversikt/tilbud/7099002`)).to.equal(1);
  });

  it('takes the removed offer out of the list even when the refresh then fails', async () => {
    await overrideApi('GET', `${API}/avtaleoversikt/tilbud`, { status: 500, body: { message: 'nede' } });
    (await fjernKnapp('Kattforsikring')).click();
    (await finn('button', { name: 'Ja, fjern tilbudet' })).click();
    await waitFor(() => !queryByShadowRole(container, 'dialog'));
    expect(navnIListen()).to.deep.equal(['Bilforsikring', 'Uføreforsikring']);
    // The status may still hold the last removal's message for a moment after the dialog closes
    // (seen in WebKit): wait for this removal's.
    const status = () => queryByShadowRole(container, 'status')?.textContent;
    await waitFor(() => status() === 'Tilbudet er fjernetTilbudet på Kattforsikring er fjernet fra listen din.').catch(() => {
      expect(status()).to.equal('Tilbudet er fjernetTilbudet på Kattforsikring er fjernet fra listen din.');
    });
  });
});
