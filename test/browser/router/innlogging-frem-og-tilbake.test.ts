/// <reference types="mocha" />
// Two portal pages whose unauthorizedUrl is the other one: a 401 on each. The browser goes once and
// then stays with a clear message and a next step.
import { expect } from 'chai';
import { findByShadowRole } from 'shadow-dom-testing-library';
import { apiRequests, overrideApi, resetBackend } from '../helpers/backend.ts';
import { openFrame, waitForFramePath } from '../helpers/frame.ts';
import { API, mount } from '../helpers/portal.ts';

const SIDE = '/test/browser/fixtures/innlogging-side.html';
const side = (path: string, unauthorizedUrl: string) =>
  `${SIDE}?path=${encodeURIComponent(path)}&unauthorizedUrl=${encodeURIComponent(unauthorizedUrl)}`;
const A = '/privat/forsikring/side-a';
const B = '/privat/forsikring/side-b';

describe('a 401 on two pages that send the browser to each other', () => {
  before(async () => {
    sessionStorage.removeItem('kfp-unauthorized-redirect');
    await resetBackend('skadekunde');
    await overrideApi('GET', `${API}/avtaleoversikt/avtaler`, { status: 401, body: { message: 'Du er ikke logget inn' } });
  });

  it('goes once, then stays with "Du må logge inn på nytt" and a way on', async () => {
    // Page A sends to page B; page B sends back to A.
    const tilB = side(B, side(A, 'x'));
    const ramme = await openFrame(side(A, tilB), mount(''));
    await waitForFramePath(ramme, B);
    const dokument = ramme.contentDocument!;
    expect(await findByShadowRole(dokument.body, 'heading', { name: 'Du må logge inn på nytt', level: 1 })).to.not.equal(null);
    const videre = await findByShadowRole(dokument.body, 'link', { name: 'Logg inn' });
    expect(videre.getAttribute('href')).to.contain('side-a');
    expect(ramme.contentWindow!.location.pathname, 'still on page B').to.equal(B);
    const status = (await apiRequests()).filter((r) => r.path === `${API}/auth/session-status`);
    expect(status, 'two page loads: A, then B; no third').to.have.length(2);
  });
});
