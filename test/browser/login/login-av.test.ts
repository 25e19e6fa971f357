// The login screen without `features.hasDirekteinnlogging`: the not-found page, no login request.
import { expect } from 'chai';
import { expectNoAxeViolations } from '../helpers/axe.ts';
import { countRequests, resetBackend } from '../helpers/backend.ts';
import { API, loadBundle, mount } from '../helpers/portal.ts';
import { waitFor } from '../helpers/wait.ts';

describe('kfp-login without direct login', () => {
  before(async () => {
    await resetBackend('utlogget');
    await loadBundle({ features: { hasDirekteinnlogging: false } });
  });

  it('shows the not-found page and never asks for the login address', async () => {
    const host = mount('<kfp-login></kfp-login>').querySelector('kfp-login')!;
    const feilside = await waitFor(() => host.shadowRoot?.querySelector('kfp-feilside'));
    expect(feilside.getAttribute('type')).to.equal('ikke-funnet');
    expect(host.shadowRoot!.querySelector('iframe')).to.equal(null);
    expect(await countRequests('GET', `${API}/auth/login`)).to.equal(0);
    await expectNoAxeViolations(host);
  });
});
