/// <reference types="mocha" />
// Spec §9's xl breakpoint, 1600 px: from 1600 px the content width grows from 1200 to 1440 px (our
// choice, docs/editors.md "Breakpoints"), and the overview's card grid goes from three columns to four. Measured
// at 1599 and 1600 px in the whole portal (kfp-router), by geometry: the cards' distinct left edges,
// the screen's width, and no horizontal scroll.
import { expect } from 'chai';
import { setViewport } from '@web/test-runner-commands';
import { findAllByShadowRole, findByShadowRole } from 'shadow-dom-testing-library';
import { resetBackend } from '../helpers/backend.ts';
import { goTo, loadBundle, mount } from '../helpers/portal.ts';
import { waitFor } from '../helpers/wait.ts';
import { navn } from '../helpers/navn.ts';

describe('the 1600 px breakpoint (spec §9, xl)', () => {
  let host: HTMLElement;

  before(async () => {
    await resetBackend('skadekunde');
    await loadBundle();
    goTo('/privat/forsikring/oversikt');
    host = mount('<kfp-router></kfp-router>');
    await findByShadowRole(host, 'heading', { name: 'Forsikringsoversikt', level: 1 });
    await waitFor(async () => (await findAllByShadowRole(host, 'link', { name: navn(/Bilforsikring/) })).length > 0);
  });

  after(() => setViewport({ width: 800, height: 600 }));

  /** The agreements' cards per row and the width of the screen's heading column, at `bredde` px. */
  async function layoutVed(bredde: number) {
    await setViewport({ width: bredde, height: 900 });
    // innerWidth, as the media query counts: Firefox draws a scrollbar beside the long overview,
    // so its clientWidth is the viewport less that.
    await waitFor(() => innerWidth === bredde);
    const seksjon = await findByShadowRole(host, 'region', { name: 'Forsikringene dine' });
    const kort = await findAllByShadowRole(seksjon, 'listitem');
    const venstrekanter = new Set(kort.map((element) => Math.round(element.getBoundingClientRect().left)));
    const rulling = document.documentElement.scrollWidth - document.documentElement.clientWidth;
    return { kolonner: venstrekanter.size, bredde: seksjon.getBoundingClientRect().width, rulling };
  }

  it('keeps three columns of cards in 1200 px below 1600 px', async () => {
    const { kolonner, bredde, rulling } = await layoutVed(1599);
    expect(kolonner).to.equal(3);
    expect(bredde).to.be.closeTo(1200, 1);
    expect(rulling, 'horizontal scroll').to.equal(0);
  });

  it('lays the cards out in four columns in 1440 px from 1600 px', async () => {
    const { kolonner, bredde, rulling } = await layoutVed(1600);
    expect(kolonner).to.equal(4);
    expect(bredde).to.be.closeTo(1440, 1);
    expect(rulling, 'horizontal scroll').to.equal(0);
  });
});
