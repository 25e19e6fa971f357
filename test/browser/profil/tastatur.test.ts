/// <reference types="mocha" />
// The profile by keyboard alone: Tab reaches every action in reading order, Enter and Space open and
// close editors with focus where it belongs, Enter saves, Escape cancels, arrows choose a consent
// and Tab, Enter on its 'Lagre' save it.
import { expect } from 'chai';
import { sendKeys } from '@web/test-runner-commands';
import { queryAllByShadowRole } from 'shadow-dom-testing-library';
import { resetBackend } from '../helpers/backend.ts';
import { loadBundle, mount } from '../helpers/portal.ts';
import { waitFor } from '../helpers/wait.ts';
import { aktivtElement, finn, kall, lestTekst, profil, ventPaVerdi } from './profil-helpers.ts';

let host: HTMLElement;

/** What the focused control is called (its text without hidden parts, or a field's label). */
function fokusNavn(): string {
  const element = aktivtElement();
  if (element instanceof HTMLInputElement) return `${element.type}:${element.labels?.[0]?.textContent ?? ''}`;
  return element ? lestTekst(element).trim() : '';
}

async function tab(bakover = false): Promise<string> {
  await sendKeys({ press: bakover ? 'Shift+Tab' : 'Tab' });
  return fokusNavn();
}

describe('kfp-profil: by keyboard alone', () => {
  before(async () => {
    await resetBackend('skadekunde');
    await loadBundle({ showSamtykkerMinProfil: true });
    host = await profil(mount('<kfp-profil></kfp-profil>'));
    await ventPaVerdi(host, 'Adresse', 'Kirkeveien 12\n0368 OSLO');
    await finn(host, 'article', { name: 'Markedsføring' });
    // The feedback widget, last in the tab order, loads its own chunk: wait for its choices too.
    const feedback = await waitFor(() => host.shadowRoot?.querySelector<HTMLElement>('kfp-feedback'));
    await waitFor(() => queryAllByShadowRole(feedback, 'radio').length > 0);
  });

  it('tabs through the actions in reading order', async () => {
    const rekkefolge = [await tab(), await tab(), await tab(), await tab(), await tab(), await tab(), await tab()];
    expect(rekkefolge).to.deep.equal([
      'Endre adresse',
      'Endre mobilnummer',
      'Endre e-post',
      'Endre forsikringsdokumenter i posten',
      'Vis mer',
      'radio:Nei',
      // then the feedback widget's first choice
      rekkefolge[6] ?? '',
    ]);
    expect(rekkefolge[6]).to.match(/^radio:/);
  });

  it('opens the address editor with Enter; Shift+Tab and Enter on Avbryt close it, focus stays on the toggle', async () => {
    for (let i = 0; i < 6; i++) await tab(true);
    expect(fokusNavn()).to.equal('Endre adresse');
    await sendKeys({ press: 'Enter' });
    await waitFor(() => fokusNavn() === 'Bruk folkeregistrert adresse');
    expect(await tab(true)).to.equal('Avbryt endring av adresse');
    await sendKeys({ press: 'Enter' });
    await waitFor(() => fokusNavn() === 'Endre adresse');
  });

  it('changes the mobile number: Tab, Space opens with focus in the field, typing, Enter saves, focus back on Endre', async () => {
    expect(await tab()).to.equal('Endre mobilnummer');
    await sendKeys({ press: 'Space' });
    await waitFor(() => fokusNavn() === 'tel:Mobilnummer');
    await sendKeys({ press: 'Control+A' });
    await sendKeys({ type: '4000 1111' });
    expect(await tab()).to.equal('Lagre');
    expect(await tab(true)).to.equal('tel:Mobilnummer');
    await sendKeys({ press: 'Enter' });
    await ventPaVerdi(host, 'Mobilnummer', '40 00 11 11');
    await waitFor(() => fokusNavn() === 'Endre mobilnummer');
    expect((await kall('PUT', '/skadekunde/mobilnummer')).map((k) => k.body)).to.deep.equal([{ mobilNummer: '40001111' }]);
  });

  it('Escape in an editor cancels it and returns focus', async () => {
    expect(await tab()).to.equal('Endre e-post');
    await sendKeys({ press: 'Enter' });
    await waitFor(() => fokusNavn() === 'email:E-post');
    await sendKeys({ press: 'Escape' });
    await waitFor(() => fokusNavn() === 'Endre e-post');
  });

  it('expands the consent text with Enter, chooses with the arrow keys, saves with Tab and Enter; focus back on the choice', async () => {
    expect(await tab()).to.equal('Endre forsikringsdokumenter i posten');
    expect(await tab()).to.equal('Vis mer');
    await sendKeys({ press: 'Enter' });
    await waitFor(() => fokusNavn() === 'Vis mindre');
    expect(await tab()).to.equal('radio:Nei');
    await sendKeys({ press: 'ArrowLeft' });
    await waitFor(() => fokusNavn() === 'radio:Ja');
    expect(await kall('POST', '/samtykke/oppdater')).to.have.length(0);
    expect(await tab()).to.equal('Lagre valget for Markedsføring');
    await sendKeys({ press: 'Enter' });
    await waitFor(async () => (await kall('POST', '/samtykke/oppdater')).length === 1);
    expect((await kall('POST', '/samtykke/oppdater'))[0]?.body).to.deep.equal({ marketingConsentApproved: true });
    await waitFor(() => {
      const valgt = aktivtElement();
      return (
        valgt instanceof HTMLInputElement && valgt.checked && valgt.getAttribute('aria-disabled') !== 'true' && fokusNavn() === 'radio:Ja'
      );
    });
  });
});
