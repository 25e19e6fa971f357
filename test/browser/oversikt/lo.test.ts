/// <reference types="mocha" />
// A labour-union member (spec §6, isLoMedlem): the overview's LO extras, LO Favør purchases and the
// double-insurance check.
import { expect } from 'chai';
import { findByShadowRole } from 'shadow-dom-testing-library';
import { expectNoAxeViolations } from '../helpers/axe.ts';
import { loadBundle, mount } from '../helpers/portal.ts';
import { resetBackend } from '../helpers/backend.ts';
import { waitFor } from '../helpers/wait.ts';
import { oversiktRoot, seksjon, tekst } from './felles.ts';

before(async () => {
  await resetBackend('lomedlem');
  await loadBundle({ distributor: 'none' });
  mount('<main><kfp-oversikt></kfp-oversikt></main>');
});

describe('kfp-oversikt for an LO member', () => {
  it("shows 'Fordeler for deg som er LO-medlem' with LO Favør purchases and the double-insurance check", async () => {
    const root = await oversiktRoot();
    const del = await waitFor(() => seksjon(root, 'Fordeler for deg som er LO-medlem'));
    const kjop = await findByShadowRole(del, 'link', { name: 'Kjøp LO Favør-forsikring' });
    expect(kjop.getAttribute('href')).to.equal('/privat/forsikring/oversikt/kjopsinnganger?isLo=true');
    const dobbelt = await findByShadowRole(del, 'link', { name: 'Er du dobbeltforsikret?' });
    expect(dobbelt.getAttribute('href')).to.equal('/privat/forsikring/skade/dobbeltforsikring');
    // In page order: after the agreements, before the purchase entries.
    const avtaler = seksjon(root, 'Forsikringene dine')!;
    expect(avtaler.compareDocumentPosition(del) & Node.DOCUMENT_POSITION_FOLLOWING).to.not.equal(0);
    expect(del.compareDocumentPosition(root.querySelector('kfp-kjopsinnganger')!) & Node.DOCUMENT_POSITION_FOLLOWING).to.not.equal(0);
  });

  it('says nothing about applications under processing when no agreement is (issue 34)', async () => {
    const root = await oversiktRoot();
    const sammendrag = await waitFor(() => {
      const del = seksjon(root, 'Dette betaler du');
      return del?.getAttribute('aria-busy') === 'false' ? del : null;
    });
    expect(tekst(sammendrag)).to.match(/for \d+ forsikring/).and.not.contain('under behandling');
  });

  it('has no axe violations', async () => {
    await expectNoAxeViolations(seksjon(await oversiktRoot(), 'Fordeler for deg som er LO-medlem')!);
  });
});
