/// <reference types="mocha" />
// 200 % text (issues 21 and 31, WCAG 1.4.4): the customer's text size is the browser's default
// text size (`font-size: medium`, the portal's rem), which every size in the portal follows, on a
// plain page and on one with a 10px root alike. This file runs only in a browser started with it
// doubled (web-test-runner.config.mjs, LARGE_TEXT_FILES). With it doubled, the overview's opening stacks at
// 1280 px, so 'Forsikringsoversikt' stays whole, and on a phone it breaks only at its compound
// boundary; neither the overview nor the offers page scrolls sideways at 390 or 1280 px. On a
// phone (320 and 390 px) no word of an agreement card's name and no amount breaks across lines.
import { expect } from 'chai';
import { setViewport } from '@web/test-runner-commands';
import { resetBackend } from '../helpers/backend.ts';
import { useLargeText } from '../helpers/engine.ts';
import { loadBundle, mount } from '../helpers/portal.ts';
import { tekstmaal } from '../helpers/tekstmaal.ts';
import { waitFor } from '../helpers/wait.ts';

/** The line tops each text piece of `element` is laid out on: one per piece means no piece broke. */
function linjerPerTekstbit(element: Element): { tekst: string; linjer: number }[] {
  const biter: { tekst: string; linjer: number }[] = [];
  const gang = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
  for (let node = gang.nextNode(); node; node = gang.nextNode()) {
    const tekst = (node.textContent ?? '').trim();
    if (!tekst) continue;
    const range = document.createRange();
    range.selectNodeContents(node);
    const topper = new Set([...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.top)));
    biter.push({ tekst, linjer: topper.size });
  }
  return biter;
}

/**
 * The words of `element` that are laid out on more than one line: the line of a word's first letter
 * against that of its last. A word is what lies between ordinary spaces; a soft hyphen or a hyphen
 * in it is a break it may take (a compound boundary), so its parts are checked one by one. With
 * `hel`, the element's whole text is one unit (an amount: '8 544 kr/år' never breaks at all).
 * (Chromium gives the letter after a soft hyphen it broke at a second box: the hyphen it drew at the
 * end of the line before. So a letter's line is that of its last box.)
 */
function bruttOrd(element: Element, { hel = false } = {}): string[] {
  const linje = (node: Node, i: number) => {
    const range = document.createRange();
    range.setStart(node, i);
    range.setEnd(node, i + 1);
    const bokser = [...range.getClientRects()].filter((r) => r.width > 0);
    return Math.round(bokser.at(-1)?.top ?? NaN);
  };
  const brutte: string[] = [];
  const gang = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
  for (let node = gang.nextNode(); node; node = gang.nextNode()) {
    const tekst = node.textContent ?? '';
    for (const treff of tekst.matchAll(hel ? /\S[^]*\S|\S/g : /[^ \u00AD-]+/g)) {
      if (linje(node, treff.index) !== linje(node, treff.index + treff[0].length - 1)) brutte.push(treff[0]);
    }
  }
  return brutte;
}

const sidelengs = () => document.documentElement.scrollWidth - document.documentElement.clientWidth;

