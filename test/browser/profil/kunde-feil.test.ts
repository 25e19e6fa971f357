/// <reference types="mocha" />
// The customer itself cannot be read: the card says so with 'Prøv igjen'; documents in the post still
// work; no rows that need the customer, no consents.
import { expect } from 'chai';
import { queryAllByShadowRole, queryByShadowRole } from 'shadow-dom-testing-library';
import { waitFor } from '../helpers/wait.ts';
import { expectNoAxeViolations } from '../helpers/axe.ts';
import { overrideApi, resetBackend } from '../helpers/backend.ts';
import { API, loadBundle, mount } from '../helpers/portal.ts';
import { etiketter, finn, lestTekst, profil, ventPaVerdi } from './profil-helpers.ts';

describe('kfp-profil: the customer cannot be read', () => {
  it('says so, keeps the post row working, and comes back with Prøv igjen', async () => {
    await resetBackend('skadekunde');
    await overrideApi('GET', `${API}/skadekunde/hent`, { status: 500, body: { message: 'nede' } });
    await loadBundle({ showSamtykkerMinProfil: true });
    const host = await profil(mount('<kfp-profil></kfp-profil>'));
    await waitFor(() =>
      queryAllByShadowRole(host, 'status').some(
        (s) => lestTekst(s) === 'Vi kunne ikke hente navnet og kontaktopplysningene dine akkurat nå.',
      ),
    );
    await ventPaVerdi(host, 'Forsikringsdokumenter i posten', 'Nei');
    expect(etiketter(host)).to.deep.equal(['Forsikringsdokumenter i posten']);
    await finn(host, 'button', { name: 'Endre forsikringsdokumenter i posten' });
    expect(queryByShadowRole(host, 'region', { name: 'Samtykker' }) === null, 'absent').to.equal(true);
    await expectNoAxeViolations(host);

    await resetBackend('skadekunde');
    (await finn(host, 'button', { name: 'Prøv igjen' })).click();
    await finn(host, 'heading', { level: 2, name: 'Ingrid Haugland' });
    await ventPaVerdi(host, 'Mobilnummer', '91 23 45 67');
    await finn(host, 'region', { name: 'Samtykker' });
  });
});
