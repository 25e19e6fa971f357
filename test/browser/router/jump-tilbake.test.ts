/// <reference types="mocha" />
// Back from the claims app: the hand-off's history entry is marked before its form leaves, and a
// return to it through history (restored from the back/forward cache, or loaded again with its
// state) goes to the overview instead of handing off again with a fresh token. A new visit to the
// hand-off (a new history entry) hands off again. The form's submit is caught so the page stays.
import { expect } from 'chai';
import { countRequests, resetBackend } from '../helpers/backend.ts';
import { API, goTo, loadBundle, mount } from '../helpers/portal.ts';
import { waitFor } from '../helpers/wait.ts';

const JUMP = '/privat/forsikring/oversikt/jump/seopp/skadesaker';
const OVERSIKT = '/privat/forsikring/oversikt';
const sendt: { action: string; jumpsst: string }[] = [];
const submit = HTMLFormElement.prototype.submit;

/** Comes back to the hand-off's entry as history does: the same entry's state, then popstate. */
function tilbakeTil(state: unknown): void {
  history.pushState(state, '', JUMP);
  dispatchEvent(new PopStateEvent('popstate', { state }));
}

describe('kfp-router: Back from the claims app', () => {
  before(async () => {
    HTMLFormElement.prototype.submit = function (this: HTMLFormElement) {
      sendt.push({ action: this.action, jumpsst: (this.elements.namedItem('jumpsst') as HTMLInputElement).value });
    };
    await resetBackend('skadekunde');
    await loadBundle();
    goTo(JUMP);
    mount('<kfp-router no-chrome></kfp-router>');
  });

  after(() => {
    HTMLFormElement.prototype.submit = submit;
  });

  it('hands off once and marks the entry', async () => {
    await waitFor(() => sendt.length === 1);
    expect(sendt[0]?.action).to.equal(`${location.origin}/demo/skadesaker/jump`);
    expect(await countRequests('GET', `${API}/jumpsst/`)).to.equal(1);
    expect((history.state as Record<string, unknown> | null)?.['kfpSkadesakerJumpBrukt']).to.equal(true);
  });

  it('goes to the overview when the page is restored from the back/forward cache', async () => {
    dispatchEvent(new PageTransitionEvent('pageshow', { persisted: true }));
    await waitFor(() => location.pathname === OVERSIKT);
    expect(await countRequests('GET', `${API}/jumpsst/`), 'no fresh token').to.equal(1);
    expect(sendt).to.have.length(1);
  });

  it('goes to the overview when the marked entry is reached through history again', async () => {
    tilbakeTil({ kfpSkadesakerJumpBrukt: true });
    await waitFor(() => location.pathname === OVERSIKT);
    expect(await countRequests('GET', `${API}/jumpsst/`), 'no fresh token').to.equal(1);
    expect(sendt).to.have.length(1);
  });

  it('sends a marked entry on once, even when the address does not change (no loop)', async () => {
    // A page already on its way out may keep its address: the router must not try again and again.
    // Without the guard this counts up to the stop below at once (the microtasks never let go).
    const replace = history.replaceState;
    let forsok = 0;
    history.replaceState = function (this: History, state: unknown) {
      forsok++;
      if (forsok > 50) throw new Error('the router keeps sending the hand-off on: a loop');
      replace.call(this, state, '');
    };
    try {
      tilbakeTil({ kfpSkadesakerJumpBrukt: true });
      await new Promise((resolve) => setTimeout(resolve, 200));
    } finally {
      history.replaceState = replace;
    }
    expect(forsok).to.equal(1);
    expect(sendt, 'no second hand-off').to.have.length(1);
    history.pushState(null, '', OVERSIKT);
    dispatchEvent(new PopStateEvent('popstate'));
    await waitFor(() => location.pathname === OVERSIKT);
  });

  it('hands off again on a new visit to the hand-off (a new entry)', async () => {
    tilbakeTil(null);
    await waitFor(() => sendt.length === 2);
    expect(await countRequests('GET', `${API}/jumpsst/`)).to.equal(2);
  });
});
