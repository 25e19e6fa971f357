// The bundle loaded several times, the first under a query: `kfp.js?v=1` owns the page, and the
// later copies (`kfp.js`, a fragment, another query) register nothing and ask for nothing. The
// lazy screens run on the first copy's React, whatever URL they resolve against.
import { expect } from 'chai';
import pkg from '../../../package.json' with { type: 'json' };
import { resetBackend } from '../helpers/backend.ts';
import { forventEnForespørselPerEndepunkt, lastSomSkript, samleFeil, settConfig, visElementene } from './kopier.ts';

describe('dist/kfp.js loaded four times, first with a query', () => {
  it('every element shows its screen, each endpoint is asked once, and nothing fails', async function () {
    this.timeout(60_000);
    const { feil, stopp } = samleFeil();
    try {
      await resetBackend('skadekunde');
      settConfig();
      // As a page does: one script after the other, none waiting for the first to finish (a module
      // script's load event does not wait for its top-level awaits).
      await lastSomSkript('/dist/kfp.js?v=1');
      await lastSomSkript('/dist/kfp.js');
      const fragment = '/dist/kfp.js#kopi';
      await import(/* @vite-ignore */ fragment);
      await lastSomSkript('/dist/kfp.js?v=2');
      await customElements.whenDefined('kfp-router');
      expect(window.kfpElements?.version).to.equal(pkg.version);
      await visElementene();
      await forventEnForespørselPerEndepunkt();
    } finally {
      stopp();
    }
    expect(feil).to.deep.equal([]);
  });
});
