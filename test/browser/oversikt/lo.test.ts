/// <reference types="mocha" />
// A labour-union member (spec §6, isLoMedlem): the overview's LO extras, LO Favør purchases and the
// double-insurance check.
import { expect } from 'chai';
import { findByShadowRole, queryAllByShadowRole } from 'shadow-dom-testing-library';
import { expectNoAxeViolations } from '../helpers/axe.ts';
import { loadBundle, mount } from '../helpers/portal.ts';
import { resetBackend } from '../helpers/backend.ts';
import { waitFor } from '../helpers/wait.ts';
import { oversiktRoot, seksjon, tekst } from './felles.ts';

/** The text of a root and every shadow root inside it (the overview holds the purchase entries' element). */
function helTekst(root: ShadowRoot | Element): string {
  let ut = '';
  const gang = (node: Node) => {
    if (node.nodeType === Node.TEXT_NODE) ut += node.textContent;
    if (node instanceof Element && node.shadowRoot) gang(node.shadowRoot);
    node.childNodes.forEach(gang);
  };
  gang(root);
  return ut.replaceAll('\u00ad', '');
}

const forekomster = (i: string, av: string) => i.split(av).length - 1;

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

  it("'Anbefalt for deg' (issue 34): products to buy only, no open offer in the slots", async () => {
    const root = await oversiktRoot();
    const del = await waitFor(() => seksjon(root, 'Anbefalt for deg'));
    // nbo: HUS, INNBO (owned), HUND (an open LO Favør offer), LIV, MOTORSYKKEL, REISE (owned).
    const lenker = [...del.querySelectorAll('a')].map((a) => [tekst(a), a.getAttribute('href')]);
    expect(lenker).to.deep.equal([
      ['Husforsikring', '/privat/forsikring/hus'],
      ['Livsforsikring', '/privat/forsikring/liv/kjop/livsforsikring'],
      ['Motorsykkelforsikring', '/privat/forsikring/motor/mc'],
    ]);
    expect(tekst(del)).not.to.contain('tilbud');
  });

  it("an LO member's top recommendation names the LO discount, not the bank customer's, and each discount is said once on the page", async () => {
    const root = await oversiktRoot();
    const del = await waitFor(() => seksjon(root, 'Anbefalt for deg'));
    const topp = tekst(del.querySelector('li'));
    expect(topp).to.contain('Som LO-medlem får du medlemspris på forsikringene fra LO Favør.');
    expect(topp).not.to.match(/bank/i);
    // The purchase entries below list the general discounts: once, there.
    await waitFor(() => helTekst(root).includes('Hva vil du forsikre?') && helTekst(root).includes('opptil 20'));
    const side = helTekst(root);
    expect(forekomster(side, 'Har du flere forsikringer hos oss, får du opptil 20\u00a0% rabatt.'), side).to.equal(1);
    expect(forekomster(side, 'Som LO-medlem får du medlemspris')).to.equal(1);
  });

  it("the purchase entries' discount list does not tell an LO member, no bank customer, about the bank customers' 5 % (issue 34)", async () => {
    const root = await oversiktRoot();
    const kjop = await waitFor(() => {
      const element = root.querySelector('kfp-kjopsinnganger');
      return element?.shadowRoot?.querySelector('ul[aria-label="Rabatter"]') ? (element as HTMLElement) : null;
    });
    const rabatter = await findByShadowRole(kjop, 'list', { name: 'Rabatter' });
    expect(queryAllByShadowRole(rabatter, 'listitem').map((li) => li.textContent)).to.deep.equal([
      'Samler du skadeforsikringene dine hos oss, får du opptil 15\u00a0% samlerabatt.',
      'Har du flere forsikringer hos oss, får du opptil 20\u00a0% rabatt.',
    ]);
    expect(helTekst(root)).not.to.match(/kunde i banken/i);
  });

  it('says nothing about applications under processing when no agreement is (issue 34)', async () => {
    const root = await oversiktRoot();
    const sammendrag = await waitFor(() => {
      const del = seksjon(root, 'Dette betaler du');
      return del?.getAttribute('aria-busy') === 'false' ? del : null;
    });
    expect(tekst(sammendrag))
      .to.match(/for \d+ forsikring/)
      .and.not.contain('under behandling');
  });

  it('has no axe violations', async () => {
    await expectNoAxeViolations(seksjon(await oversiktRoot(), 'Fordeler for deg som er LO-medlem')!);
  });
});
