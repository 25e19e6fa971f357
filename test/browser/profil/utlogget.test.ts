/// <reference types="mocha" />
// Logged out: the title, a line asking to log in, and no customer data asked for (spec §6).
import { expect } from 'chai';
import { findByShadowText } from 'shadow-dom-testing-library';
import { expectNoAxeViolations } from '../helpers/axe.ts';
import { apiRequests, resetBackend } from '../helpers/backend.ts';
import { API, loadBundle, mount } from '../helpers/portal.ts';
import { etiketter, profil } from './profil-helpers.ts';

describe('kfp-profil: logged out', () => {
  it('asks the visitor to log in and fetches nothing but the session', async () => {
    await resetBackend('utlogget');
    await loadBundle({ showSamtykkerMinProfil: true });
    const host = await profil(mount('<kfp-profil></kfp-profil>'));
    await findByShadowText(host, 'Logg inn for å se forsikringsprofilen din.', {}, { timeout: 8000 });
    expect(etiketter(host)).to.deep.equal([]);
    const stier = (await apiRequests()).map((r) => r.path);
    expect(stier.filter((sti) => sti !== `${API}/auth/session-status` && sti !== `${API}/kontaktinfo`)).to.deep.equal([]);
    await expectNoAxeViolations(host);
  });
});
