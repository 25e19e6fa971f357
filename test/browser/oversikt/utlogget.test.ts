/// <reference types="mocha" />
import { expect } from 'chai';
import { expectNoAxeViolations } from '../helpers/axe.ts';
import { API, loadBundle, mount } from '../helpers/portal.ts';
import { apiRequests, resetBackend } from '../helpers/backend.ts';
import { waitFor } from '../helpers/wait.ts';
import { oversiktRoot, seksjon, sporsmal, sporsmalKnapper } from './felles.ts';

// One page: a visitor who is not logged in.
before(async () => {
  await resetBackend('utlogget');
  await loadBundle({ finnerIkkeForsikringConfig: sporsmal(2) });
  mount('<main><kfp-oversikt></kfp-oversikt></main>');
});

describe('kfp-oversikt when not logged in', () => {
  it('asks for no customer data, only the session status (spec §6)', async () => {
    const root = await oversiktRoot();
    await waitFor(() => sporsmalKnapper(root).length === 2);
    await waitFor(async () => (await apiRequests()).some((r) => r.path === `${API}/auth/session-status`));
    await new Promise((resolve) => setTimeout(resolve, 300)); // give a wrongly ungated query the time to fire
    const paths = (await apiRequests()).map((r) => r.path).filter((p) => p !== `${API}/auth/session-status`);
    expect(paths).to.deep.equal([]);
    expect(seksjon(root, 'Forsikringene dine')).to.equal(null);
    expect(seksjon(root, 'Oppgaver')).to.equal(null);
  });

  it('has no axe violations', async () => {
    await expectNoAxeViolations(document.body);
  });
});
