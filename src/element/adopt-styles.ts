const sheets = new Map<string, CSSStyleSheet>();

function sheetFor(css: string): CSSStyleSheet {
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
