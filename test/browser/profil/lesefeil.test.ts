/// <reference types="mocha" />
// Failing reads: each says so in its own row with 'Prøv igjen', the other rows keep working, and a
// retry that succeeds brings the row back with focus on it.
import { expect } from 'chai';
import { queryByShadowRole } from 'shadow-dom-testing-library';
import { expectNoAxeViolations } from '../helpers/axe.ts';
import { overrideApi, resetBackend } from '../helpers/backend.ts';
import { API, loadBundle, mount } from '../helpers/portal.ts';
import { waitFor } from '../helpers/wait.ts';
import { aktivtElement, finn, lestTekst, profil, rad, ventPaVerdi } from './profil-helpers.ts';

let host: HTMLElement;
/** The row's message once it shows (the row is looked up afresh: it replaces the loading row). */
const meldingIRad = (etikett: string) =>
  waitFor(async () => {
    const status = queryByShadowRole(await rad(host, etikett), 'status');
    return status ? lestTekst(status) : null;
  });

describe('kfp-profil: reads that fail', () => {
  before(async () => {
    await resetBackend('skadekunde');
    await overrideApi('GET', `${API}/adresse/postnummer`, { status: 503, body: { message: 'nede' } });
    await overrideApi('GET', `${API}/dokumenter/postforsendelse`, { status: 400, body: { message: 'ugyldig' } });
    await overrideApi('GET', `${API}/samtykke/tekster`, { status: 500, body: { message: 'nede' } });
    await loadBundle({ showSamtykkerMinProfil: true });
    host = await profil(mount('<kfp-profil></kfp-profil>'));
  });

  it('says so in the address row (the postal list failed) and in the post row; the other rows work', async () => {
    expect(await meldingIRad('Adresse')).to.equal('Vi kunne ikke hente adressen din akkurat nå.');
    expect(await meldingIRad('Forsikringsdokumenter i posten')).to.equal('Vi kunne ikke hente om du får forsikringsdokumentene i posten.');
    await finn(await rad(host, 'Adresse'), 'button', { name: 'Prøv igjen' });
    await ventPaVerdi(host, 'Mobilnummer', '91 23 45 67');
    await finn(host, 'button', { name: 'Endre mobilnummer' });
    await expectNoAxeViolations(host);
  });

  it('says so in the consent section', async () => {
    const samtykker = await finn(host, 'region', { name: 'Samtykker' });
    const status = await finn(samtykker, 'status', {}, 8000);
    expect(lestTekst(status)).to.equal('Vi kunne ikke hente samtykkene dine akkurat nå.');
    await finn(samtykker, 'button', { name: 'Prøv igjen' });
  });

  it("'Prøv igjen' reads again; when it works the row shows its value and takes focus", async () => {
    await resetBackend('skadekunde');
    const knapp = await finn(await rad(host, 'Forsikringsdokumenter i posten'), 'button', { name: 'Prøv igjen' });
    knapp.focus();
    knapp.click();
    const postrad = await ventPaVerdi(host, 'Forsikringsdokumenter i posten', 'Nei');
    await waitFor(() => aktivtElement() === postrad);
    (await finn(await rad(host, 'Adresse'), 'button', { name: 'Prøv igjen' })).click();
    await ventPaVerdi(host, 'Adresse', 'Kirkeveien 12\n0368 OSLO');
    const samtykker = await finn(host, 'region', { name: 'Samtykker' });
    (await finn(samtykker, 'button', { name: 'Prøv igjen' })).click();
    await finn(samtykker, 'article', { name: 'Markedsføring' });
    await expectNoAxeViolations(host);
  });
});
