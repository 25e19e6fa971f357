/// <reference types="mocha" />
// The claims customer's e-mail: the field, every validation and server message, the failing save
// that keeps the typed address, and { epostAdresse } to PUT skadekunde/kontaktinformasjon.
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
  stille,
  toastMed,
  ventPaVerdi,
} from './profil-helpers.ts';

let host: HTMLElement;
let endre: HTMLElement;

const felt = () => finn(host, 'textbox', { name: 'E-post' }) as Promise<HTMLInputElement>;

describe('kfp-profil: the e-mail address', () => {
  before(async () => {
    await resetBackend('skadekunde');
    await loadBundle();
    host = await profil(mount('<kfp-profil></kfp-profil>'));
    await ventPaVerdi(host, 'E-post', 'ingrid.haugland@example.no');
    endre = await finn(host, 'button', { name: 'Endre e-post' });
  });

  it('opens an e-mail field with its label, holding the address, focused', async () => {
    endre.click();
    const epost = await felt();
    await waitFor(() => aktivtElement() === epost);
    expect(epost.value).to.equal('ingrid.haugland@example.no');
    expect(epost.type).to.equal('email');
    expect(epost.autocomplete).to.equal('email');
    expect(epost.labels?.[0]?.textContent).to.equal('E-post');
    expect(endre.getAttribute('aria-expanded')).to.equal('true');
    await expectNoAxeViolations(host);
  });

  it("requires an address: 'Du må fylle inn e-post'", async () => {
    const epost = await felt();
    await skriv(epost, '');
    await sendKeys({ press: 'Enter' });
    await waitFor(() => feltfeil(epost) === 'Du må fylle inn e-post');
    expect(aktivtElement() === epost, 'focus on the field').to.equal(true);
    await expectNoAxeViolations(host);
  });

  it("checks the §5 pattern on every edit after a failed submit: 'E-postadressen er ikke gyldig'", async () => {
    const epost = await felt();
    await sendKeys({ type: 'ola' });
    await waitFor(() => feltfeil(epost) === 'E-postadressen er ikke gyldig');
    await sendKeys({ type: '@eksempel' });
    expect(feltfeil(epost)).to.equal('E-postadressen er ikke gyldig');
    await sendKeys({ type: '.no' });
    await waitFor(() => feltfeil(epost) === '');
    await skriv(epost, 'ola nordmann@eksempel.no');
    await waitFor(() => feltfeil(epost) === 'E-postadressen er ikke gyldig');
    await sendKeys({ press: 'Enter' });
    await waitFor(() => aktivtElement() === epost);
    // æ, ø and å are allowed in the local part.
    await skriv(epost, 'bjørn.ås@example.no');
    await waitFor(() => feltfeil(epost) === '');
    expect(await kall('PUT', '/skadekunde/kontaktinformasjon')).to.have.length(0);
    await expectNoAxeViolations(host);
  });

  it("shows the server's UGYLDIG_MAILADRESSE as 'E-postadressen er ikke gyldig', focus on the field, the address kept", async () => {
    await overrideApi('PUT', `${API}/skadekunde/kontaktinformasjon`, { status: 400, body: { code: 'UGYLDIG_MAILADRESSE' } });
    const epost = await felt();
    await skriv(epost, 'ola@finnes-ikke.no');
    (await finn(host, 'button', { name: 'Lagre' })).focus();
    await sendKeys({ press: 'Enter' });
    await waitFor(() => feltfeil(epost) === 'E-postadressen er ikke gyldig');
    await waitFor(() => aktivtElement() === epost);
    expect(epost.value).to.equal('ola@finnes-ikke.no');
    await expectNoAxeViolations(host);
  });

  it("says 'Noe gikk galt ved oppdatering av e-post' on any other failure, that the address is unchanged, and keeps the typed one", async () => {
    await overrideApi('PUT', `${API}/skadekunde/kontaktinformasjon`, { status: 502, body: 'Bad gateway', delayMs: 300 });
    const epost = await felt();
    await skriv(epost, 'ola@eksempel.no');
    await sendKeys({ press: 'Enter' });
    await waitFor(() => kunngjort(host).includes('Oppdaterer e-post'));
    await expectNoAxeViolations(host);
    const { avsnitt } = await lagringFeilet(await finn(await rad(host, 'E-post'), 'alert'));
    expect(avsnitt).to.deep.equal(['Noe gikk galt ved oppdatering av e-post', 'E-postadressen din er ikke endret.', 'Prøv igjen om litt.']);
    expect(epost.value).to.equal('ola@eksempel.no');
    expect(feltfeil(epost)).to.equal('');
    await ventPaVerdi(host, 'E-post', 'ingrid.haugland@example.no');
    await expectNoAxeViolations(host);
  });

  it('forgets the failure on cancel: opening again shows the stored address and no message', async () => {
    await sendKeys({ press: 'Escape' });
    await waitFor(() => !queryByShadowRole(host, 'textbox', { name: 'E-post' }));
    expect(aktivtElement() === endre, 'focus on Endre').to.equal(true);
    endre.click();
    const epost = await felt();
    await waitFor(() => aktivtElement() === epost);
    expect(epost.value).to.equal('ingrid.haugland@example.no');
    expect(stille(queryByShadowRole(await rad(host, 'E-post'), 'alert')), 'no message').to.equal(true);
    expect(feltfeil(epost)).to.equal('');
  });

  it('saves { epostAdresse } (trimmed), closes, shows the new address and puts focus on Endre', async () => {
    await resetBackend('skadekunde');
    const epost = await felt();
    await skriv(epost, ' bjørn.ås@example.no ');
    await sendKeys({ press: 'Enter' });
    await ventPaVerdi(host, 'E-post', 'bjørn.ås@example.no');
    expect((await kall('PUT', '/skadekunde/kontaktinformasjon')).map((k) => k.body)).to.deep.equal([
      { epostAdresse: 'bjørn.ås@example.no' },
    ]);
    expect(await kall('POST', '/liv/kunde/v1/contactInfo')).to.have.length(0);
    expect(queryByShadowRole(host, 'textbox', { name: 'E-post' }) === null, 'absent').to.equal(true);
    await waitFor(() => aktivtElement() === endre);
    expect((await toastMed('E-postadressen er endret')).getAttribute('aria-live')).to.equal('polite');
  });
});
