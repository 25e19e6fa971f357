import { findByShadowRole } from 'shadow-dom-testing-library';
import { expectNoAxeViolations } from '../helpers/axe.ts';
import { overrideApi, resetBackend } from '../helpers/backend.ts';
import { API, goTo, loadBundle, mount } from '../helpers/portal.ts';

describe('kfp-router when the session status cannot be had', () => {
  it('shows the general error page in Norwegian, with the navigation still working', async () => {
    await resetBackend('skadekunde');
    await overrideApi('GET', `${API}/auth/session-status`, { status: 503, body: { message: 'nede' } });
    await loadBundle();
    goTo('/privat/forsikring/oversikt');
    mount('<kfp-router></kfp-router>');
    await findByShadowRole(document.body, 'heading', { name: 'Noe har gått galt' });
    await findByShadowRole(document.body, 'button', { name: 'Meny' });
    await expectNoAxeViolations();
  });
});
