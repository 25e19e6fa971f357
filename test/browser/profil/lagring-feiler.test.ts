/// <reference types="mocha" />
// The demo scenario 'lagring-feiler' (every write of the profile answers 500): each editor says so
// in Norwegian, keeps what the customer typed or chose, and the rows keep their stored values.
// Every failed save has one pattern (issue 34): what failed (the spec's words where it fixes them),
// that nothing changed, 'Prøv igjen om litt.' and the phone number, in the editor's live region.
import { expect } from 'chai';
import { sendKeys } from '@web/test-runner-commands';
import { expectNoAxeViolations } from '../helpers/axe.ts';
import { resetBackend } from '../helpers/backend.ts';
import { loadBundle, mount } from '../helpers/portal.ts';
import { waitFor } from '../helpers/wait.ts';
import { finn, kall, lagringFeilet, profil, rad, skriv, navn, ventPaVerdi } from './profil-helpers.ts';

let host: HTMLElement;
const RING = 'Eller ring oss på +47 91 50 31 00';
const feilIRad = async (etikett: string) => lagringFeilet(await finn(await rad(host, etikett), 'alert'));

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
    expect(await feilIRad('Mobilnummer')).to.deep.equal({
      avsnitt: [
        'Noe gikk galt',
        'Noe gikk galt ved oppdatering av telefonnummer',
        'Mobilnummeret ditt er ikke endret.',
        'Prøv igjen om litt.',
      ],
      ring: RING,
    });
    expect(mobil.value).to.equal('45 45 45 45');
    expect(await kall('PUT', '/skadekunde/mobilnummer')).to.have.length(1);
  });

  it('e-mail: the message with a title, the typed address kept', async () => {
    (await finn(host, 'button', { name: 'Endre e-post' })).click();
    const epost = (await finn(host, 'textbox', { name: 'E-post' })) as HTMLInputElement;
    await skriv(epost, 'ny.adresse@example.no');
    await sendKeys({ press: 'Enter' });
    expect(await feilIRad('E-post')).to.deep.equal({
      avsnitt: ['Noe gikk galt ved oppdatering av e-post', 'E-postadressen din er ikke endret.', 'Prøv igjen om litt.'],
      ring: RING,
    });
    expect(epost.value).to.equal('ny.adresse@example.no');
  });

  it('documents in the post: the message, the tick kept, the value unchanged', async () => {
    (await finn(host, 'button', { name: 'Endre forsikringsdokumenter i posten' })).click();
    const boks = (await finn(host, 'checkbox', { name: navn('Jeg vil få forsikringsdokumentene i posten') })) as HTMLInputElement;
    boks.click();
    (await finn(host, 'button', { name: 'Bekreft' })).click();
    expect(await feilIRad('Forsikringsdokumenter i posten')).to.deep.equal({
      avsnitt: ['Vi klarte ikke å lagre valget ditt.', 'Du får forsikringsdokumentene som før.', 'Prøv igjen om litt.'],
      ring: RING,
    });
    expect(boks.checked).to.equal(true);
    await ventPaVerdi(host, 'Forsikringsdokumenter i posten', 'Nei');
  });

  it('address: the message, the address unchanged', async () => {
    (await finn(host, 'button', { name: 'Endre adresse' })).click();
    (await finn(host, 'button', { name: 'Bruk folkeregistrert adresse' })).click();
    expect(await feilIRad('Adresse')).to.deep.equal({
      avsnitt: ['Vi kunne ikke oppdatere adressen din til folkeregistrert adresse', 'Adressen din er ikke endret.', 'Prøv igjen om litt.'],
      ring: RING,
    });
    const alert = await finn(await rad(host, 'Adresse'), 'alert');
    expect((await finn(alert, 'link', { name: '+47 91 50 31 00' })).getAttribute('href')).to.equal('tel:+4791503100');
    await ventPaVerdi(host, 'Adresse', 'Kirkeveien 12\n0368 OSLO');
  });

  it('consent: the message, the choice kept for another try, the stored one unchanged', async () => {
    const gruppe = await finn(host, 'radiogroup', { name: 'Markedsføring' });
    const ja = (await finn(gruppe, 'radio', { name: 'Ja' })) as HTMLInputElement;
    ja.click();
    (await finn(host, 'button', { name: 'Lagre valget for Markedsføring' })).click();
    expect(await lagringFeilet(await finn(await finn(host, 'article', { name: 'Markedsføring' }), 'alert'))).to.deep.equal({
      avsnitt: ['Vi klarte ikke å lagre valget ditt.', 'Samtykket ditt er ikke endret.', 'Prøv igjen om litt.'],
      ring: RING,
    });
    await waitFor(() => ja.checked && ja.getAttribute('aria-disabled') !== 'true');
    expect(await kall('POST', '/samtykke/oppdater')).to.have.length(1);
    expect((await finn(host, 'button', { name: 'Lagre valget for Markedsføring' })).getAttribute('aria-disabled')).not.to.equal('true');
  });

  it('has no axe violations with every editor open and failing', async () => {
    await expectNoAxeViolations(host);
  });
});
