/// <reference types="mocha" />
// The claims customer (skadekunde, distributor eika, consents on): every row it should see and none
// it should not, the calls made for it, and the address set to the registered one.
import { expect } from 'chai';
import { queryByShadowRole, queryByShadowText } from 'shadow-dom-testing-library';
import { expectNoAxeViolations } from '../helpers/axe.ts';
import { overrideApi, resetBackend } from '../helpers/backend.ts';
import { API, loadBundle, mount } from '../helpers/portal.ts';
import { waitFor } from '../helpers/wait.ts';
import { NBSP, aktivtElement, etiketter, finn, harRad, kall, profil, rad, toastMed, ventPaVerdi } from './profil-helpers.ts';

let host: HTMLElement;

describe('kfp-profil: the claims customer', () => {
  before(async () => {
    await resetBackend('skadekunde');
    await loadBundle({ showSamtykkerMinProfil: true });
    host = await profil(mount('<kfp-profil></kfp-profil>'));
  });

  it("shows title, lead, the name as the card's title and the claims customer's rows", async () => {
    expect(host.shadowRoot?.textContent).to.contain('Disse opplysningene gjelder kun forsikringsavtalene dine');
    await finn(host, 'heading', { level: 2, name: 'Ingrid Haugland' });
    await ventPaVerdi(host, 'Fødselsnummer', `010190${NBSP}12345`);
    await ventPaVerdi(host, 'Adresse', 'Kirkeveien 12\n0368 OSLO');
    await ventPaVerdi(host, 'Mobilnummer', '91 23 45 67');
    await ventPaVerdi(host, 'E-post', 'ingrid.haugland@example.no');
    await ventPaVerdi(host, 'Forsikringsdokumenter i posten', 'Nei');
    expect(etiketter(host)).to.deep.equal(['Fødselsnummer', 'Adresse', 'Mobilnummer', 'E-post', 'Forsikringsdokumenter i posten']);
    // distributor eika is not the savings-bank group's brand.
    expect(harRad(host, 'Medlem av et LO-forbund')).to.equal(false);
    expect(queryByShadowText(host, 'Denne delen av forsikringssidene er ikke ferdig ennå.') === null, 'absent').to.equal(true);
    await expectNoAxeViolations(host);
  });

  it("offers 'Endre' on the address, mobile, e-mail and post rows, closed", async () => {
    for (const hva of ['adresse', 'mobilnummer', 'e-post', 'forsikringsdokumenter i posten']) {
      const knapp = await finn(host, 'button', { name: `Endre ${hva}` });
      expect(knapp.getAttribute('aria-expanded'), hva).to.equal('false');
    }
    expect(queryByShadowRole(await rad(host, 'Fødselsnummer'), 'button') === null, 'absent').to.equal(true);
  });

  it('shows the marketing consents from the texts for non-bank customers, set from the samtykker', async () => {
    const samtykker = await finn(host, 'region', { name: 'Samtykker' });
    const markedsforing = await finn(samtykker, 'article', { name: 'Markedsføring' });
    expect(markedsforing.textContent).to.contain('Vil du få tilbud og råd som passer for deg?');
    const gruppe = await finn(markedsforing, 'radiogroup', { name: 'Markedsføring' });
    expect(((await finn(gruppe, 'radio', { name: 'Nei' })) as HTMLInputElement).checked).to.equal(true);
    expect(((await finn(gruppe, 'radio', { name: 'Ja' })) as HTMLInputElement).checked).to.equal(false);
  });

  it('ends with the feedback widget, filed under the profile', async () => {
    const feedback = host.shadowRoot?.querySelector('kfp-feedback');
    expect(feedback?.getAttribute('product-code')).to.equal('forsikringsprofil');
    await finn(feedback as HTMLElement, 'radiogroup', { name: 'Fikk du gjort det du skulle?' });
  });

  it('asks for the addresses and the postal list, not the Prolife record; consent texts for non-bank customers', async () => {
    expect(await kall('GET', '/adresse/kundeadresser')).to.have.length(1);
    expect(await kall('GET', '/adresse/postnummer')).to.have.length(1);
    expect(await kall('GET', '/liv/kunde/v1/eksisterer')).to.have.length(0);
    expect(await kall('GET', '/liv/kunde/v1/kunde')).to.have.length(0);
    const tekster = await kall('GET', '/samtykke/tekster');
    expect(tekster.map((k) => k.query)).to.deep.equal([{ bankkunde: 'false' }]);
    expect(await kall('GET', '/skadekunde/hent')).to.have.length(1);
  });

  it('shows the registered address in the editor, says so when the update fails, and keeps the editor open', async () => {
    await overrideApi('POST', `${API}/adresse/oppdater`, { status: 500, body: { message: 'nede' } });
    const endre = await finn(host, 'button', { name: 'Endre adresse' });
    endre.click();
    const bruk = await finn(host, 'button', { name: 'Bruk folkeregistrert adresse' });
    await waitFor(() => aktivtElement() === bruk);
    expect(endre.getAttribute('aria-expanded')).to.equal('true');
    const adresserad = await rad(host, 'Adresse');
    expect(adresserad.innerText).to.contain('Thereses gate 44B\n0354 OSLO');
    await expectNoAxeViolations(host);
    bruk.click();
    const alert = await finn(adresserad, 'alert');
    await waitFor(() => alert.textContent?.includes('Vi kunne ikke oppdatere adressen din til folkeregistrert adresse'));
    expect(await kall('POST', '/adresse/oppdater')).to.have.length(1);
    await ventPaVerdi(host, 'Adresse', 'Kirkeveien 12\n0368 OSLO');
    await expectNoAxeViolations(host);
  });

  it('sets the address to the registered one: no body, the addresses are fetched again, focus back on Endre', async () => {
    await resetBackend('skadekunde');
    (await finn(host, 'button', { name: 'Bruk folkeregistrert adresse' })).click();
    await ventPaVerdi(host, 'Adresse', 'Thereses gate 44B\n0354 OSLO');
    const [oppdater] = await kall('POST', '/adresse/oppdater');
    expect(oppdater?.body).to.equal(null);
    expect(await kall('GET', '/adresse/kundeadresser')).to.have.length(1);
    const endre = await finn(host, 'button', { name: 'Endre adresse' });
    await waitFor(() => aktivtElement() === endre);
    expect(endre.getAttribute('aria-expanded')).to.equal('false');
    expect((await toastMed('Adressen er oppdatert')).getAttribute('aria-live')).to.equal('polite');
  });

  it('says so when the address in use already is the registered one', async () => {
    (await finn(host, 'button', { name: 'Endre adresse' })).click();
    const tekst = await waitFor(() => queryByShadowText(host, /^Dette er adressen din i Folkeregisteret/));
    await waitFor(() => aktivtElement() === tekst);
    expect(queryByShadowRole(host, 'button', { name: 'Bruk folkeregistrert adresse' }) === null, 'absent').to.equal(true);
    await expectNoAxeViolations(host);
  });
});