describe('200 % text: no mid-word breaks, no sideways scroll', () => {
  before(async function () {
    useLargeText(this);
    await resetBackend('skadekunde');
    await loadBundle();
  });
  after(() => {
    document.documentElement.style.fontSize = '';
  });

  for (const rot of ['', '10px']) {
    it(`every text size doubles${rot ? ` on a page whose root font size is ${rot}` : ' on a plain page'}: body 32 px, agreement names 36 px, small print 28 px`, async () => {
      document.documentElement.style.fontSize = rot;
      await setViewport({ width: 1280, height: 900 });
      const container = mount('<kfp-oversikt></kfp-oversikt>');
      const root = await waitFor(() => {
        const r = container.querySelector('kfp-oversikt')?.shadowRoot;
        return r?.querySelector('.ov-kort__navn') && r.querySelector('.ov-summer dd') ? r : null;
      });
      const storrelse = (css: string) => getComputedStyle(root.querySelector(css)!).fontSize;
      // At 100 % text (16 px): 16, 18, 14, 14 and 18 px (look/rot-skrift measures them on a plain page).
      expect(
        {
          brodtekst: storrelse('.ov-snarvei'),
          avtalenavn: storrelse('.ov-kort__navn'),
          aarspris: storrelse('.ov-kort__aar'),
          sumtekst: storrelse('.ov-sum dt'),
          hilsen: storrelse('.ov-hilsen'),
        },
        rot ? `with html { font-size: ${rot} }` : 'on a plain page',
      ).to.deep.equal({ brodtekst: '32px', avtalenavn: '36px', aarspris: '28px', sumtekst: '28px', hilsen: '36px' });
      const minste = Math.min(...tekstmaal().map((maal) => parseFloat(maal.fontSize)));
      expect(minste, 'the smallest text').to.equal(28);
      container.remove();
      document.documentElement.style.fontSize = '';
    });
  }

  it("the overview: 'Forsikringsoversikt' whole at 1280 px (the sums below it), split only at its compound boundary at 390 px", async () => {
    await setViewport({ width: 1280, height: 900 });
    const container = mount('<kfp-oversikt></kfp-oversikt>');
    const root = await waitFor(() => {
      const r = container.querySelector('kfp-oversikt')?.shadowRoot;
      return r?.querySelector('.ov-summer dd') ? r : null;
    });
    const h1 = root.querySelector('h1')!;
    expect(h1.textContent).to.equal('Forsikringsoversikt');
    const range = document.createRange();
    range.selectNodeContents(h1);
    // The text's boxes only: Firefox gives the <wbr> between the words an empty box of its own,
    // at the line's baseline, which is no second line.
    const topper = [...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.top));
    expect(new Set(topper).size, 'one line at 1280 px').to.equal(1);
    const sum = root.querySelector('.ov-sammendrag')!.getBoundingClientRect();
    expect(sum.top, 'the sums stack below the heading').to.be.greaterThan(h1.getBoundingClientRect().bottom);
    expect(sidelengs()).to.equal(0);

    await setViewport({ width: 390, height: 844 });
    await waitFor(() => sidelengs() === 0);
    expect(linjerPerTekstbit(h1)).to.deep.equal([
      { tekst: 'Forsikrings', linjer: 1 },
      { tekst: 'oversikt', linjer: 1 },
    ]);
    for (const dd of root.querySelectorAll('.ov-summer dd')) {
      expect(dd.getBoundingClientRect().right, `${dd.textContent} inside the page`).to.be.at.most(390);
    }
    container.remove();
  });

  for (const bredde of [320, 390]) {
    it(`the agreement cards at ${bredde} px: no word of a name and no amount breaks across lines, no sideways scroll`, async () => {
      await setViewport({ width: bredde, height: 844 });
      const container = mount('<kfp-oversikt></kfp-oversikt>');
      const root = await waitFor(() => {
        const r = container.querySelector('kfp-oversikt')?.shadowRoot;
        return r && r.querySelectorAll('.ov-avtaleliste .ov-kort__pris').length > 0 ? r : null;
      });
      const kort = [...root.querySelectorAll('.ov-avtaleliste > li')];
      expect(kort.length, 'agreement cards').to.be.greaterThan(5);
      const navn = kort.flatMap((li) => [...li.querySelectorAll('.ov-kort__navn')].flatMap((el) => bruttOrd(el)));
      const belop = kort.flatMap((li) =>
        [...li.querySelectorAll('.ov-kort__md, .ov-kort__aar')].flatMap((el) => bruttOrd(el, { hel: true })),
      );
      expect({ navn, belop }, 'words split across lines').to.deep.equal({ navn: [], belop: [] });
      expect(sidelengs(), 'sideways scroll').to.equal(0);
      container.remove();
    });
  }

  for (const bredde of [390, 1280]) {
    it(`the offers page at ${bredde} px: no sideways scroll, every price inside its card`, async () => {
      await setViewport({ width: bredde, height: 844 });
      const container = mount('<kfp-tilbud></kfp-tilbud>');
      const root = await waitFor(() => {
        const r = container.querySelector('kfp-tilbud')?.shadowRoot;
        return r && r.querySelectorAll('.kfp-priser').length > 0 ? r : null;
      });
      expect(sidelengs()).to.equal(0);
      for (const kort of root.querySelectorAll('.kfp-tilbud')) {
        const kant = kort.getBoundingClientRect();
        for (const pris of kort.querySelectorAll('.kfp-priser__md, .kfp-priser__aar')) {
          expect(pris.getBoundingClientRect().right, `${pris.textContent} inside its card`).to.be.at.most(kant.right + 0.5);
        }
      }
      container.remove();
    });
  }
});
