/// <reference types="mocha" />
// Issue 34: the sums come from the backend (spec §3) and count an application still being
// processed. The Eika demo customer's sums include a disability insurance 'Under behandling'
// (EIKA_PERSON, PENDING, 233 kr/md): the sums box says so, read right after the sums.
import { expect } from 'chai';
import { findByShadowRole } from 'shadow-dom-testing-library';
import { expectNoAxeViolations } from '../helpers/axe.ts';
import { loadBundle, mount } from '../helpers/portal.ts';
import { resetBackend } from '../helpers/backend.ts';
import { waitFor } from '../helpers/wait.ts';
import { lestTekst, oversiktRoot, seksjon, tekst } from './felles.ts';

before(async () => {
  await resetBackend('eika');
  await loadBundle({ distributor: 'eika' });
  mount('<main><kfp-oversikt></kfp-oversikt></main>');
});

/** The sums box once its figures are in. */
async function summene(): Promise<HTMLElement> {
  const root = await oversiktRoot();
  return waitFor(() => {
    const sammendrag = seksjon(root, 'Dette betaler du');
    return sammendrag?.getAttribute('aria-busy') === 'false' ? sammendrag : null;
  });
}

describe("kfp-oversikt's sums for a customer with an application under processing", () => {
  it("says 'inkludert 1 forsikring under behandling' after the sums, read with them", async () => {
    const sammendrag = await summene();
    await findByShadowRole(sammendrag, 'heading', { name: 'Dette betaler du' });
    const lest = lestTekst(sammendrag);
    expect(lest).to.contain('inkludert 1 forsikring under behandling');
    expect(lest.indexOf('Sum per år'), 'after the sums').to.be.below(lest.indexOf('inkludert 1 forsikring under behandling'));
  });

  it("matches the one card tagged 'Under behandling'", async () => {
    const root = await oversiktRoot();
    await summene();
    const avtaler = seksjon(root, 'Forsikringene dine')!;
    const merket = [...avtaler.querySelectorAll('li')].filter((kort) => tekst(kort).includes('Under behandling'));
    expect(merket.map((kort) => tekst(kort.querySelector('h3')))).to.deep.equal(['Uføreforsikring']);
  });

  it('has no axe violations in the sums box', async () => {
    await expectNoAxeViolations(await summene());
  });
});
