/// <reference types="mocha" />
// Issue 34: on phones (the overview under 40rem) the agreement cards are compact, about 72–96 px
// instead of 160–200, and keep what each card shows (name, description, tag, kr/md and kr/år) and
// their accessible names (the card's one link named by the product name). Wider, the default card.
import { expect } from 'chai';
import { setViewport } from '@web/test-runner-commands';
import { findByShadowRole } from 'shadow-dom-testing-library';
import { expectNoAxeViolations } from '../helpers/axe.ts';
import { loadBundle, mount } from '../helpers/portal.ts';
import { resetBackend } from '../helpers/backend.ts';
import { waitFor } from '../helpers/wait.ts';
import { NBSP, oversiktRoot, seksjon, tekst } from './felles.ts';
import { navn } from '../helpers/navn.ts';

before(async () => {
  await setViewport({ width: 390, height: 844 });
  await resetBackend('skadekunde');
  await loadBundle();
  mount('<main><kfp-oversikt></kfp-oversikt></main>');
});

after(() => setViewport({ width: 800, height: 600 }));

/** The agreements' list items once they show. */
async function kortene(): Promise<HTMLLIElement[]> {
  const root = await oversiktRoot();
  const liste = await waitFor(() => seksjon(root, 'Forsikringene dine')?.querySelector('ul'));
  return waitFor(() => {
    const li = [...liste.querySelectorAll<HTMLLIElement>(':scope > li')];
    return li.length > 0 ? li : null;
  });
}

const kortMedNavn = (kort: HTMLLIElement[], navn: string) => kort.find((li) => tekst(li.querySelector('h3')) === navn)!;

describe('kfp-oversikt agreement cards on a phone', () => {
  it('are compact: a card with name, description and prices is at most 104 px tall at 390 px', async () => {
    const kort = kortMedNavn(await kortene(), 'Båtforsikring');
    await waitFor(() => matchMedia('(width: 390px)').matches);
    expect(kort.getBoundingClientRect().height).to.be.within(64, 104);
    expect(tekst(kort)).to.contain('Askeladden C61, JFK 123').and.contain(`276${NBSP}kr/md`).and.contain(`3${NBSP}312${NBSP}kr/år`);
  });

  it('keep the tag and the one link named by the product name', async () => {
    const kort = await kortene();
    const innbo = kortMedNavn(kort, 'Innboforsikring');
    expect(tekst(innbo)).to.contain('Fornyelse');
    const lenke = await findByShadowRole(innbo, 'link', { name: navn('Innboforsikring') });
    expect(innbo.querySelectorAll('a')).to.have.length(1);
    expect(lenke.closest('li')).to.equal(innbo);
  });

  it('has no axe violations', async () => {
    await expectNoAxeViolations(seksjon(await oversiktRoot(), 'Forsikringene dine')!);
  });

  it('are the default cards again on a wide screen', async () => {
    await setViewport({ width: 1280, height: 800 });
    const kort = kortMedNavn(await kortene(), 'Båtforsikring');
    await waitFor(() => kort.getBoundingClientRect().height > 130);
  });
});
