// The CMS snippet's optional early line (docs/host-page.md, "The early line"): the host page asks for the
// session status while it loads, and the bundle takes that answer instead of asking again. Every
// element then shows its screen as without the line, and the backend sees the session status once.
import { expect } from 'chai';
import { API } from '../helpers/portal.ts';
import { countRequests, resetBackend } from '../helpers/backend.ts';
import { lastSomSkript, samleFeil, settConfig, visElementene } from './kopier.ts';

describe("the CMS snippet's early line", () => {
  it('the session status is asked once, by the host page, and every element shows its screen', async function () {
    this.timeout(60_000);
    const { feil, stopp } = samleFeil();
    try {
      await resetBackend('skadekunde');
      settConfig();
      // The line as docs/host-page.md gives it, before the bundle's script.
      (window as unknown as Record<string, unknown>).kfpElementsSessionStatus = fetch('/api/privat/forsikring/auth/session-status', {
        credentials: 'same-origin',
        headers: { 'X-Requested-By': 'kfp', Accept: 'application/json' },
      });
      await lastSomSkript('/dist/kfp.js');
      await visElementene();
      expect(await countRequests('GET', `${API}/auth/session-status`)).to.equal(1);
      expect('kfpElementsSessionStatus' in window, 'taken, so it is used once').to.equal(false);
    } finally {
      stopp();
    }
    expect(feil).to.deep.equal([]);
  });
});
