/// <reference types="mocha" />
// A host page's root font size (issue 31): on a Bootstrap 3 page (`html { font-size: 10px }`) or
// one with the 62.5 % pattern, every text of the portal has the size and place it has on a plain
// page, because the portal's rem is the browser's default text size (`medium`), not the root's.
import { expect } from 'chai';
import { setViewport } from '@web/test-runner-commands';
import { resetBackend } from '../helpers/backend.ts';
import { bunntekst } from '../helpers/bunntekst.ts';
import { holderAv } from '../helpers/finn.ts';
import { goTo, loadBundle, mount } from '../helpers/portal.ts';
import { mediumPx } from '../helpers/engine.ts';
import { portalenHarSattSeg, tekstmaal } from '../helpers/tekstmaal.ts';

/** The portal's texts once the root's font size is `size` and the page has laid them out anew. */
async function medRot(size: string) {
  document.documentElement.style.fontSize = size;
  await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  return tekstmaal();
}

describe("the host's root font size does not size the portal", () => {
  before(async () => {
    await resetBackend('skadekunde');
    await loadBundle();
    await setViewport({ width: 1280, height: 900 });
    goTo('/privat/forsikring/oversikt');
    mount('<kfp-router></kfp-router>');
    await holderAv('h2', 'Finner du ikke forsikringene dine?');
    await holderAv('legend, h2, p', 'Fikk du gjort det du skulle?');
    await bunntekst();
    await portalenHarSattSeg();
  });
  after(() => {
    document.documentElement.style.fontSize = '';
  });

  for (const [side, rot] of [
    ['a Bootstrap 3 page', '10px'],
    ['a 62.5 % page', '62.5%'],
    ['a page with a large root', '20px'],
  ] as const) {
    it(`on ${side} (html { font-size: ${rot} }) every text has the size and place it has on a plain page`, async () => {
      expect(mediumPx(), "this browser's default text size").to.equal(16);
      const vanlig = await medRot('');
      expect(vanlig.find((maal) => maal.tekst === 'Forsikrings' && maal.element.startsWith('h1'))?.fontSize, 'the h1 at 1280 px').to.equal(
        '40px',
      );
      expect(vanlig.length, 'texts measured').to.be.greaterThan(30);
      const hos = await medRot(rot);
      const ulike = hos.filter((maal, i) => JSON.stringify(maal) !== JSON.stringify(vanlig[i]));
      const tekster = (liste: typeof vanlig) => liste.map((maal) => maal.tekst);
      expect(tekster(hos), 'the same texts').to.deep.equal(tekster(vanlig));
      expect(
        ulike.slice(0, 5),
        `${ulike.length} texts differ, e.g. (plain page: ${JSON.stringify(vanlig[hos.indexOf(ulike[0]!)])})`,
      ).to.deep.equal([]);
      await medRot('');
    });
  }

  it('the text on the portal is sized from medium, not inherited from the host (smallest text 14 px)', async () => {
    const storrelser = (await medRot('10px')).map((maal) => parseFloat(maal.fontSize));
    expect(Math.min(...storrelser)).to.be.at.least(14);
    await medRot('');
  });
});
