/// <reference types="mocha" />
// The marketing consents: 'Vis mer' / 'Vis mindre', Ja/Nei from the samtykker, each choice's body,
// the refresh and the toast 'Samtykket til markedsføring er endret', and a failure that puts the
// radio back. Both consent kinds, through the texts answered here.
import { expect } from 'chai';
import { sendKeys } from '@web/test-runner-commands';
import { findByShadowText, queryAllByShadowText, queryByShadowRole } from 'shadow-dom-testing-library';
import { expectNoAxeViolations } from '../helpers/axe.ts';
import { overrideApi, resetBackend } from '../helpers/backend.ts';
import { API, loadBundle, mount } from '../helpers/portal.ts';
import { waitFor } from '../helpers/wait.ts';
import { aktivtElement, finn, kall, lestTekst, profil } from './profil-helpers.ts';

let host: HTMLElement;
const radio = async (samtykke: string, valg: 'Ja' | 'Nei') =>
  (await finn(await finn(host, 'radiogroup', { name: samtykke }), 'radio', { name: valg })) as HTMLInputElement;
const artikkel = (samtykke: string) => finn(host, 'article', { name: samtykke });

const TEKSTER = [
  { samtykke: 'MARKETING', tittel: 'Markedsføring', ingress: 'Vil du få tilbud og råd som passer for deg?', tekst: 'Vi bruker opplysninger om forsikringene dine.' },
  { samtykke: 'CROSS_DOMAIN', tittel: 'Deling med banken din', ingress: 'Skal banken din få vite hvilke forsikringer du har?', tekst: 'Banken kan gi deg bedre råd.' },
];

describe('kfp-profil: the marketing consents', () => {
  before(async () => {
    await resetBackend('skadekunde');
    await overrideApi('GET', `${API}/samtykke/tekster`, { status: 200, body: TEKSTER });
    await loadBundle({ showSamtykkerMinProfil: true });
    host = await profil(mount('<kfp-profil></kfp-profil>'));
    await artikkel('Deling med banken din');
  });

  it('shows each consent with title, lead and Ja/Nei from the samtykker', async () => {
    expect((await radio('Markedsføring', 'Nei')).checked).to.equal(true);
    expect((await radio('Deling med banken din', 'Ja')).checked).to.equal(true);
    expect((await artikkel('Markedsføring')).textContent).to.contain('Vil du få tilbud og råd som passer for deg?');
    await expectNoAxeViolations(host);
  });

  it("expands the text with 'Vis mer' and folds it with 'Vis mindre'", async () => {
    const markedsforing = await artikkel('Markedsføring');
    const visMer = await finn(markedsforing, 'button', { name: 'Vis mer' });
    expect(visMer.getAttribute('aria-expanded')).to.equal('false');
    expect(queryAllByShadowText(markedsforing, 'Vi bruker opplysninger om forsikringene dine.').some((p) => p.checkVisibility())).to.equal(false);
    visMer.click();
    await waitFor(() => visMer.textContent === 'Vis mindre');
    expect(visMer.getAttribute('aria-expanded')).to.equal('true');
    const tekst = await findByShadowText(markedsforing, 'Vi bruker opplysninger om forsikringene dine.');
    expect(tekst.checkVisibility()).to.equal(true);
    await expectNoAxeViolations(host);
    visMer.click();
    await waitFor(() => visMer.textContent === 'Vis mer' && !tekst.checkVisibility());
  });

  it("sends { marketingConsentApproved: true } on Ja, refreshes, and shows the toast 'Samtykket til markedsføring er endret'", async () => {
    const ja = await radio('Markedsføring', 'Ja');
    ja.click();
    await findByShadowText(document.body, 'Samtykket til markedsføring er endret');
    expect((await kall('POST', '/samtykke/oppdater')).map((k) => k.body)).to.deep.equal([{ marketingConsentApproved: true }]);
    expect(await kall('GET', '/skadekunde/hent')).to.have.length(2);
    await waitFor(() => ja.checked && !ja.disabled);
    await expectNoAxeViolations(host);
  });

  it('sends { crossDomainConsentApproved: false } on Nei for the other consent, chosen by keyboard; focus stays on the radio', async () => {
    const ja = await radio('Deling med banken din', 'Ja');
    ja.focus();
    await sendKeys({ press: 'ArrowRight' });
    const nei = await radio('Deling med banken din', 'Nei');
    await waitFor(async () => (await kall('POST', '/samtykke/oppdater')).length === 2);
    expect((await kall('POST', '/samtykke/oppdater'))[1]?.body).to.deep.equal({ crossDomainConsentApproved: false });
    await waitFor(() => nei.checked && !nei.disabled && aktivtElement() === nei);
  });

  it('says so when the change fails, and puts the radio back', async () => {
    await overrideApi('POST', `${API}/samtykke/oppdater`, { status: 500, body: { message: 'nede' } });
    const nei = await radio('Markedsføring', 'Nei');
    nei.click();
    const markedsforing = await artikkel('Markedsføring');
    const alert = await finn(markedsforing, 'alert');
    expect(lestTekst(alert)).to.equal('Vi kunne ikke endre samtykket ditt. Valget ditt er ikke lagret. Prøv igjen om litt.');
    await waitFor(async () => (await radio('Markedsføring', 'Ja')).checked && !nei.checked);
    expect(queryByShadowRole(markedsforing, 'radio', { name: 'Nei', checked: true }) === null, 'absent').to.equal(true);
    await expectNoAxeViolations(host);
  });
});
