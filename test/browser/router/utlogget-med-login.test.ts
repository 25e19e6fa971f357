import { expect } from 'chai';
import { findByShadowRole, queryAllByShadowRole } from 'shadow-dom-testing-library';
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

  it('shows no customer-only navigation above Logg inn', async () => {
    await findByShadowRole(document.body, 'heading', { name: 'Logg inn' });
    expect(queryAllByShadowRole(document.body, 'navigation')).to.have.length(0);
    for (const navn of ['Forsikringsoversikt', 'Faktura', 'Dokumenter', 'Tilbud', 'Kjøp forsikring']) {
      expect(queryAllByShadowRole(document.body, 'link', { name: new RegExp(`^${navn}`) }), navn).to.have.length(0);
    }
    expect(queryAllByShadowRole(document.body, 'button', { name: /Meny|Dine sider|Tilbake/ })).to.have.length(0);
  });
});
