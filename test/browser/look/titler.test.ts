/// <reference types="mocha" />
// The page title names the route and keeps the host page's own title after ' – ' (here the test
// page's 'kfp-elements test'); removing the router gives the host its title back.
import { expect } from 'chai';
import { findByShadowText } from 'shadow-dom-testing-library';
import { overrideApi, resetBackend } from '../helpers/backend.ts';
import { API, cleanup, goTo, loadBundle, mount } from '../helpers/portal.ts';
import { portalIRamme, shadowRoots } from '../helpers/reflow.ts';
import { waitFor } from '../helpers/wait.ts';

const VERT = 'kfp-elements test';
const BASE = '/privat/forsikring/oversikt';

describe('document.title per route', function () {
  this.timeout(20_000);

  before(async () => {
    await resetBackend('skadekunde');
    await overrideApi('GET', `${API}/jumpsst/`, { status: 200, body: { jumpSst: 'engangs' }, delayMs: 4000 });
    await loadBundle();
  });

  afterEach(cleanup);

  it('names each screen, keeps the host suffix, and restores the host title when the router leaves', async () => {
    expect(document.title).to.equal(VERT);
    goTo(BASE);
    mount('<kfp-router></kfp-router>');
    await waitFor(() => document.title === `Forsikringsoversikt – ${VERT}`);
    const ruter: [string, string][] = [
      ['/tilbud', 'Tilbudene dine'],
      ['/kjopsinnganger', 'Kjøp forsikring'],
      ['/forsikringsprofil', 'Forsikringsprofil'],
      ['/andre-forsikringer', 'Andre forsikringer'],
      ['/finnes/ikke', 'Fant ikke siden'],
      ['', 'Forsikringsoversikt'],
    ];
    for (const [sti, tittel] of ruter) {
      history.pushState(null, '', `${BASE}${sti}`);
      dispatchEvent(new PopStateEvent('popstate'));
      await waitFor(() => document.title === `${tittel} – ${VERT}`);
    }
    cleanup();
    await waitFor(() => document.title === VERT);
  });

  it('the claims hand-off has its h1 and title while it fetches the token', async () => {
    const frame = await portalIRamme(`${BASE}/jump/seopp/skadesaker`, 800, mount(''));
    const doc = frame.contentDocument!;
    await waitFor(() => shadowRoots(doc).some((root) => root.querySelector('h1')));
    const h1 = shadowRoots(doc).flatMap((root) => [...root.querySelectorAll('h1')]);
    expect(h1.map((h) => h.textContent)).to.deep.equal(['Vi sender deg videre...']);
    expect(doc.title).to.equal('Vi sender deg videre – Forsikring');
    await findByShadowText(doc.body, 'Vi sender deg videre til skadesakene dine');
    // Let the hand-off finish (the token comes after 4 s, then the form leaves for the claims app)
    // before the frame is removed: a frame removed with its token read still open left WebKit's page
    // process busy for good, and the run never reported.
    await waitFor(() => frame.contentWindow?.location.pathname.startsWith('/demo/skadesaker'), { timeout: 15_000 });
  });
});

describe('document.title when logged out', function () {
  this.timeout(20_000);
  afterEach(cleanup);

  it("is 'Logg inn – Forsikring' on the login screen", async () => {
    await resetBackend('utlogget');
    const frame = await portalIRamme(BASE, 800, mount(''));
    await waitFor(() => frame.contentDocument!.title === 'Logg inn – Forsikring');
  });
});
