// The login screen for a visitor who came from LO (`?fromLo` in the page address).
import { expect } from 'chai';
import { findByShadowRole } from 'shadow-dom-testing-library';
import { expectNoAxeViolations } from '../helpers/axe.ts';
import { resetBackend } from '../helpers/backend.ts';
import { goTo, loadBundle, mount } from '../helpers/portal.ts';

describe('kfp-login from LO', () => {
  before(async () => {
    await resetBackend('utlogget');
    goTo('/privat/forsikring/oversikt?fromLo=true');
    await loadBundle({ features: { hasDirekteinnlogging: true } });
  });

  it('shows the LO Favør logo above the login', async () => {
    const host = mount('<kfp-login></kfp-login>').querySelector('kfp-login')!;
    const logo = await findByShadowRole(host, 'img', { name: 'LO Favør' });
    const heading = await findByShadowRole(host, 'heading', { name: 'Logg inn' });
    expect(logo.compareDocumentPosition(heading) & Node.DOCUMENT_POSITION_FOLLOWING).to.not.equal(0);
    await expectNoAxeViolations(host);
  });
});
