import { expect } from 'chai';
import pkg from '../../../package.json' with { type: 'json' };
import { resetBackend } from '../helpers/backend.ts';
import { loadBundle } from '../helpers/portal.ts';
import { forventEnForespørselPerEndepunkt, lastSomSkript, samleFeil, visElementene } from './kopier.ts';

describe('dist/kfp.js loaded twice', () => {
  it('throws nothing, warns about no version, registers each element once, and the screens share one store', async function () {
    this.timeout(60_000);
    const warnings: string[] = [];
    const warn = console.warn;
    console.warn = (...args: unknown[]) => {
      warnings.push(args.map(String).join(' '));
      warn.apply(console, args);
    };
    const { feil, stopp } = samleFeil();
    try {
      await resetBackend('skadekunde');
      await loadBundle();
      const first = customElements.get('kfp-router');
      // A second copy under another URL is a second module instance: it must find every tag defined.
      const secondCopy = '/dist/kfp.js?kopi=2';
      await import(/* @vite-ignore */ secondCopy);
      await lastSomSkript('/dist/kfp.js?kopi=3');
      expect(customElements.get('kfp-router')).to.equal(first);
      await visElementene();
      await forventEnForespørselPerEndepunkt();
    } finally {
      stopp();
      console.warn = warn;
    }
    expect(feil).to.deep.equal([]);
    expect(warnings.filter((message) => message.includes('kfp-elements'))).to.deep.equal([]);
    expect(window.kfpElements?.version).to.equal(pkg.version);
  });
});
