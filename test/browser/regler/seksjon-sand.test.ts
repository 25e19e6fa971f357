/// <reference types="mocha" />
// Spec §9: the default page-section colour is sand. The overview's 'Finner du ikke forsikringene
// dine?' is a page section on its own panel (docs/engineering.md "The look"), sand (#f4f2ef, Jøkul's sand) unless the host
// themes --kfp-color-section, with every text on it still AA (axe, one answer open). Plain DOM
// checks, so the file runs in WebKit too (docs/engineering.md, "Tests").
import { expect } from 'chai';
import { expectNoAxeViolations } from '../helpers/axe.ts';
import { resetBackend } from '../helpers/backend.ts';
import { loadBundle, mount } from '../helpers/portal.ts';
import { waitFor } from '../helpers/wait.ts';
import { oversiktRoot, seksjon, sporsmal } from '../oversikt/felles.ts';

const SAND = 'rgb(244, 242, 239)';

describe('page sections in sand (spec §9)', () => {
  let root: ShadowRoot;
  let del: HTMLElement;

  before(async () => {
    await resetBackend('skadekunde');
    await loadBundle({ finnerIkkeForsikringConfig: sporsmal(4) });
    mount('<main><kfp-oversikt></kfp-oversikt></main>');
    root = await oversiktRoot();
    del = await waitFor(() => seksjon(root, 'Finner du ikke forsikringene dine?'));
  });

  it("puts 'Finner du ikke forsikringene dine?' on a sand panel", () => {
    expect(getComputedStyle(del).backgroundColor).to.equal(SAND);
  });

  it('keeps the lists of cards on the page itself', async () => {
    const avtaler = await waitFor(() => seksjon(root, 'Forsikringene dine'));
    expect(getComputedStyle(avtaler).backgroundColor).to.equal('rgba(0, 0, 0, 0)');
  });

  it('keeps every text on the sand AA, with an answer open', async () => {
    const knapp = await waitFor(() => del.querySelector<HTMLButtonElement>('button[aria-expanded]'));
    knapp.click();
    await waitFor(() => knapp.getAttribute('aria-expanded') === 'true');
    await expectNoAxeViolations(document.querySelector('kfp-oversikt')!);
  });
});
