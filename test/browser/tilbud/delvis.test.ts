/// <reference types="mocha" />
// Some source systems are down: the offers that came are shown with the partial-source notice. A
// screen reader hears it through the page's status region, there from the start (a region
// inserted already filled is rarely spoken), and reaches it by its heading (issue 33).
import { expect } from 'chai';
import { findAllByShadowRole, findByShadowRole } from 'shadow-dom-testing-library';
import { expectNoAxeViolations } from '../helpers/axe.ts';
import { resetBackend } from '../helpers/backend.ts';
import { lyttEtterKunngjoringer } from '../helpers/kunngjoringer.ts';
import { loadBundle, mount } from '../helpers/portal.ts';
import { waitFor } from '../helpers/wait.ts';

const TITTEL = 'Noen av systemene våre er nede...';

describe('kfp-tilbud when some source systems are down', () => {
  before(async () => {
    await resetBackend('delvis-nede');
    await loadBundle();
  });

  it("shows 'Noen av systemene våre er nede...' under a heading with the offers that came, and speaks it", async () => {
    const container = mount('<kfp-tilbud></kfp-tilbud>');
    const root = await waitFor(() => container.querySelector('kfp-tilbud')?.shadowRoot);
    const lytter = lyttEtterKunngjoringer(root);
    const overskrift = await findByShadowRole(container, 'heading', { name: TITTEL, level: 2 });
    expect(overskrift.closest('.kfp-alert')?.hasAttribute('role'), 'the banner is no live region of its own').to.equal(false);
    expect((await findAllByShadowRole(container, 'article')).length).to.be.greaterThan(0);
    await waitFor(() => lytter.kunngjort.some((tekst) => tekst.includes(TITTEL)));
    lytter.stopp();
    expect(lytter.kunngjort.filter((tekst) => tekst.includes(TITTEL))).to.deep.equal([
      `${TITTEL} Noen tilbud kan mangle i listen. Prøv igjen senere.`,
    ]);
    expect(
      lytter.fyltVedInnsetting.filter((tekst) => tekst.includes(TITTEL)),
      'no region came already filled with it',
    ).to.deep.equal([]);
    await expectNoAxeViolations(container);
  });
});
