/// <reference types="mocha" />
// A Prolife customer without a claims record: GET skadekunde/hent answers 404, which means "no claims
// record", not a failure. The profile shows the life customer's contact rows (spec §2: mobile and
// e-mail with a niceKundenummer or a Prolife record), not 'Vi kunne ikke hente navnet …'.
import { expect } from 'chai';
import { expectNoAxeViolations } from '../helpers/axe.ts';
import { overrideApi, resetBackend } from '../helpers/backend.ts';
import { API, loadBundle, mount } from '../helpers/portal.ts';
import { etiketter, kall, profil, ventPaVerdi } from './profil-helpers.ts';

describe('kfp-profil: a Prolife customer whose claims record is missing (404)', () => {
  it('shows the contact rows from the Prolife record and no failure', async () => {
    await resetBackend('livkunde');
    await overrideApi('GET', `${API}/skadekunde/hent`, { status: 404, body: { message: 'Fant ikke kunde' } });
    await overrideApi('GET', `${API}/liv/kunde/v1/eksisterer`, { status: 200, body: { eksisterer: true } });
    await loadBundle();
    const host = await profil(mount('<kfp-profil></kfp-profil>'));
    await ventPaVerdi(host, 'Mobilnummer', '48 12 34 56');
    await ventPaVerdi(host, 'E-post', 'torbjorn.saether@example.no');
    await ventPaVerdi(host, 'Forsikringsdokumenter i posten', 'Nei');
    expect(etiketter(host)).to.deep.equal(['Mobilnummer', 'E-post', 'Forsikringsdokumenter i posten']);
    expect(host.shadowRoot?.textContent).not.to.contain('Vi kunne ikke hente navnet og kontaktopplysningene dine akkurat nå');
    expect(await kall('GET', '/skadekunde/hent'), 'a 404 is an answer: not asked again').to.have.length(1);
    expect(await kall('GET', '/liv/kunde/v1/kunde')).to.have.length(1);
    await expectNoAxeViolations(host);
  });
});
