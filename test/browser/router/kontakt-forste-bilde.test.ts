/// <reference types="mocha" />
// Issue 34: on a slow API the footer's phone number came seconds after the spinner (its chunks
// wait for the first content, then for a connection the slow API holds). Now the router shows
// 'Kontakt oss' and the phone number from config (`kontaktTelefon`) in its first frame, below the
// routed screen's box where the footer will be, before any API answer and before the templates'
// chunk. The footer takes its place when it renders: the number sits where it sat (nothing
// jumps), and the page has it once.
import { expect } from 'chai';
import { findByShadowRole } from 'shadow-dom-testing-library';
import { expectNoAxeViolations } from '../helpers/axe.ts';
import { resetBackend } from '../helpers/backend.ts';
import { holderAv } from '../helpers/finn.ts';
import { goTo, loadBundle, mount } from '../helpers/portal.ts';
import { shadowRoots } from '../helpers/reflow.ts';
import { waitFor } from '../helpers/wait.ts';

/** The default `kontaktTelefon` (91503100), as the footer formats it (spec §1: with country code 47). */
const NUMMER = '+47 91 50 31 00';

/** Where a phone link sits, measured from the foot of the routed screen's box (where the footer starts). */
function plass(lenke: Element, innhold: Element): { x: number; y: number } {
  const boks = lenke.getBoundingClientRect();
  return { x: Math.round(boks.left), y: Math.round(boks.top - innhold.getBoundingClientRect().bottom) };
}

/** Every phone link on the page, in every shadow root. */
const telefonlenker = () => [document, ...shadowRoots(document)].flatMap((root) => [...root.querySelectorAll('a[href^="tel:"]')]);

describe('the phone number in the first frame on a slow API', function () {
  this.timeout(30_000);

  before(async () => {
    // Every API answer takes 2.5 s: the session first, then the overview's reads.
    await resetBackend('treg');
    await loadBundle();
  });

  it('is there with the spinner, then the footer shows it at the same place', async () => {
    goTo('/privat/forsikring/oversikt');
    mount('<kfp-router></kfp-router>');
    // The router's first content: the spinner with its words, while the session loads.
    const vert = await holderAv('[role="status"]', 'Henter forsikringene dine');
    const root = vert.shadowRoot!;
    // At that moment, with no answer in and the footer's code not asked for: the number is there.
    const forste = root.querySelector<HTMLAnchorElement>('a[href^="tel:"]');
    expect(forste?.textContent, 'the phone number with the spinner').to.equal(NUMMER);
    expect(root.querySelector('kfp-bunntekst'), 'no footer element yet').to.equal(null);
    expect(forste!.getAttribute('href'), 'a tel link without spaces').to.equal('tel:+4791503100');
    expect(forste!.checkVisibility(), 'laid out and visible').to.equal(true);
    expect(await findByShadowRole(vert, 'link', { name: NUMMER })).to.equal(forste);
    const innhold = root.getElementById('kfp-innhold')!;
    const forstePlass = plass(forste!, innhold);
    expect(forstePlass.y, 'below the routed screen, where the footer goes').to.be.greaterThan(0);
    await expectNoAxeViolations(vert);

    // The footer (templates, its chunk) takes its place in one frame: one number, where it was.
    const bunntekst = await waitFor(() => root.querySelector('kfp-bunntekst')?.shadowRoot?.querySelector('#kfp-footer-phonenumber'), {
      timeout: 20_000,
    });
    expect(forste!.isConnected, 'the first frame’s number is gone').to.equal(false);
    // Its heading stays too ('Kontakt oss', no placeholder bar in its place) until the bank's name comes.
    const footerRoot = bunntekst.getRootNode() as ShadowRoot;
    expect(footerRoot.querySelector('.kfp-bunntekst__navn')?.textContent, 'the footer’s heading').to.not.equal('');
    expect(root.querySelector('.kfp-router__kontakt'), 'its box is gone').to.equal(null);
    expect(plass(bunntekst, innhold), 'the footer’s number at the same place').to.deep.equal(forstePlass);
    expect(
      telefonlenker().filter((lenke) => lenke.closest('.kfp-bunntekst')),
      'one phone number in the footer',
    ).to.have.length(1);
  });
});
