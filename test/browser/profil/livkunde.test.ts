/// <reference types="mocha" />
// The life-only (Prolife) customer without a niceKundenummer: no identity number, no address, the
// contact rows from the life customer, and both changes through POST liv/kunde/v1/contactInfo.
import { expect } from 'chai';
import { sendKeys } from '@web/test-runner-commands';
import { expectNoAxeViolations } from '../helpers/axe.ts';
import { resetBackend } from '../helpers/backend.ts';
import { loadBundle, mount } from '../helpers/portal.ts';
import { waitFor } from '../helpers/wait.ts';
import { aktivtElement, etiketter, finn, kall, profil, skriv, ventPaVerdi } from './profil-helpers.ts';

let host: HTMLElement;

describe('kfp-profil: the life-only customer', () => {
  before(async () => {
    await resetBackend('livkunde');
    await loadBundle({ showSamtykkerMinProfil: true });
    host = await profil(mount('<kfp-profil></kfp-profil>'));
  });

  it('shows the name, the contact rows from the life customer and the post row; no identity number, no address', async () => {
    await finn(host, 'heading', { level: 2, name: 'Torbjørn Sæther' });
    await ventPaVerdi(host, 'Mobilnummer', '48 12 34 56');
    await ventPaVerdi(host, 'E-post', 'torbjorn.saether@example.no');
    await ventPaVerdi(host, 'Forsikringsdokumenter i posten', 'Nei');
    expect(etiketter(host)).to.deep.equal(['Mobilnummer', 'E-post', 'Forsikringsdokumenter i posten']);
    expect(host.shadowRoot?.textContent).not.to.contain('15057834567');
    await finn(host, 'region', { name: 'Samtykker' });
    await expectNoAxeViolations(host);
  });

  it('checks the Prolife record and reads the life customer; never the address calls', async () => {
    expect(await kall('GET', '/liv/kunde/v1/eksisterer')).to.have.length(1);
    expect(await kall('GET', '/liv/kunde/v1/kunde')).to.have.length(1);
    expect(await kall('GET', '/adresse/kundeadresser')).to.have.length(0);
    expect(await kall('GET', '/adresse/postnummer')).to.have.length(0);
  });

  it('sends a new number as { epost, telefon } with the known e-mail', async () => {
    const endre = await finn(host, 'button', { name: 'Endre mobilnummer' });
    endre.click();
    const mobil = (await finn(host, 'textbox', { name: 'Mobilnummer' })) as HTMLInputElement;
    await waitFor(() => aktivtElement() === mobil);
    await skriv(mobil, '9988 7766');
    await sendKeys({ press: 'Enter' });
    await ventPaVerdi(host, 'Mobilnummer', '99 88 77 66');
    expect((await kall('POST', '/liv/kunde/v1/contactInfo')).map((k) => k.body)).to.deep.equal([
      { epost: 'torbjorn.saether@example.no', telefon: '99887766' },
    ]);
    expect(await kall('PUT', '/skadekunde/mobilnummer')).to.have.length(0);
    expect(await kall('GET', '/liv/kunde/v1/kunde')).to.have.length(2);
    await waitFor(() => aktivtElement() === endre);
  });

  it('sends a new e-mail as { epost }', async () => {
    await resetBackend('livkunde');
    const endre = await finn(host, 'button', { name: 'Endre e-post' });
    endre.click();
    const epost = (await finn(host, 'textbox', { name: 'E-post' })) as HTMLInputElement;
    await skriv(epost, 'torbjorn@eksempel.no');
    await sendKeys({ press: 'Enter' });
    await ventPaVerdi(host, 'E-post', 'torbjorn@eksempel.no');
    expect((await kall('POST', '/liv/kunde/v1/contactInfo')).map((k) => k.body)).to.deep.equal([{ epost: 'torbjorn@eksempel.no' }]);
    expect(await kall('PUT', '/skadekunde/kontaktinformasjon')).to.have.length(0);
    await waitFor(() => aktivtElement() === endre);
  });
});
