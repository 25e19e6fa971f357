import { expect } from 'chai';
import { findByShadowRole } from 'shadow-dom-testing-library';
import { resetBackend } from '../helpers/backend.ts';
import { goTo, loadBundle, mount } from '../helpers/portal.ts';

describe('kfp-router, logged out with direct login on', () => {
  it('shows the login screen, and removes the market source', async () => {
    sessionStorage.setItem('kfp-market-source', 'NETTBANK');
    await resetBackend('utlogget');
    await loadBundle({ features: { hasDirekteinnlogging: true } });
    goTo('/privat/forsikring/oversikt/tilbud');
    const router = mount('<kfp-router></kfp-router>').querySelector('kfp-router')!;
    await findByShadowRole(document.body, 'heading', { name: 'Logg inn' });
    expect(router.shadowRoot?.querySelector('kfp-tilbud'), 'no customer screen').to.equal(null);
    expect(sessionStorage.getItem('kfp-market-source')).to.equal(null);
  });
});
