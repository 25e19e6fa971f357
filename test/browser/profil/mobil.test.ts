/// <reference types="mocha" />
// The claims customer's mobile number: the editor's focus, every validation and server message, the
// failing save that keeps the typed number, the request body, and the row after a save.
import { expect } from 'chai';
import { sendKeys } from '@web/test-runner-commands';
import { queryByShadowRole } from 'shadow-dom-testing-library';
import { expectNoAxeViolations } from '../helpers/axe.ts';
import { overrideApi, resetBackend } from '../helpers/backend.ts';
import { API, loadBundle, mount } from '../helpers/portal.ts';
import { waitFor } from '../helpers/wait.ts';
import {
  aktivtElement,
  feltfeil,
  finn,
  kall,
  kunngjort,
  lagringFeilet,
  profil,
  rad,
  skriv,
  toastMed,
  ventPaVerdi,
} from './profil-helpers.ts';

let host: HTMLElement;
let endre: HTMLElement;

const felt = () => finn(host, 'textbox', { name: 'Mobilnummer' }) as Promise<HTMLInputElement>;
const lagre = () => finn(host, 'button', { name: 'Lagre' });

describe('kfp-profil: the mobile number', () => {
  before(async () => {
    await resetBackend('skadekunde');
    await loadBundle();
    host = await profil(mount('<kfp-profil></kfp-profil>'));
    await ventPaVerdi(host, 'Mobilnummer', '91 23 45 67');
    endre = await finn(host, 'button', { name: 'Endre mobilnummer' });
  });

  it("opens with 'Endre': focus in the field holding the number, a tel field with its label and help text", async () => {
    endre.click();
    const mobil = await felt();
    await waitFor(() => aktivtElement() === mobil);
    expect(mobil.value).to.equal('91 23 45 67');
    expect(mobil.type).to.equal('tel');
    expect(mobil.autocomplete).to.equal('tel-national');
    expect(mobil.labels?.[0]?.textContent).to.equal('Mobilnummer');
    const avbryt = await finn(host, 'button', { name: 'Avbryt endring av mobilnummer' });
    expect(avbryt === endre, 'the same button toggles').to.equal(true);
    expect(avbryt.getAttribute('aria-expanded')).to.equal('true');
    const skjema = host.shadowRoot?.getElementById(avbryt.getAttribute('aria-controls') ?? '');
    expect(skjema?.contains(mobil), 'aria-controls names the editor').to.equal(true);
    expect((await rad(host, 'Mobilnummer')).textContent).to.contain(
      'Skriv 8 siffer som begynner med 4 eller 9, for eksempel 41 23 45 67. Nummeret endres bare for forsikringene dine, ikke i banken.',
    );
    await expectNoAxeViolations(host);
  });

  it("requires a number: 'Du må fylle inn et telefonnummer', focus on the field, nothing sent", async () => {
    const mobil = await felt();
    await skriv(mobil, '');
    // From the button, so focus really has to move back to the field.
    await sendKeys({ press: 'Tab' });
    expect(aktivtElement() === (await lagre()), 'focus on Lagre').to.equal(true);
    await sendKeys({ press: 'Enter' });
    await waitFor(() => feltfeil(mobil) === 'Du må fylle inn et telefonnummer');
    expect(mobil.getAttribute('aria-invalid')).to.equal('true');
    await waitFor(() => aktivtElement() === mobil);
    expect(await kall('PUT', '/skadekunde/mobilnummer')).to.have.length(0);
    await expectNoAxeViolations(host);
  });

  it("re-evaluates on every edit after a failed submit: 'Mobilnummeret er ikke gyldig' until the number is valid", async () => {
    const mobil = await felt();
    await sendKeys({ type: '2233' });
    await waitFor(() => feltfeil(mobil) === 'Mobilnummeret er ikke gyldig');
    await sendKeys({ type: '4455' });
    expect(feltfeil(mobil)).to.equal('Mobilnummeret er ikke gyldig');
    await skriv(mobil, '9');
    expect(feltfeil(mobil)).to.equal('Mobilnummeret er ikke gyldig');
    await sendKeys({ type: '8 76 54 32' });
    await waitFor(() => feltfeil(mobil) === '');
    expect(mobil.getAttribute('aria-invalid')).not.to.equal('true');
    expect(await kall('PUT', '/skadekunde/mobilnummer')).to.have.length(0);
  });

  it("cancels with 'Avbryt': focus back on 'Endre', the row unchanged; opening again starts from the stored number", async () => {
    endre.click();
    await waitFor(() => !queryByShadowRole(host, 'textbox', { name: 'Mobilnummer' }));
    expect(aktivtElement() === endre, 'focus on Endre').to.equal(true);
    expect(endre.getAttribute('aria-expanded')).to.equal('false');
    await ventPaVerdi(host, 'Mobilnummer', '91 23 45 67');
    endre.click();
    expect((await felt()).value).to.equal('91 23 45 67');
  });

  it('cancels with Escape too', async () => {
    const mobil = await felt();
    await waitFor(() => aktivtElement() === mobil);
    await sendKeys({ press: 'Escape' });
    await waitFor(() => !queryByShadowRole(host, 'textbox', { name: 'Mobilnummer' }));
    expect(aktivtElement() === endre, 'focus on Endre').to.equal(true);
  });

  it("shows the server's UGYLDIG_MOBILNR as 'Mobilnummeret er ikke gyldig' on the field, and keeps the number", async () => {
    await overrideApi('PUT', `${API}/skadekunde/mobilnummer`, { status: 400, body: { code: 'UGYLDIG_MOBILNR' } });
    endre.click();
    const mobil = await felt();
    await skriv(mobil, '47 00 00 00');
    (await lagre()).focus();
    await sendKeys({ press: 'Space' });
    await waitFor(() => feltfeil(mobil) === 'Mobilnummeret er ikke gyldig');
    await waitFor(() => aktivtElement() === mobil);
    expect(mobil.value).to.equal('47 00 00 00');
    const [sendt] = await kall('PUT', '/skadekunde/mobilnummer');
    expect(sendt?.body).to.deep.equal({ mobilNummer: '47000000' });
    await expectNoAxeViolations(host);
    // Editing clears the server's verdict; the rule decides again.
    await sendKeys({ type: '1' });
    await waitFor(() => feltfeil(mobil) === 'Mobilnummeret er ikke gyldig');
    await sendKeys({ press: 'Backspace' });
    await waitFor(() => feltfeil(mobil) === '');
  });

  it("shows 'Oppdaterer mobilnummer' while saving, then the box 'Noe gikk galt' on any other failure; the number stays", async () => {
    await overrideApi('PUT', `${API}/skadekunde/mobilnummer`, { status: 503, body: { message: 'nede' }, delayMs: 500 });
    const mobil = await felt();
    await skriv(mobil, '48 12 12 12');
    const knapp = await lagre();
    knapp.click();
    await waitFor(() => kunngjort(host).includes('Oppdaterer mobilnummer'));
    expect(knapp.getAttribute('aria-disabled')).to.equal('true');
    expect(mobil.readOnly).to.equal(true);
    await expectNoAxeViolations(host);
    const { avsnitt } = await lagringFeilet(await finn(await rad(host, 'Mobilnummer'), 'alert'));
    expect(avsnitt).to.deep.equal([
      'Noe gikk galt',
      'Noe gikk galt ved oppdatering av telefonnummer',
      'Mobilnummeret ditt er ikke endret.',
      'Prøv igjen om litt.',
    ]);
    expect(mobil.value).to.equal('48 12 12 12');
    expect(feltfeil(mobil)).to.equal('');
    await ventPaVerdi(host, 'Mobilnummer', '91 23 45 67');
    await expectNoAxeViolations(host);
  });

  it('saves with Enter: sends { mobilNummer } without spaces, closes, the row shows the new number, focus on Endre', async () => {
    await resetBackend('skadekunde');
    const mobil = await felt();
    await skriv(mobil, ' 98 76 54 32 ');
    await sendKeys({ press: 'Enter' });
    await ventPaVerdi(host, 'Mobilnummer', '98 76 54 32');
    const sendt = await kall('PUT', '/skadekunde/mobilnummer');
    expect(sendt.map((k) => k.body)).to.deep.equal([{ mobilNummer: '98765432' }]);
    expect(await kall('GET', '/skadekunde/hent')).to.have.length(1);
    expect(queryByShadowRole(host, 'textbox', { name: 'Mobilnummer' }) === null, 'absent').to.equal(true);
    await waitFor(() => aktivtElement() === endre);
    expect((await toastMed('Mobilnummeret er endret')).getAttribute('aria-live')).to.equal('polite');
    await expectNoAxeViolations(host);
  });
});
