/// <reference types="mocha" />
// No niceKundenummer and no Prolife record: only the name and the post row; no contact rows, no
// address, and the life customer is never asked for.
import { expect } from 'chai';
import { expectNoAxeViolations } from '../helpers/axe.ts';
import { overrideApi, resetBackend } from '../helpers/backend.ts';
import { API, loadBundle, mount } from '../helpers/portal.ts';
import { waitFor } from '../helpers/wait.ts';
import { etiketter, finn, kall, profil, ventPaVerdi } from './profil-helpers.ts';

describe('kfp-profil: no niceKundenummer and no Prolife record', () => {
  it('hides the mobile, e-mail, address and identity rows', async () => {
    await resetBackend('livkunde');
    await overrideApi('GET', `${API}/liv/kunde/v1/eksisterer`, { status: 200, body: { eksisterer: false } });
    await loadBundle();
    const host = await profil(mount('<kfp-profil></kfp-profil>'));
    await finn(host, 'heading', { level: 2, name: 'Torbjørn Sæther' });
    await ventPaVerdi(host, 'Forsikringsdokumenter i posten', 'Nei');
    // The contact rows wait (skeletons) for the Prolife check, then go.
    await waitFor(() => etiketter(host).join() === 'Forsikringsdokumenter i posten');
    expect(await kall('GET', '/liv/kunde/v1/eksisterer')).to.have.length(1);
    expect(await kall('GET', '/liv/kunde/v1/kunde')).to.have.length(0);
    expect(await kall('GET', '/adresse/kundeadresser')).to.have.length(0);
    await expectNoAxeViolations(host);
  });
});
