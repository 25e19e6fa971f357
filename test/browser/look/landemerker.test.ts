/// <reference types="mocha" />
// Issue 33, landmark noise: a screen reader's landmarks list on the overview held an empty 'Varsler'
// region (the toaster, on every screen), a 'Tilbakemelding' region and a 'Tilbakemelding' form, and
// a region for every part of the page. Now: the navigation, the agreements, the feedback (named by
// a heading that heading navigation reaches) and the footer.
import { expect } from 'chai';
import { setViewport } from '@web/test-runner-commands';
import { findByShadowRole, queryAllByShadowRole } from 'shadow-dom-testing-library';
import { resetBackend } from '../helpers/backend.ts';
import { bunntekst } from '../helpers/bunntekst.ts';
import { holderAv } from '../helpers/finn.ts';
import { goTo, loadBundle, mount } from '../helpers/portal.ts';
import { portalenErFerdig } from '../helpers/reflow.ts';

const LANDEMERKER = ['banner', 'complementary', 'contentinfo', 'form', 'main', 'navigation', 'region', 'search'];

describe("the overview's landmarks", function () {
  this.timeout(30_000);

  before(async () => {
    await setViewport({ width: 1280, height: 900 });
    await resetBackend('skadekunde');
    await loadBundle();
  });

  it('are the navigation, the agreements, the feedback and the footer; the feedback has a heading', async () => {
    goTo('/privat/forsikring/oversikt');
    mount('<kfp-router></kfp-router>');
    await holderAv('h1', 'Forsikringsoversikt');
    await bunntekst();
    await portalenErFerdig(document, 15_000);
    const feedback = await holderAv('form', 'Fikk du gjort det du skulle?');
    await findByShadowRole(feedback, 'heading', { name: 'Tilbakemelding', level: 2 });
    const navn = (element: HTMLElement) => {
      const id = element.getAttribute('aria-labelledby');
      return element.getAttribute('aria-label') ?? (id ? (element.getRootNode() as ShadowRoot).getElementById(id)?.textContent : '') ?? '';
    };
    // The footer's name is the footer's own (another issue's): only that it is there.
    const funnet = LANDEMERKER.flatMap((rolle) =>
      queryAllByShadowRole(document.body, rolle).map((element) => (rolle === 'contentinfo' ? rolle : `${rolle} '${navn(element)}'`)),
    );
    expect(funnet.sort()).to.deep.equal([
      'contentinfo',
      "navigation 'Forsikring'",
      "region 'Forsikringene dine'",
      "region 'Tilbakemelding'",
    ]);
  });
});
