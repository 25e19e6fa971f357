/// <reference types="mocha" />
// The demo scenario 'lagring-feiler' (every write of the profile answers 500): each editor says so
// in Norwegian, keeps what the customer typed or chose, and the rows keep their stored values.
import { expect } from 'chai';
import { sendKeys } from '@web/test-runner-commands';
import { expectNoAxeViolations } from '../helpers/axe.ts';
import { resetBackend } from '../helpers/backend.ts';
import { loadBundle, mount } from '../helpers/portal.ts';
import { waitFor } from '../helpers/wait.ts';
import { finn, kall, lestTekst, profil, rad, skriv, navn, ventPaVerdi } from './profil-helpers.ts';

let host: HTMLElement;
const feilIRad = async (etikett: string) => lestTekst(await finn(await rad(host, etikett), 'alert'));

describe('kfp-profil: every save fails', () => {
  before(async () => {
    await resetBackend('lagring-feiler');
    await loadBundle({ showSamtykkerMinProfil: true });
    host = await profil(mount('<kfp-profil></kfp-profil>'));
    await ventPaVerdi(host, 'Mobilnummer', '91 23 45 67');
  });

  it('mobile number: the box, the typed number kept', async () => {
    (await finn(host, 'button', { name: 'Endre mobilnummer' })).click();
    const mobil = (await finn(host, 'textbox', { name: 'Mobilnummer' })) as HTMLInputElement;
    await skriv(mobil, '45 45 45 45');
    await sendKeys({ press: 'Enter' });
    const alert = await finn(await rad(host, 'Mobilnummer'), 'alert');
    expect([...alert.querySelectorAll('p')].map((p) => p.textContent)).to.deep.equal(['Noe gikk galt', 'Noe gikk galt ved oppdatering av telefonnummer']);
    expect(mobil.value).to.equal('45 45 45 45');
    expect(await kall('PUT', '/skadekunde/mobilnummer')).to.have.length(1);
  });

  it('e-mail: the message, the typed address kept', async () => {
    (await finn(host, 'button', { name: 'Endre e-post' })).click();
    const epost = (await finn(host, 'textbox', { name: 'E-post' })) as HTMLInputElement;
    await skriv(epost, 'ny.adresse@example.no');
    await sendKeys({ press: 'Enter' });
    expect(await feilIRad('E-post')).to.equal('Noe gikk galt ved oppdatering av e-post');
    expect(epost.value).to.equal('ny.adresse@example.no');
  });

  it('documents in the post: the message, the tick kept, the value unchanged', async () => {
    (await finn(host, 'button', { name: 'Endre forsikringsdokumenter i posten' })).click();
    const boks = (await finn(host, 'checkbox', { name: navn('Jeg vil få forsikringsdokumentene i posten') })) as HTMLInputElement;
    boks.click();
    (await finn(host, 'button', { name: 'Bekreft' })).click();
    expect(await feilIRad('Forsikringsdokumenter i posten')).to.equal('Vi kunne ikke lagre valget ditt. Prøv igjen, eller ta kontakt med oss.');
    expect(boks.checked).to.equal(true);
    await ventPaVerdi(host, 'Forsikringsdokumenter i posten', 'Nei');
  });

  it('address: the message, the address unchanged', async () => {
    (await finn(host, 'button', { name: 'Endre adresse' })).click();
    (await finn(host, 'button', { name: 'Bruk folkeregistrert adresse' })).click();
    const alert = await finn(await rad(host, 'Adresse'), 'alert');
    expect([...alert.querySelectorAll('p')].map((p) => p.textContent)).to.deep.equal([
      'Vi kunne ikke oppdatere adressen din til folkeregistrert adresse',
      'Prøv igjen om litt, eller ta kontakt med oss.',
    ]);
    expect((await finn(alert, 'link', { name: 'ta kontakt med oss' })).getAttribute('href')).to.equal('#kfp-footer-phonenumber');
    await ventPaVerdi(host, 'Adresse', 'Kirkeveien 12\n0368 OSLO');
  });

  it('consent: the message, the radio back on what is stored', async () => {
    const gruppe = await finn(host, 'radiogroup', { name: 'Markedsføring' });
    const ja = (await finn(gruppe, 'radio', { name: 'Ja' })) as HTMLInputElement;
    const nei = (await finn(gruppe, 'radio', { name: 'Nei' })) as HTMLInputElement;
    ja.click();
    const alert = await finn(await finn(host, 'article', { name: 'Markedsføring' }), 'alert');
    expect(lestTekst(alert)).to.equal('Vi kunne ikke endre samtykket ditt. Valget ditt er ikke lagret. Prøv igjen om litt.');
    await waitFor(() => nei.checked && !ja.checked && !ja.disabled);
  });

  it('has no axe violations with every editor open and failing', async () => {
    await expectNoAxeViolations(host);
  });
});
