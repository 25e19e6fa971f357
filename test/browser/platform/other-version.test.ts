import { expect } from 'chai';
import { findByShadowRole } from 'shadow-dom-testing-library';
import { resetBackend } from '../helpers/backend.ts';
import { goTo, loadBundle, mount } from '../helpers/portal.ts';

describe('two versions of the bundle on one page', () => {
  it('the second warns, registers nothing, and the first keeps working', async () => {
    const warnings: string[] = [];
    const warn = console.warn;
    console.warn = (...args: unknown[]) => {
      warnings.push(args.map(String).join(' '));
      warn.apply(console, args);
    };
    const errors: unknown[] = [];
    const onError = (event: ErrorEvent) => errors.push(event.error ?? event.message);
    addEventListener('error', onError);
    try {
      await resetBackend('skadekunde');
      await loadBundle();
      const version = window.kfpElements?.version;
      const router = customElements.get('kfp-router');
      const feedback = customElements.get('kfp-feedback');
      // The same bundle built as version 0.0.0-other (test/browser/build-tests.mjs).
      const other = '/.tmp/browser/other-version/kfp.js';
      await import(/* @vite-ignore */ other);

      expect(warnings.filter((message) => message.includes('kfp-elements'))).to.deep.equal([
        `[kfp] kfp-elements 0.0.0-other was loaded on a page where kfp-elements ${version} already runs. ` +
          `The elements of ${version} stay in use and 0.0.0-other registers nothing: load one version only.`,
      ]);
      expect(window.kfpElements?.version).to.equal(version);
      expect(customElements.get('kfp-router')).to.equal(router);
      expect(customElements.get('kfp-feedback')).to.equal(feedback);
      goTo('/privat/forsikring/oversikt');
      mount('<kfp-router></kfp-router>');
      await findByShadowRole(document.body, 'heading', { name: 'Forsikringsoversikt', level: 1 });
      expect(errors).to.deep.equal([]);
    } finally {
      console.warn = warn;
      removeEventListener('error', onError);
    }
  });
});
