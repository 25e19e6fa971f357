import { expect } from 'chai';
import { findByShadowText } from 'shadow-dom-testing-library';
import { resetBackend } from '../helpers/backend.ts';
import { goTo, loadBundle, mount } from '../helpers/portal.ts';

describe('kfp-router, logged out without direct login', () => {
  it('shows the not-found page', async () => {
    await resetBackend('utlogget');
    await loadBundle({ features: { hasDirekteinnlogging: false } });
    goTo('/privat/forsikring/oversikt');
    const router = mount('<kfp-router></kfp-router>').querySelector('kfp-router')!;
    await findByShadowText(document.body, 'Denne siden ser ut til å være borte...');
    expect(router.shadowRoot?.querySelector('kfp-login')).to.equal(null);
  });
});
