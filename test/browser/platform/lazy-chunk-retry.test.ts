// Lazy chunks that fail to load are tried again, under a fresh URL, before an element shows its
// error state (issue 20: Safari's "Importing a module script failed." on a network hiccup or a
// deploy). The demo backend fails the first request of every chunk (`POST /demo/fail-once`).
import { expect } from 'chai';
import { resetBackend } from '../helpers/backend.ts';
import { loadBundle } from '../helpers/portal.ts';
import { waitFor } from '../helpers/wait.ts';
import { forventEnForespørselPerEndepunkt, samleFeil, visElementene } from './kopier.ts';

describe('lazy chunks whose first request fails', () => {
  it('are loaded again, and every element shows its screen', async function () {
    this.timeout(60_000);
    const { feil, stopp } = samleFeil();
    try {
      await resetBackend('skadekunde');
      const armed = await fetch('/demo/fail-once', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ prefix: '/dist/chunk-' }),
      });
      expect(armed.ok).to.equal(true);
      await loadBundle();
      await visElementene();
      await forventEnForespørselPerEndepunkt();
      // The chunks loaded after the first content (the toaster's, say) may still wait for their
      // second try when every screen shows, the more so on a busy machine: wait until each chunk that
      // failed has been fetched again under a fresh URL (a chunk never tried again fails here).
      await waitFor(async () => {
        const { failed } = (await (await fetch('/demo/fail-once')).json()) as { failed: string[] };
        expect(failed.length, 'chunks that failed once').to.be.at.least(5);
        const hentet = performance.getEntriesByType('resource').map((entry) => new URL(entry.name));
        for (const path of failed) {
          expect(
            hentet.some((url) => url.pathname === path && /^\?retry=\d+$/.test(url.search)),
            `${path} fetched again under a fresh URL`,
          ).to.equal(true);
        }
        return true;
      });
    } finally {
      stopp();
    }
    expect(feil).to.deep.equal([]);
  });
});
