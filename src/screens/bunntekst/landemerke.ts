/**
 * Which landmark the footer is (issue 33). A `<footer>` is the page's contentinfo only at the top
 * level: inside the host page's `<main>` (the bank's CMS page puts `<kfp-router>` there) browsers
 * and axe give it no landmark at all. An explicit `contentinfo` there would break axe's
 * `landmark-contentinfo-is-top-level`, and beside the host page's own footer its
 * `landmark-no-duplicate-contentinfo`. So the footer is the page's contentinfo when it can be one,
 * and otherwise a region named by its heading (the company name): a landmark either way, never a
 * second or nested contentinfo.
 */

/** Elements and roles whose descendants cannot be the page's contentinfo (HTML-AAM's scoping, and the landmarks). */
const INNI_LANDEMERKE =
  'main, article, aside, nav, section, [role="main"], [role="article"], [role="complementary"], [role="navigation"], [role="region"], [role="banner"], [role="contentinfo"], [role="form"], [role="search"]';

/**
 * `'contentinfo'` for a footer shown in `host` (its custom element), or `'region'` when `host`
 * sits inside another landmark (through every shadow root above it) or the page has a contentinfo
 * of its own (a top-level `<footer>` or `role="contentinfo"` in the host page's document).
 */
export function bunntekstRolle(host: Element | null | undefined, dokument: Document = document): 'contentinfo' | 'region' {
  for (let node: Element | null | undefined = host; node;) {
    const forelder: Element | null | undefined = node.parentElement ?? (node.getRootNode() as Partial<ShadowRoot>).host;
    if (forelder?.matches(INNI_LANDEMERKE)) return 'region';
    node = forelder;
  }
  const egen = [...dokument.querySelectorAll('footer, [role="contentinfo"]')].some(
    (element) =>
      element.getAttribute('role') === 'contentinfo' || (!element.hasAttribute('role') && !element.parentElement?.closest(INNI_LANDEMERKE)),
  );
  return egen ? 'region' : 'contentinfo';
}
