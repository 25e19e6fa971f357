/// <reference types="mocha" />
// Reduced motion is honoured by the new look: card arrows, tiles and skeletons stand still (the
// agreements are kept loading, longer than the test may take even on a busy machine, so their
// skeleton shows beside the task cards throughout).
import { expect } from 'chai';
import { findByShadowRole } from 'shadow-dom-testing-library';
import { overrideApi, resetBackend } from '../helpers/backend.ts';
import { restoreMotion, useReducedMotion } from '../helpers/engine.ts';
import { API, cleanup, loadBundle, mount } from '../helpers/portal.ts';
import { waitFor } from '../helpers/wait.ts';

const sekunder = (verdi: string) => Math.max(...verdi.split(',').map((del) => parseFloat(del) * (del.trim().endsWith('ms') ? 0.001 : 1)));

describe('reduced motion', function () {
  this.timeout(20_000);

  before(async () => {
    await resetBackend('skadekunde');
    await overrideApi('GET', `${API}/avtaleoversikt/avtaler`, { status: 200, body: { avtaler: [] }, delayMs: 60_000 });
    await loadBundle();
  });

  afterEach(() => cleanup());
  after(() => restoreMotion());

  async function moving() {
    const container = mount('<kfp-oversikt></kfp-oversikt><kfp-kjopsinnganger></kfp-kjopsinnganger>');
    await findByShadowRole(container, 'button', { name: 'Kjøretøy' });
    const oversikt = container.querySelector('kfp-oversikt')!.shadowRoot!;
    const pil = await waitFor(() => oversikt.querySelector('.kfp-navigation-card__arrow'));
    const flis = await waitFor(() =>
      container.querySelector('kfp-kjopsinnganger')!.shadowRoot!.querySelector('.kfp-flis, .kfp-accordion__chevron'),
    );
    const skjelett = await waitFor(() => oversikt.querySelector('.kfp-skeleton'));
    return { pil, flis, skjelett };
  }

  it('animates card arrows and skeletons without a preference', async function () {
    await useReducedMotion(this, 'no-preference');
    const { pil, skjelett } = await moving();
    expect(sekunder(getComputedStyle(pil).transitionDuration)).to.be.greaterThan(0.1);
    expect(getComputedStyle(skjelett).animationName).to.not.equal('none');
  });

  it('moves nothing under prefers-reduced-motion: reduce', async function () {
    await useReducedMotion(this, 'reduce');
    const { pil, flis, skjelett } = await moving();
    expect(skjelett.isConnected, 'the agreements are still loading').to.equal(true);
    for (const element of [pil, flis]) expect(sekunder(getComputedStyle(element).transitionDuration)).to.be.lessThan(0.001);
    const animasjon = getComputedStyle(skjelett);
    expect(animasjon.animationName === 'none' || sekunder(animasjon.animationDuration) < 0.001).to.equal(true);
  });
});
