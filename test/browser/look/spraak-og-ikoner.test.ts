/// <reference types="mocha" />
// On a host page in English the portal is still Norwegian: every text inside the elements sits
// under lang="nb" (WCAG 3.1.1/3.1.2). And no icon is a font glyph: no text in Unicode's private
// use area (where icon fonts put their glyphs), no icon font family, in any state with icons
// (the overview, the feedback widget's field errors and thank-you message).
import { expect } from 'chai';
import { findByShadowRole, findByShadowText } from 'shadow-dom-testing-library';
import { expectNoAxeViolations } from '../helpers/axe.ts';
import { resetBackend } from '../helpers/backend.ts';
import { goTo, loadBundle, mount } from '../helpers/portal.ts';
import { portalenErFerdig, shadowRoots } from '../helpers/reflow.ts';
import { waitFor } from '../helpers/wait.ts';
import { typeInto } from '../feedback/feedback-helpers.ts';

/** Icon fonts put their glyphs in the private use areas. */
const PRIVAT_BRUK = /[\uE000-\uF8FF]|[\u{F0000}-\u{FFFFD}]|[\u{100000}-\u{10FFFD}]/u;

function tekstnoder(root: ShadowRoot): Text[] {
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  const noder: Text[] = [];
  for (let node = walker.nextNode(); node; node = walker.nextNode()) if ((node.textContent ?? '').trim()) noder.push(node as Text);
  return noder;
}

function utenNorsk(): string[] {
  return shadowRoots(document).flatMap((root) =>
    tekstnoder(root)
      .filter((node) => node.parentElement?.closest('[lang]')?.getAttribute('lang') !== 'nb')
      .map((node) => `<${(root.host as Element).localName}> "${node.textContent?.trim().slice(0, 40)}"`),
  );
}

function glyfer(): string[] {
  const funnet: string[] = [];
  for (const root of shadowRoots(document)) {
    for (const node of tekstnoder(root))
      if (PRIVAT_BRUK.test(node.textContent ?? '')) funnet.push(`text "${node.textContent}" in ${node.parentElement?.className}`);
    for (const element of root.querySelectorAll('*')) {
      for (const pseudo of ['::before', '::after']) {
        const innhold = getComputedStyle(element, pseudo).content;
        if (PRIVAT_BRUK.test(innhold)) funnet.push(`${pseudo} of ${element.className}: ${innhold}`);
      }
      if (/material symbols|icon/i.test(getComputedStyle(element).fontFamily) && (element.textContent ?? '').trim()) {
        funnet.push(`${element.className} is set in ${getComputedStyle(element).fontFamily}`);
      }
    }
  }
  return funnet;
}

describe('Norwegian on an English host page, and icons without fonts', function () {
  this.timeout(20_000);

  before(async () => {
    document.documentElement.lang = 'en';
    await resetBackend('skadekunde');
    await loadBundle();
    goTo('/privat/forsikring/oversikt');
    mount('<kfp-router></kfp-router><kfp-feedback widget-id="spraak" contact></kfp-feedback>');
    await portalenErFerdig(document);
  });

  after(() => {
    document.documentElement.lang = 'nb';
  });

  it('every text inside the elements is under lang="nb"', async () => {
    expect(utenNorsk()).to.deep.equal([]);
    await expectNoAxeViolations(document.body);
  });

  it('the overview and navigation draw their icons as SVG, no font glyph anywhere', () => {
    expect(glyfer()).to.deep.equal([]);
    const svg = shadowRoots(document).flatMap((root) => [...root.querySelectorAll('svg[data-icon]')]);
    expect(svg.length).to.be.greaterThan(20);
  });

  it('the feedback widget: the field error and the thank-you message have SVG icons, no glyphs', async () => {
    const widget = document.querySelector('body > .test-container kfp-feedback')!.shadowRoot!;
    (widget.querySelector('input[value="ja"]') as HTMLInputElement).click();
    (await findByShadowRole(widget as unknown as HTMLElement, 'button', { name: 'Send' })).click();
    (await findByShadowRole(widget as unknown as HTMLElement, 'button', { name: 'Sett meg på lista!' })).click();
    const feil = await findByShadowText(widget as unknown as HTMLElement, 'Du må oppgi e-postadresse for at vi kan kontakte deg');
    expect(feil.closest('.jkl-form-support-label')?.querySelector('svg[data-icon="error"]')).to.not.equal(null);
    expect(glyfer()).to.deep.equal([]);
    expect(utenNorsk()).to.deep.equal([]);

    const epost = (await findByShadowRole(widget as unknown as HTMLElement, 'textbox', { name: 'E-post' })) as HTMLInputElement;
    typeInto(epost, 'ola@nordmann.no');
    (await findByShadowRole(widget as unknown as HTMLElement, 'button', { name: 'Sett meg på lista!' })).click();
    const takk = await findByShadowText(widget as unknown as HTMLElement, 'Takk for tiden din!');
    await waitFor(() => takk.closest('.jkl-message')?.querySelector('svg[data-icon="success"]'));
    expect(glyfer()).to.deep.equal([]);
  });
});
