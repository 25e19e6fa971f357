/// <reference types="mocha" />
// A slow backend (scenario 'treg', every answer delayed): skeletons per row while loading, and each
// editor's saving state (its message, the busy button, the choice busy but focusable), checked with axe.
// Each save is held by the backend (holdSkriving) while the test looks at it: the scenario's fixed
// delay alone raced the test's steps on a busy machine.
import { expect } from 'chai';
import { sendKeys } from '@web/test-runner-commands';
import { queryByShadowRole } from 'shadow-dom-testing-library';
import { expectNoAxeViolations } from '../helpers/axe.ts';
import { holdSkriving, overrideApi, resetBackend } from '../helpers/backend.ts';
import { API, loadBundle, mount } from '../helpers/portal.ts';
import { waitFor } from '../helpers/wait.ts';
import { aktivtElement, finn, kunngjort, profil, rad, skriv, ventPaVerdi, verdi } from './profil-helpers.ts';

let host: HTMLElement;
const ADRESSER = [
  { isFolkreregistrert: false, gatenavn: 'Kirkeveien', gatenummer: '12', postnummer: '0368' },
  { isFolkreregistrert: true, gatenavn: 'Thereses gate', gatenummer: '44', gatenummerBokstav: 'B', postnummer: '0354' },
];

describe('kfp-profil: loading and saving on a slow backend', () => {
  before(async () => {
    await resetBackend('treg');
    // The addresses take longer than the rest, so the address row is seen waiting on its own.
    await overrideApi('GET', `${API}/adresse/kundeadresser`, { status: 200, body: { kundeadresser: ADRESSER }, delayMs: 2000 });
    await loadBundle({ showSamtykkerMinProfil: true });
  });

  it('shows skeletons, not a blank screen, and fills each row as its data comes', async () => {
    host = await profil(mount('<kfp-profil></kfp-profil>'));
    const side = await finn(host, 'region', { name: 'Forsikringsprofil' });
    expect(side.getAttribute('aria-busy')).to.equal('true');
    expect(host.shadowRoot?.querySelectorAll('[aria-hidden="true"].kfp-skeleton').length).to.be.greaterThan(2);
    await expectNoAxeViolations(host);
    // The customer is there before the addresses: the address row waits with a skeleton of its own.
    await ventPaVerdi(host, 'Mobilnummer', '91 23 45 67', 8000);
    const adresse = await rad(host, 'Adresse');
    expect(verdi(adresse)).to.equal('');
    expect(adresse.querySelector('.kfp-skeleton') !== null, 'present').to.equal(true);
    await ventPaVerdi(host, 'Adresse', 'Kirkeveien 12\n0368 OSLO', 8000);
    await ventPaVerdi(host, 'Forsikringsdokumenter i posten', 'Nei', 8000);
    await waitFor(() => side.getAttribute('aria-busy') === 'false');
    await resetBackend('treg');
  });

  it("shows 'Oppdaterer mobilnummer' while saving; Escape and 'Avbryt' wait for it", async () => {
    const endre = await finn(host, 'button', { name: 'Endre mobilnummer' });
    endre.click();
    const mobil = (await finn(host, 'textbox', { name: 'Mobilnummer' })) as HTMLInputElement;
    await waitFor(() => aktivtElement() === mobil);
    await skriv(mobil, '99 11 22 33');
    await holdSkriving(true);
    await sendKeys({ press: 'Enter' });
    await waitFor(() => kunngjort(host).includes('Oppdaterer mobilnummer'));
    expect(endre.getAttribute('aria-disabled')).to.equal('true');
    await sendKeys({ press: 'Escape' });
    endre.click();
    expect(queryByShadowRole(host, 'textbox', { name: 'Mobilnummer' }) !== null, 'present').to.equal(true);
    await expectNoAxeViolations(host);
    await holdSkriving(false);
    await ventPaVerdi(host, 'Mobilnummer', '99 11 22 33', 8000);
    await waitFor(() => aktivtElement() === endre);
  });

  it("shows 'Oppdaterer adressen' while the address is set to the registered one", async () => {
    (await finn(host, 'button', { name: 'Endre adresse' })).click();
    const folkeregistrert = await finn(host, 'button', { name: 'Bruk folkeregistrert adresse' });
    await holdSkriving(true);
    folkeregistrert.click();
    await waitFor(() => kunngjort(host).includes('Oppdaterer adressen'));
    await expectNoAxeViolations(host);
    await holdSkriving(false);
    await ventPaVerdi(host, 'Adresse', 'Thereses gate 44B\n0354 OSLO', 8000);
  });

  it("marks the consent's choice busy while it saves, without disabling it (focus stays)", async () => {
    const gruppe = await finn(host, 'radiogroup', { name: 'Markedsføring' });
    const ja = (await finn(gruppe, 'radio', { name: 'Ja' })) as HTMLInputElement;
    const nei = (await finn(gruppe, 'radio', { name: 'Nei' })) as HTMLInputElement;
    ja.click();
    const lagre = await finn(host, 'button', { name: 'Lagre valget for Markedsføring' });
    lagre.focus();
    await holdSkriving(true);
    await sendKeys({ press: 'Enter' });
    await waitFor(
      () =>
        ja.getAttribute('aria-disabled') === 'true' &&
        nei.getAttribute('aria-disabled') === 'true' &&
        kunngjort(host).includes('Lagrer samtykket'),
    );
    expect(ja.disabled || nei.disabled, 'not disabled').to.equal(false);
    expect(ja.checked).to.equal(true);
    expect(aktivtElement() === lagre, 'focus stays on Lagre while it saves').to.equal(true);
    await expectNoAxeViolations(host);
    await holdSkriving(false);
    await waitFor(() => ja.getAttribute('aria-disabled') !== 'true' && ja.checked);
    await waitFor(() => aktivtElement() === ja);
  });
});
