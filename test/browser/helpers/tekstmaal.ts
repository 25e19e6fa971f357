import { shadowRoots } from './reflow.ts';
import { waitFor } from './wait.ts';

/** One text of the portal as it is laid out: its font size and its element's box, in whole pixels. */
export interface Tekstmaal {
  /** The text's element: its tag name and classes. */
  element: string;
  tekst: string;
  fontSize: string;
  boks: string;
}

/**
 * Every text in the portal's shadow roots with its font size and its element's box (left, top,
 * width, height), in document order: two pages that lay the portal out alike give equal lists.
 */
export function tekstmaal(): Tekstmaal[] {
  const maal: Tekstmaal[] = [];
  for (const root of shadowRoots(document)) {
    const gang = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    for (let node = gang.nextNode(); node; node = gang.nextNode()) {
      const tekst = (node.textContent ?? '').replace(/\u00ad/g, '').trim();
      const element = node.parentElement;
      if (!tekst || !element || element.closest('style')) continue;
      const boks = element.getBoundingClientRect();
      maal.push({
        element: `${element.localName}${[...element.classList].map((c) => `.${c}`).join('')}`,
        tekst: tekst.slice(0, 40),
        fontSize: getComputedStyle(element).fontSize,
        boks: [boks.left, boks.top + scrollY, boks.width, boks.height].map(Math.round).join(' '),
      });
    }
  }
  return maal;
}

/**
 * Resolves once the portal has settled: every part in and laid out, the same texts in the same
 * places over ten checks in a row (lazy parts, the footer and late answers come after the first).
 */
export async function portalenHarSattSeg(): Promise<void> {
  let forrige = '';
  let like = 0;
  await waitFor(
    () => {
      const naa = JSON.stringify(tekstmaal());
      like = naa === forrige ? like + 1 : 0;
      forrige = naa;
      return like >= 10;
    },
    { interval: 50 },
  );
}
