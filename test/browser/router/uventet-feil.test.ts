/// <reference types="mocha" />
// Spec §8: when even the router's own rendering fails (an unexpected router error), the page says
// 'Unexpected Application Error' instead of going blank or keeping a stale screen.
import { expect } from 'chai';
import { findByShadowRole } from 'shadow-dom-testing-library';
import { resetBackend } from '../helpers/backend.ts';
import { goTo, loadBundle, mount } from '../helpers/portal.ts';

describe('kfp-router, an unexpected error while rendering', () => {
  before(async () => {
    await resetBackend('skadekunde');
    await loadBundle();
  });

  it("shows 'Unexpected Application Error'", async () => {
    goTo('/privat/forsikring/oversikt/finnes-ikke');
    mount('<kfp-router></kfp-router>');
    await findByShadowRole(document.body, 'heading', { name: 'Denne siden ser ut til å være borte...', level: 1 });
    // lit clones every new template through document.importNode: make that fail for the next route.
    const importNode = Object.getOwnPropertyDescriptor(document, 'importNode');
    Object.defineProperty(document, 'importNode', {
      configurable: true,
      value: () => {
        throw new Error('Uventet feil i testen');
      },
    });
    try {
      history.pushState(null, '', '/privat/forsikring/oversikt/tilbud');
      dispatchEvent(new PopStateEvent('popstate'));
      const overskrift = await findByShadowRole(document.body, 'heading', { name: 'Unexpected Application Error', level: 1 });
      expect(overskrift.getRootNode()).to.equal(document.querySelector('kfp-router')!.shadowRoot);
    } finally {
      if (importNode) Object.defineProperty(document, 'importNode', importNode);
      else delete (document as { importNode?: unknown }).importNode;
    }
  });
});
