import { findByShadowRole } from 'shadow-dom-testing-library';
import { expectNoAxeViolations } from '../helpers/axe.ts';
import { resetBackend } from '../helpers/backend.ts';
import { goTo, loadBundle, mount } from '../helpers/portal.ts';

describe('kfp-router with features["nysalg-skade"] = "false"', () => {
  it('shows the general error page instead of the routes', async () => {
    await resetBackend('skadekunde');
    await loadBundle({ features: { 'nysalg-skade': 'false' } });
    goTo('/privat/forsikring/oversikt');
    mount('<kfp-router></kfp-router>');
    await findByShadowRole(document.body, 'heading', { name: 'Noe har gått galt' });
    await expectNoAxeViolations();
  });
});
