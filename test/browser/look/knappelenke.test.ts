/// <reference types="mocha" />
// Issue 34: 'Vis tilbudet' was a bare link with the button's class but not the button's inner
// layout: its label sat in the pill's top-left corner. It is the button in link form now: the
// label's text is centred in the link's box, across and up-down, on a phone (full width) and on a
// desktop. Geometry of the text's box against the link's box, not pixels. Issue 33: each one's name
// says which offer it opens, so the links list has no four alike.
import { expect } from 'chai';
import { setViewport } from '@web/test-runner-commands';
import { queryAllByShadowRole } from 'shadow-dom-testing-library';
import { resetBackend } from '../helpers/backend.ts';
import { holderAv } from '../helpers/finn.ts';
import { cleanup, loadBundle, mount } from '../helpers/portal.ts';
import { waitFor } from '../helpers/wait.ts';

/** The box of the link's visible label text ('Vis tilbudet'), from a range over its text node. */
function tekstboks(lenke: HTMLElement): DOMRect {
  const tekst = document.createTreeWalker(lenke, NodeFilter.SHOW_TEXT);
  for (let node = tekst.nextNode(); node; node = tekst.nextNode()) {
    if (node.textContent?.trim() !== 'Vis tilbudet') continue;
    const range = document.createRange();
    range.selectNodeContents(node);
    return range.getBoundingClientRect();
  }
  throw new Error("no 'Vis tilbudet' text in the link");
}

describe("'Vis tilbudet' as the button in link form", function () {
  this.timeout(20_000);

  before(async () => {
    await resetBackend('skadekunde');
    await loadBundle();
  });

  afterEach(cleanup);

  for (const bredde of [390, 1280]) {
    it(`has its label centred in its box, and names its offer (${bredde} px)`, async () => {
      await setViewport({ width: bredde, height: 900 });
      mount('<kfp-tilbud></kfp-tilbud>');
      const vert = await holderAv('.kfp-tilbud', 'Uføreforsikring');
      const lenker = await waitFor(() => {
        const funnet = queryAllByShadowRole(vert, 'link', { name: /^Vis tilbudet/ });
        return funnet.length === 4 ? funnet : null;
      });
      const navn = lenker.map((lenke) =>
        lenke
          .closest('article')
          ?.querySelector('h2')
          ?.textContent?.replace(/\u00ad/g, ''),
      );
      for (const [index, lenke] of lenker.entries()) {
        expect(
          queryAllByShadowRole(lenke.closest('article')!, 'link', { name: `Vis tilbudet på ${navn[index]}` }),
          `the link's name names '${navn[index]}'`,
        ).to.have.length(1);
        const boks = lenke.getBoundingClientRect();
        const etikett = tekstboks(lenke);
        expect(boks.height, 'a pill a finger can hit').to.be.at.least(44);
        const iMidten = (a: number, b: number, c: number, d: number) => Math.abs((a + b) / 2 - (c + d) / 2);
        expect(iMidten(etikett.left, etikett.right, boks.left, boks.right), `'${navn[index]}': label off centre across (px)`).to.be.at.most(
          1.5,
        );
        expect(
          iMidten(etikett.top, etikett.bottom, boks.top, boks.bottom),
          `'${navn[index]}': label off centre up-down (px)`,
        ).to.be.at.most(1.5);
      }
    });
  }
});
