// The login screen when the login address cannot be had: the general error page.
import { expect } from 'chai';
import { queryByShadowRole } from 'shadow-dom-testing-library';
import { expectNoAxeViolations } from '../helpers/axe.ts';
import { countRequests, overrideApi, resetBackend } from '../helpers/backend.ts';
import { API, loadBundle, mount } from '../helpers/portal.ts';
import { waitFor } from '../helpers/wait.ts';

describe('kfp-login when the login address fails', () => {
  before(async () => {
    await resetBackend('utlogget');
    await overrideApi('GET', `${API}/auth/login`, { status: 500, body: { message: 'nede' } });
    await loadBundle({ features: { hasDirekteinnlogging: true } });
  });

  it('shows the general error page after one retry', async () => {
    const host = mount('<kfp-login></kfp-login>').querySelector('kfp-login')!;
    const feilside = await waitFor(() => host.shadowRoot?.querySelector('kfp-feilside'));
    expect(feilside.getAttribute('type')).to.equal('generell');
    expect(host.shadowRoot!.querySelector('iframe')).to.equal(null);
    expect(queryByShadowRole(host, 'heading', { name: 'Logg inn' })).to.equal(null);
    expect(await countRequests('GET', `${API}/auth/login`)).to.equal(2);
    await expectNoAxeViolations(host);
  });
});
