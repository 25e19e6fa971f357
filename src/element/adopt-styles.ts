const sheets = new Map<string, CSSStyleSheet>();
let bredde = 0;

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
    return;
  }
  for (const css of cssTexts) {
    if ([...root.querySelectorAll('style')].some((style) => style.textContent === css)) continue;
    const style = document.createElement('style');
    style.textContent = css;
    root.prepend(style);
  }
}
