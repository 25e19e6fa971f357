/// <reference types="mocha" />
// Issue 33: the partial-outage banner came as a `role=status` already filled (rarely spoken) and
// without a heading. A status region present from the first render now speaks it when it shows,
// the banner itself is no second live region, and its title is a heading (level 2).
import { expect } from 'chai';
import { findByShadowRole } from 'shadow-dom-testing-library';
import { expectNoAxeViolations } from '../helpers/axe.ts';
import { resetBackend } from '../helpers/backend.ts';
import { lyttEtterKunngjoringer } from '../helpers/kunngjoringer.ts';
import { loadBundle, mount } from '../helpers/portal.ts';
import { portalenErFerdig } from '../helpers/reflow.ts';
import { waitFor } from '../helpers/wait.ts';

const TITTEL = 'Noen av systemene våre er nede...';
const TEKST = 'Noen forsikringer eller tilbud kan mangle i oversikten. Prøv igjen senere.';

before(async () => {
  // An eika brand: the eika integration answers 503 (retried once, a second later), some sources are down.
  await resetBackend('delvis-nede');
  await loadBundle({ distributor: 'eika' });
});

describe('the partial-outage banner, as a screen reader hears it', function () {
  this.timeout(20_000);

  it('is spoken through a status region that was there before it, and has a heading', async () => {
    mount('<main><kfp-oversikt></kfp-oversikt></main>');
    const root = await waitFor(() => document.querySelector('kfp-oversikt')?.shadowRoot);
    const lytter = lyttEtterKunngjoringer(root);
    await portalenErFerdig(document, 15_000);
    await waitFor(() => lytter.kunngjort.some((tekst) => tekst.includes(TITTEL)));
    lytter.stopp();
    expect(
      lytter.kunngjort.filter((tekst) => tekst.includes(TITTEL)),
      'spoken once, whole',
    ).to.deep.equal([`${TITTEL} ${TEKST}`]);
    expect(
      lytter.fyltVedInnsetting.filter((tekst) => tekst.includes(TITTEL)),
      'no region came already filled with it',
    ).to.deep.equal([]);
    const overskrift = await findByShadowRole(root.host as HTMLElement, 'heading', { name: TITTEL, level: 2 });
    expect(overskrift.closest('.kfp-alert')?.hasAttribute('role'), 'the banner is no live region of its own').to.equal(false);
    await expectNoAxeViolations(root.host as HTMLElement);
  });
});
