/// <reference types="mocha" />
// Issue 35: opening the e-mail or mobile editor answered within 100 ms at 4x CPU. Focus went into
// the new field in the commit that opened it, so `focus()` made the browser work out the editor's
// style and layout at once, restyle for the focus (the field's frame draws the ring, a :has()
// rule), scroll and fire the focus events, all before the tap's frame: a third of the tap. Focus
// now goes to the field once the open editor is painted (src/screens/profil/use-redigering.ts).
// Checked without timing: when the tap's task is done the field is there and focus has not moved
// yet; then it is on the field, as before.
import { expect } from 'chai';
import { resetBackend } from '../helpers/backend.ts';
import { loadBundle, mount } from '../helpers/portal.ts';
import { waitFor } from '../helpers/wait.ts';
import { aktivtElement, finn, profil, ventPaVerdi } from './profil-helpers.ts';

let host: HTMLElement;

/**
 * Taps `endre` and reads, once the tap's task is over (its microtasks, where React renders and runs
 * layout effects, included), whether the field is there and where focus is. The tap runs in an
 * animation frame's callback and the reading in a timer of 0 set right after it: timers of the same
 * delay run in the order they were set, so the reading comes before the timer with which the editor
 * waits for the paint, however busy the machine.
 */
function apneOgLesEtterTrykket(endre: HTMLElement, felt: string): Promise<{ felt: Element | null; fokusPaaKnappen: boolean }> {
  return new Promise((resolve) =>
    requestAnimationFrame(() => {
      endre.focus();
      endre.click();
      setTimeout(() => resolve({ felt: host.shadowRoot!.querySelector(felt), fokusPaaKnappen: aktivtElement() === endre }), 0);
    }),
  );
}

describe('kfp-profil: focus when an editor opens', function () {
  this.timeout(30_000);

  before(async () => {
    await resetBackend('skadekunde');
    await loadBundle();
    host = await profil(mount('<kfp-profil></kfp-profil>'));
    await ventPaVerdi(host, 'E-post', 'ingrid.haugland@example.no');
  });

  it("goes to the e-mail field after the tap's task, not in it ('Endre e-post')", async () => {
    const endre = await finn(host, 'button', { name: 'Endre e-post' });
    const forste = await apneOgLesEtterTrykket(endre, 'input[type="email"]');
    expect(forste.felt !== null, 'the field is rendered by the tap').to.equal(true);
    expect(forste.fokusPaaKnappen, 'focus still on the toggle when the tap is done').to.equal(true);
    const epost = await finn(host, 'textbox', { name: 'E-post' });
    await waitFor(() => aktivtElement() === epost);
    (await finn(host, 'button', { name: /^Avbryt endring av e-post/ })).click();
  });

  it("goes to the mobile field after the tap's task, not in it ('Endre mobilnummer')", async () => {
    const endre = await finn(host, 'button', { name: 'Endre mobilnummer' });
    const forste = await apneOgLesEtterTrykket(endre, 'input[type="tel"]');
    expect(forste.felt !== null, 'the field is rendered by the tap').to.equal(true);
    expect(forste.fokusPaaKnappen, 'focus still on the toggle when the tap is done').to.equal(true);
    const mobil = await finn(host, 'textbox', { name: 'Mobilnummer' });
    await waitFor(() => aktivtElement() === mobil);
  });
});
