/// <reference types="mocha" />
// A 401 on a page that is unauthorizedUrl itself: the browser stays and shows the login.
import { expect } from 'chai';
import { findByShadowRole } from 'shadow-dom-testing-library';
import { apiRequests, overrideApi, resetBackend } from '../helpers/backend.ts';
import { openFrame } from '../helpers/frame.ts';
import { API, mount } from '../helpers/portal.ts';

const SIDE = '/test/browser/fixtures/innlogging-side.html';

describe('a 401 when the page is unauthorizedUrl itself', () => {
  before(async () => {
    sessionStorage.removeItem('kfp-unauthorized-redirect');
    await resetBackend('skadekunde');
    await overrideApi('GET', `${API}/avtaleoversikt/avtaler`, { status: 401, body: { message: 'Du er ikke logget inn' } });
  });

  it('never reloads the page: it stays and shows the login screen (direct login on)', async () => {
    let lastet = 0;
    const url = `${SIDE}?direkte=1&unauthorizedUrl=${encodeURIComponent(SIDE)}`;
    const ramme = await openFrame(url, mount(''));
    ramme.addEventListener('load', () => (lastet += 1));
    const side = ramme.contentDocument!.body;
    expect(await findByShadowRole(side, 'heading', { name: 'Logg inn', level: 1 })).to.not.equal(null);
    expect(lastet, 'no second load of the page').to.equal(0);
    const status = (await apiRequests()).filter((r) => r.path === `${API}/auth/session-status`);
    expect(status, 'one page load, one session check').to.have.length(1);
  });
});
