const sheets = new Map<string, CSSStyleSheet>();
let bredde = 0;

/**
 * The shadow roots given our sheets, held weakly: a removed element's root is not kept alive, and
 * its entry goes when the root is collected (route changes add no lasting entries).
 */
const roots = new Set<WeakRef<ShadowRoot>>();
const kjente = new WeakSet<ShadowRoot>();
const glemt = new FinalizationRegistry<WeakRef<ShadowRoot>>((ref) => roots.delete(ref));
let lytter = false;

/**
 * WebKit (WebKitGTK 2.50, the generation of Safari 26) does not always apply a new width's @media
 * rules inside a shadow root whose sheets are adopted: after a resize from 1599 to 1600 px the
 * overview kept its 1200 px column and three card columns, for good (an iPhone turned while the
 * portal is open). Giving each root its sheets again makes the engine read them anew. Done once per
 * frame at most, and only when the width changed.
 */
function giIgjenVedNyBredde(): void {
  if (lytter) return;
  lytter = true;
  let ventende = false;
  let sist = innerWidth;
  addEventListener(
    'resize',
    () => {
      if (ventende) return;
      ventende = true;
      requestAnimationFrame(() => {
        ventende = false;
        if (innerWidth === sist) return;
        sist = innerWidth;
        for (const ref of roots) {
          const root = ref.deref();
          if (root?.host.isConnected) root.adoptedStyleSheets = [...root.adoptedStyleSheets];
        }
      });
    },
    { passive: true },
  );
}

/**
 * The shared sheet of `css`, new after the viewport's width changed: WebKit keeps a sheet's @media
 * results from when it was last in use, so a sheet adopted again after a phone turned (while its
 * screen was closed) would style the new element for the old width.
 */
function sheetFor(css: string): CSSStyleSheet {
  if (bredde !== innerWidth) {
    sheets.clear();
    bredde = innerWidth;
  }
  let sheet = sheets.get(css);
  if (!sheet) {
    sheet = new CSSStyleSheet();
    sheet.replaceSync(css);
    sheets.set(css, sheet);
  }
  return sheet;
}

/**
 * Gives a shadow root our styles. One constructable sheet per CSS text is shared by every element
 * on the page (parsed once), and keeps working under a strict `style-src` CSP. Browsers without
 * constructable sheets get `<style>` elements instead.
 */
export function adoptStyles(root: ShadowRoot, cssTexts: readonly string[]): void {
  if ('adoptedStyleSheets' in root && typeof CSSStyleSheet === 'function' && 'replaceSync' in CSSStyleSheet.prototype) {
    const wanted = cssTexts.map(sheetFor).filter((sheet) => !root.adoptedStyleSheets.includes(sheet));
    root.adoptedStyleSheets = [...root.adoptedStyleSheets, ...wanted];
    if (!kjente.has(root)) {
      kjente.add(root);
      const ref = new WeakRef(root);
      roots.add(ref);
      glemt.register(root, ref);
    }
    giIgjenVedNyBredde();
    return;
  }
  for (const css of cssTexts) {
    if ([...root.querySelectorAll('style')].some((style) => style.textContent === css)) continue;
    const style = document.createElement('style');
    style.textContent = css;
    root.prepend(style);
  }
}
