/// <reference types="mocha" />
// The marketing consents: 'Vis mer' / 'Vis mindre', Ja/Nei from the samtykker, 'Lagre' (a choice
// alone saves nothing), each save's body, the refresh and the toast 'Samtykket til markedsføring er
// endret', and a failure that keeps the choice and leaves the stored one. Both consent kinds,
// through the texts answered here.
import { expect } from 'chai';
import { sendKeys } from '@web/test-runner-commands';
import { findByShadowText, queryAllByShadowText, queryByShadowRole } from 'shadow-dom-testing-library';
import { expectNoAxeViolations } from '../helpers/axe.ts';
import { overrideApi, resetBackend } from '../helpers/backend.ts';
import { API, loadBundle, mount } from '../helpers/portal.ts';
import { waitFor } from '../helpers/wait.ts';
import { aktivtElement, finn, kall, lagringFeilet, profil, toastMed } from './profil-helpers.ts';

let host: HTMLElement;
const radio = async (samtykke: string, valg: 'Ja' | 'Nei') =>
  (await finn(await finn(host, 'radiogroup', { name: samtykke }), 'radio', { name: valg })) as HTMLInputElement;
const artikkel = (samtykke: string) => finn(host, 'article', { name: samtykke });
const lagre = (samtykke: string) => finn(host, 'button', { name: `Lagre valget for ${samtykke}` });

const TEKSTER = [
  {
    samtykke: 'MARKETING',
    tittel: 'Markedsføring',
    ingress: 'Vil du få tilbud og råd som passer for deg?',
    tekst: 'Vi bruker opplysninger om forsikringene dine.',
  },
  {
    samtykke: 'CROSS_DOMAIN',
    tittel: 'Deling med banken din',
    ingress: 'Skal banken din få vite hvilke forsikringer du har?',
    tekst: 'Banken kan gi deg bedre råd.',
  },
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
    expect(queryAllByShadowText(markedsforing, 'Vi bruker opplysninger om forsikringene dine.').some((p) => p.checkVisibility())).to.equal(
      false,
    );
    visMer.click();
    await waitFor(() => visMer.textContent === 'Vis mindre');
    expect(visMer.getAttribute('aria-expanded')).to.equal('true');
    const tekst = await findByShadowText(markedsforing, 'Vi bruker opplysninger om forsikringene dine.');
    expect(tekst.checkVisibility()).to.equal(true);
    // The text it opened comes after the button, where a screen reader goes on reading (issue 33).
    expect(visMer.compareDocumentPosition(tekst) & Node.DOCUMENT_POSITION_FOLLOWING, 'the text follows its button').to.not.equal(0);
    await expectNoAxeViolations(host);
    visMer.click();
    await waitFor(() => visMer.textContent === 'Vis mer' && !tekst.checkVisibility());
  });

  it("sends { marketingConsentApproved: true } on Ja and 'Lagre', refreshes, and shows the toast 'Samtykket til markedsføring er endret'", async () => {
    const ja = await radio('Markedsføring', 'Ja');
    ja.click();
    await expectNoAxeViolations(host);
    expect(await kall('POST', '/samtykke/oppdater'), 'choosing alone saves nothing').to.have.length(0);
    (await lagre('Markedsføring')).click();
    await toastMed('Samtykket til markedsføring er endret');
    expect((await kall('POST', '/samtykke/oppdater')).map((k) => k.body)).to.deep.equal([{ marketingConsentApproved: true }]);
    expect(await kall('GET', '/skadekunde/hent')).to.have.length(2);
    await waitFor(() => ja.checked && ja.getAttribute('aria-disabled') !== 'true');
    // Saved: nothing left to save.
    await waitFor(() => queryByShadowRole(host, 'button', { name: 'Lagre valget for Markedsføring' }) === null);
    await expectNoAxeViolations(host);
  });

  it('sends { crossDomainConsentApproved: false } on Nei for the other consent, by keyboard: arrow, Tab, Enter; focus back on the chosen radio', async () => {
    const ja = await radio('Deling med banken din', 'Ja');
    ja.focus();
    await sendKeys({ press: 'ArrowRight' });
    const nei = await radio('Deling med banken din', 'Nei');
    await waitFor(() => nei.checked && aktivtElement() === nei);
    await sendKeys({ press: 'Tab' });
    await waitFor(async () => aktivtElement() === (await lagre('Deling med banken din')));
    await sendKeys({ press: 'Enter' });
    await waitFor(async () => (await kall('POST', '/samtykke/oppdater')).length === 2);
    expect((await kall('POST', '/samtykke/oppdater'))[1]?.body).to.deep.equal({ crossDomainConsentApproved: false });
    await waitFor(() => nei.checked && nei.getAttribute('aria-disabled') !== 'true' && aktivtElement() === nei);
  });

  it('says so when the change fails; the choice stays for another try, the stored one is unchanged', async () => {
    await overrideApi('POST', `${API}/samtykke/oppdater`, { status: 500, body: { message: 'nede' } });
    const nei = await radio('Markedsføring', 'Nei');
    nei.click();
    (await lagre('Markedsføring')).click();
    const markedsforing = await artikkel('Markedsføring');
    const { avsnitt } = await lagringFeilet(await finn(markedsforing, 'alert'));
    expect(avsnitt).to.deep.equal(['Vi klarte ikke å lagre valget ditt.', 'Samtykket ditt er ikke endret.', 'Prøv igjen om litt.']);
    await waitFor(() => nei.checked && nei.getAttribute('aria-disabled') !== 'true');
    expect((await lagre('Markedsføring')).getAttribute('aria-disabled')).not.to.equal('true');
    await expectNoAxeViolations(host);
    // Choosing what is stored again: nothing to save.
    (await radio('Markedsføring', 'Ja')).click();
    await waitFor(() => queryByShadowRole(markedsforing, 'button', { name: 'Lagre valget for Markedsføring' }) === null);
  });
});
