/// <reference types="mocha" />
// The removal dialog in a browser without the Popover API (Safari before 17, Firefox before 125;
// the build targets Safari 15.4): `showPopover` is taken away before the bundle loads. The layer
// must still cover the viewport above the page (by its z-index), focus must be in the dialog, and
// Escape must close it with focus back on 'Fjern tilbud'.
import { expect } from 'chai';
import { sendKeys, setViewport } from '@web/test-runner-commands';
import { findByShadowRole, queryByShadowRole } from 'shadow-dom-testing-library';
import { resetBackend } from '../helpers/backend.ts';
import { holderAv } from '../helpers/finn.ts';
import { loadBundle, mount } from '../helpers/portal.ts';
import { waitFor } from '../helpers/wait.ts';
import { aktivtElement } from './fokus.ts';

const showPopover = Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'showPopover');
let skjerm: HTMLElement;
let fjern: HTMLElement;

describe('kfp-tilbud: the removal dialog without the Popover API', function () {
  this.timeout(30_000);

  before(async () => {
    // @ts-expect-error: a browser without the Popover API has no showPopover.
    delete HTMLElement.prototype.showPopover;
    await setViewport({ width: 390, height: 844 });
    await resetBackend('skadekunde');
    await loadBundle();
    mount('<p id="vert">Bankens tekst</p><kfp-tilbud></kfp-tilbud>');
    skjerm = await holderAv('h2', 'Bilforsikring');
    const bil = await findByShadowRole(skjerm, 'article', { name: 'Bilforsikring' });
    fjern = await findByShadowRole(bil, 'button', { name: 'Fjern tilbud' });
  });

  after(() => {
    if (showPopover) Object.defineProperty(HTMLElement.prototype, 'showPopover', showPopover);
  });

  it('the page has no showPopover (else this file proves nothing)', () => {
    expect(typeof HTMLElement.prototype.showPopover).to.equal('undefined');
  });

  it('opens with a layer over the whole viewport and focus on Avbryt', async () => {
    fjern.focus();
    await sendKeys({ press: 'Enter' });
    const dialog = await findByShadowRole(skjerm, 'dialog', { name: 'Fjern tilbud' });
    const avbryt = await findByShadowRole(dialog, 'button', { name: 'Avbryt' });
    await waitFor(() => aktivtElement() === avbryt);
    const lag = dialog.parentElement!;
    expect(getComputedStyle(lag).position).to.equal('fixed');
    // The viewport without Firefox's scrollbar, as a fixed box sees it.
    const boks = lag.getBoundingClientRect();
    expect([boks.left, boks.top, boks.width, boks.height].map(Math.round)).to.deep.equal([
      0,
      0,
      document.documentElement.clientWidth,
      innerHeight,
    ]);
    // The host page's text under the layer's corner: the layer takes the pointer.
    const vert = document.getElementById('vert')!;
    vert.scrollIntoView({ block: 'center' });
    const punkt = vert.getBoundingClientRect();
    expect(document.elementFromPoint(punkt.left + 2, punkt.top + 2)?.localName).to.equal('kfp-tilbud');
  });

  it("Escape closes it and focus goes back to 'Fjern tilbud'", async () => {
    await sendKeys({ press: 'Escape' });
    await waitFor(() => !queryByShadowRole(skjerm, 'dialog'));
    await waitFor(() => aktivtElement() === fjern);
  });
});
