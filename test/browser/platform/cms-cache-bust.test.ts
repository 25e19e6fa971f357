// A CMS page loads the bundle with a cache-busting query (`kfp.js?v=2026-11`). That URL is a module
// instance of its own; the lazy chunks must run on its React, store and cache (they once imported
// `./kfp.js` without the query, a second instance: 'Noe har gått galt', "Cannot read properties of
// null (reading 'useContext')").
import { expect } from 'chai';
import pkg from '../../../package.json' with { type: 'json' };
import { resetBackend } from '../helpers/backend.ts';
import { forventEnForespørselPerEndepunkt, lastSomSkript, samleFeil, settConfig, visElementene } from './kopier.ts';

describe('the CMS snippet with a cache-busting query', () => {
  it('every element shows its screen, each endpoint is asked once, and nothing fails', async function () {
    this.timeout(60_000);
    const { feil, stopp } = samleFeil();
    try {
      await resetBackend('skadekunde');
      settConfig();
      await lastSomSkript('/dist/kfp.js?v=2026-11');
      expect(window.kfpElements?.version).to.equal(pkg.version);
      await visElementene();
      await forventEnForespørselPerEndepunkt();
      expect(
        performance
          .getEntriesByType('resource')
          .filter((entry) => new URL(entry.name).pathname === '/dist/kfp.js')
          .map((entry) => entry.name),
        'the bundle fetched once',
      ).to.have.length(1);
    } finally {
      stopp();
    }
    expect(feil).to.deep.equal([]);
  });
});
