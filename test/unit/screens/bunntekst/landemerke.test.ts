// @vitest-environment happy-dom
// Which landmark the footer is (issue 33): the page's contentinfo at the top level of a page without
// one of its own, a named region inside another landmark or beside the host page's own footer.
import { afterEach, describe, expect, it } from 'vitest';
import { bunntekstRolle } from '../../../../src/screens/bunntekst/landemerke.ts';

/** `markup` in the body, and the first kfp-bunntekst in it. */
function side(markup: string): Element {
  document.body.innerHTML = markup;
  return document.querySelector('kfp-bunntekst')!;
}

afterEach(() => {
  document.body.replaceChildren();
});

describe('bunntekstRolle', () => {
  it('is contentinfo at the top level, also inside plain containers', () => {
    expect(bunntekstRolle(side('<div><div><kfp-bunntekst></kfp-bunntekst></div></div>'))).toBe('contentinfo');
    // A footer inside an article is the article's, not the page's: it does not count as the page's own.
    expect(bunntekstRolle(side('<article><footer>Artikkelens</footer></article><kfp-bunntekst></kfp-bunntekst>'))).toBe('contentinfo');
  });

  it.each([
    'main',
    'article',
    'aside',
    'nav',
    'section',
    'div role="main"',
    'div role="region" aria-label="x"',
    'div role="complementary"',
  ])('is a region inside <%s>', (forelder) => {
    const tag = forelder.split(' ')[0];
    expect(bunntekstRolle(side(`<${forelder}><div><kfp-bunntekst></kfp-bunntekst></div></${tag}>`))).toBe('region');
  });

  it('is a region beside the page\'s own top-level <footer> or role="contentinfo"', () => {
    expect(bunntekstRolle(side('<kfp-bunntekst></kfp-bunntekst><footer>Bankens</footer>'))).toBe('region');
    expect(bunntekstRolle(side('<kfp-bunntekst></kfp-bunntekst><div role="contentinfo">Bankens</div>'))).toBe('region');
    // A footer given another role is not a contentinfo.
    expect(bunntekstRolle(side('<kfp-bunntekst></kfp-bunntekst><footer role="presentation">x</footer>'))).toBe('contentinfo');
  });

  it("looks through the shadow roots above it: inside the router, inside the host's <main>", () => {
    const router = side('<main><kfp-router></kfp-router></main><kfp-bunntekst></kfp-bunntekst>').parentElement!.querySelector(
      'kfp-router',
    )!;
    const skall = document.createElement('div');
    const bunntekst = document.createElement('kfp-bunntekst');
    skall.append(bunntekst);
    router.attachShadow({ mode: 'open' }).append(skall);
    expect(bunntekstRolle(bunntekst)).toBe('region');
    document.body.append(router);
    document.querySelector('main')!.remove();
    expect(bunntekstRolle(bunntekst)).toBe('contentinfo');
  });

  it('is contentinfo for no element (nothing to place)', () => {
    expect(bunntekstRolle(null)).toBe('contentinfo');
  });
});
