/// <reference types="mocha" />
// Logged out: the offers are never requested (spec §6).
import { expect } from 'chai';
import { findByShadowText, queryAllByShadowRole } from 'shadow-dom-testing-library';
import { expectNoAxeViolations } from '../helpers/axe.ts';
import { countRequests, resetBackend } from '../helpers/backend.ts';
import { API, loadBundle, mount } from '../helpers/portal.ts';
import { waitFor } from '../helpers/wait.ts';

describe('kfp-tilbud when logged out', () => {
  before(async () => {
    await resetBackend('utlogget');
    await loadBundle();
  });

  it('asks the visitor to log in and fetches no offers', async () => {
    const container = mount('<kfp-tilbud></kfp-tilbud>');
    expect(await findByShadowText(container, 'Logg inn for å se tilbudene dine.')).to.not.equal(null);
    await waitFor(async () => (await countRequests('GET', `${API}/auth/session-status`)) > 0);
    expect(await countRequests('GET', `${API}/avtaleoversikt/tilbud`)).to.equal(0);
    expect(queryAllByShadowRole(container, 'article')).to.have.length(0);
    await expectNoAxeViolations(container);
  });
});
