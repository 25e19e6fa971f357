/// <reference types="mocha" />
// Issue 35: a route change by link answered within 100 ms at 4x CPU. The tap removes the screen it
// leaves, and unmounting that screen's React tree (every effect's cleanup, the overview's many
// queries and listeners) was about a third of the tap's own work, all of it before the frame that
// shows the new route. The element that left is now unmounted once that frame is painted
// (src/element/define-element.tsx). Checked without timing: when the tap's task is done the new
// screen is in and the old one's React content is still in its (detached) shadow root; later it is
// unmounted, so nothing stays behind.
import { expect } from 'chai';
import { setViewport } from '@web/test-runner-commands';
import { findByShadowRole } from 'shadow-dom-testing-library';
import { resetBackend } from '../helpers/backend.ts';
import { bunntekst, navigasjonsvert } from '../helpers/bunntekst.ts';
import { holderAv } from '../helpers/finn.ts';
import { goTo, loadBundle, mount } from '../helpers/portal.ts';
import { waitFor } from '../helpers/wait.ts';

describe('the screen a route change leaves', function () {
  this.timeout(30_000);

  before(async () => {
    // Wide: the navigation's links show in its bar.
    await setViewport({ width: 1280, height: 900 });
    await resetBackend('skadekunde');
    await loadBundle();
  });

  it("is unmounted after the tap's task, once the new route is painted", async () => {
    goTo('/privat/forsikring/oversikt');
    const router = mount('<kfp-router></kfp-router>').querySelector('kfp-router')!;
    await holderAv('h1', 'Forsikringsoversikt');
    // The router's templates are in once the footer shows: the route changes in the tap itself.
    await bunntekst();
    const oversikt = router.shadowRoot!.querySelector('kfp-oversikt')!;
    const innhold = () => oversikt.shadowRoot!.childElementCount;
    expect(innhold(), "the overview's content").to.be.greaterThan(0);
    const lenke = await findByShadowRole(await navigasjonsvert(), 'link', { name: /^Tilbud\b/ });

    // The tap runs in an animation frame's callback and the reading in a timer of 0 set right after
    // it: timers of the same delay run in the order they were set, so the reading comes after the
    // tap's task (its microtasks, where the unmount used to run) and before the timer with which the
    // unmount waits for the paint, however busy the machine.
    const etterTrykket = await new Promise<{ tilbud: boolean; oversiktensInnhold: number; oversiktenBorte: boolean }>((resolve) =>
      requestAnimationFrame(() => {
        lenke.click();
        setTimeout(
          () =>
            resolve({
              tilbud: router.shadowRoot!.querySelector('kfp-tilbud') !== null,
              oversiktensInnhold: innhold(),
              oversiktenBorte: !oversikt.isConnected,
            }),
          0,
        );
      }),
    );
    expect(etterTrykket.oversiktenBorte, 'the overview is off the page after the tap').to.equal(true);
    expect(etterTrykket.tilbud, 'the offers page is in after the tap').to.equal(true);
    expect(etterTrykket.oversiktensInnhold, "the overview's React content, not yet unmounted by the tap's task").to.be.greaterThan(0);

    // Then it is unmounted: React empties the shadow root it rendered into.
    await waitFor(() => innhold() === 0);
    await holderAv('h1', 'Tilbudene dine');
  });
});
