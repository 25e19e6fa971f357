/// <reference types="mocha" />
// Below 1200 px the navigation is 'Tilbake' and 'Meny'; the menu opens as a full-width panel
// under the bar, with rows large enough to hit with a thumb.
import { expect } from 'chai';
import { sendKeys } from '@web/test-runner-commands';
import { resetBackend } from '../helpers/backend.ts';
import { cleanup, mount } from '../helpers/portal.ts';
import { portalenErFerdig, portalIRamme } from '../helpers/reflow.ts';
import { waitFor } from '../helpers/wait.ts';

describe('the mobile menu', function () {
  this.timeout(20_000);

  before(() => resetBackend('skadekunde'));
  afterEach(cleanup);

  it('is a full-width panel with rows of at least 56 px', async () => {
    const frame = await portalIRamme('/privat/forsikring/oversikt', 390, mount(''));
    const doc = frame.contentDocument!;
    await portalenErFerdig(doc);
    const nav = doc.querySelector('kfp-router')!.shadowRoot!.querySelector('kfp-navigasjon')!.shadowRoot!;
    const meny = [...nav.querySelectorAll<HTMLButtonElement>('button[aria-haspopup="menu"]')].find((knapp) =>
      knapp.textContent?.includes('Meny'),
    )!;
    meny.focus();
    await sendKeys({ press: 'Enter' });
    const panel = await waitFor(() => nav.querySelector<HTMLElement>('[role="menu"]'));
    // Measured once the panel has slid in: mid-animation (a busy machine gets there) its rows sit at
    // fractions of a pixel and read 55.99999 px high.
    await Promise.all(panel.getAnimations().map((animasjon) => animasjon.finished));
    const boks = panel.getBoundingClientRect();
    expect([Math.round(boks.left), Math.round(boks.right)]).to.deep.equal([0, 390]);
    const rader = [...panel.querySelectorAll(':scope > li > [role="menuitem"]')];
    expect(rader.length).to.be.greaterThan(5);
    for (const rad of rader) expect(rad.getBoundingClientRect().height, rad.textContent ?? '').to.be.at.least(56);
  });
});
