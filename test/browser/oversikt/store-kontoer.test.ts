/// <reference types="mocha" />
// A large account (issue 23 point 7): 10,000 agreements. The first agreements show without every
// card being rendered first; the rest are one 'Vis alle forsikringene' away, by keyboard too.
import { expect } from 'chai';
import { sendKeys } from '@web/test-runner-commands';
import { expectNoAxeViolations } from '../helpers/axe.ts';
import { loadBundle, mount } from '../helpers/portal.ts';
import { resetBackend } from '../helpers/backend.ts';
import { waitFor } from '../helpers/wait.ts';
import { NBSP, oversiktRoot, seksjon, tekst } from './felles.ts';

const ANTALL = 10_000;

/** The agreement cards in the section (the 'Kjøp forsikring' card left out). */
const avtaleKort = (root: ShadowRoot) =>
  [...(seksjon(root, 'Forsikringene dine')?.querySelectorAll('li') ?? [])].filter(
    (li) => tekst(li.querySelector('h3')) !== 'Kjøp forsikring',
  );

/** The focused element, through shadow roots. */
function fokusert(): Element | null {
  let element = document.activeElement;
  while (element?.shadowRoot?.activeElement) element = element.shadowRoot.activeElement;
  return element;
}

before(async () => {
  await resetBackend('skadekunde');
  const svar = await fetch('/demo/mange-avtaler', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ antall: ANTALL }),
  });
  expect(svar.ok).to.equal(true);
  await loadBundle({ distributor: 'none' });
  mount('<main><kfp-oversikt></kfp-oversikt></main>');
});

describe('kfp-oversikt with 10,000 agreements', function () {
  this.timeout(60_000);

  it('shows the first agreements without putting all 10,000 cards in the page', async () => {
    const root = await oversiktRoot();
    const kort = await waitFor(() => {
      const funnet = avtaleKort(root);
      return funnet.length > 0 ? funnet : null;
    });
    expect(kort.length).to.equal(12);
    const del = seksjon(root, 'Forsikringene dine')!;
    expect(tekst(del)).to.contain(`Viser 12 av 10${NBSP}000 forsikringer`);
    // The sums still count every agreement.
    expect(tekst(root.querySelector('.ov-sammendrag'))).to.contain(`for 10${NBSP}000 forsikringer`);
  });

  it('has no axe violations with the first 12 and the button', async () => {
    await expectNoAxeViolations(seksjon(await oversiktRoot(), 'Forsikringene dine')!);
  });

  it("reaches the rest by keyboard: 'Vis alle forsikringene' shows them and focus moves to the first that was hidden", async function () {
    // 67 batches of 150 cards: about 10 s on a quiet machine, over a minute under a load of 25.
    this.timeout(180_000);
    const root = await oversiktRoot();
    const knapp = await waitFor(() =>
      [...root.querySelectorAll('button')].find((b) => tekst(b) === `Vis alle forsikringene (10${NBSP}000)`),
    );
    knapp.focus();
    await sendKeys({ press: 'Enter' });
    const trettende = await waitFor(() => avtaleKort(root)[12]?.querySelector('a'));
    await waitFor(() => fokusert() === trettende);
    // All 10,000, a batch per task: counted cheaply and seldom, so the check does not itself hold the
    // main thread the batches need (reading every card's heading each 25 ms did, on a busy machine).
    const liste = seksjon(root, 'Forsikringene dine')!.querySelector('ul')!;
    await waitFor(() => liste.childElementCount === ANTALL, { timeout: 150_000, interval: 500 });
    expect(avtaleKort(root).length).to.equal(ANTALL);
    expect([...root.querySelectorAll('button')].some((b) => tekst(b).startsWith('Vis alle'))).to.equal(false);
    // Tab goes on to the next agreement.
    await sendKeys({ press: 'Tab' });
    expect(fokusert()).to.equal(avtaleKort(root)[13]?.querySelector('a'));
  });
});
