/// <reference types="mocha" />
// Issue 21: a customer who opens a deep link while logged out logs in and comes back to that page,
// not to the overview: the login frame's address carries goto with the page's path and query (only
// a path under the router's base: no open redirect; unit tests in test/unit/format/retur.test.ts).
import { expect } from 'chai';
import { findByShadowRole } from 'shadow-dom-testing-library';
import { resetBackend } from '../helpers/backend.ts';
import { goTo, loadBundle, mount } from '../helpers/portal.ts';
import { waitFor } from '../helpers/wait.ts';

describe('kfp-router, logging in from a deep link', () => {
  it('sends the page asked for to the login as goto', async () => {
    await resetBackend('utlogget');
    await loadBundle({ features: { hasDirekteinnlogging: true } });
    // Not the purchase entries: they show logged out (issue 34, kjop-utlogget.test.ts).
    goTo('/privat/forsikring/oversikt/forsikringsprofil?fra=epost');
    const router = mount('<kfp-router></kfp-router>').querySelector('kfp-router')!;
    await findByShadowRole(document.body, 'heading', { name: 'Logg inn', level: 1 });
    const ramme = await waitFor(() => router.shadowRoot?.querySelector('kfp-login')?.shadowRoot?.querySelector('iframe'));
    const src = new URL(ramme.getAttribute('src')!);
    expect(src.origin + src.pathname).to.equal(`${location.origin}/demo/bankid`);
    // The test page's address also carries the runner's session id (goTo keeps it): the page's whole query goes along.
    expect(src.searchParams.get('goto')).to.equal(location.pathname + location.search);
    const retur = new URL(src.searchParams.get('goto')!, location.origin);
    expect(retur.pathname).to.equal('/privat/forsikring/oversikt/forsikringsprofil');
    expect(retur.searchParams.get('fra')).to.equal('epost');
  });
});
