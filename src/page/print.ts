/**
 * The print sheet (issue 32): the overview and the profile print without navigation, menus, the
 * feedback widget, toasts or notices, with the agreements' numbers and prices, and the date of the
 * printout at the top ('Utskrift dd.mm.yyyy'). Loaded after the first content
 * (src/element/after-first-content.ts), so it costs the first screen nothing.
 *
 * Every kfp shadow root gets the one sheet: those on the page when this starts, and again before
 * each printout (`beforeprint`, and the print media query turning true, which is what Chromium's
 * print emulation fires), so roots mounted since (a route changed) have it too. The date is part of
 * the sheet's text, rewritten at those moments, so a page left open overnight prints today's date.
 * The overview's purchase entries are hidden from their own root (an element's `:host` rules win
 * over its parent's): a standalone `<kfp-kjopsinnganger>` still prints.
 */
import { formatDato } from '../format/date.ts';
import css from './print.css';

/** The date line's text: 'Utskrift 27.11.2026'. */
export const printDateLine = (dato: Date): string => `Utskrift ${formatDato(dato)}`;

/** An element that prints only as its own page, not inside a screen (the overview's purchase entries). */
const SKJULT_INNI = 'kfp-kjopsinnganger';
const SKJUL_CSS = '@media print { :host { display: none !important; } }';

let ark: { utskrift: CSSStyleSheet; skjul: CSSStyleSheet } | undefined;

function datoRegel(): string {
  // JSON's quoting is a CSS string's (the text has no backslash or line break).
  return `@media print { .kfp-screen::before { content: ${JSON.stringify(printDateLine(new Date()))}; } }`;
}

/** Gives every kfp shadow root below `node` the print sheet (nested purchase entries also the hiding one). */
function giArk(node: Document | ShadowRoot, inni: boolean, { utskrift, skjul }: NonNullable<typeof ark>): void {
  for (const element of node.querySelectorAll('*')) {
    const root = element.shadowRoot;
    if (!root || !element.localName.startsWith('kfp-')) continue;
    const mangler = (inni && element.localName === SKJULT_INNI ? [utskrift, skjul] : [utskrift]).filter(
      (sheet) => !root.adoptedStyleSheets.includes(sheet),
    );
    if (mangler.length > 0) root.adoptedStyleSheets = [...root.adoptedStyleSheets, ...mangler];
    giArk(root, true, { utskrift, skjul });
  }
}

/** Before a printout: today's date, and the sheet in every root. */
export function preparePrint(): void {
  if (!ark) return;
  ark.utskrift.replaceSync(css + datoRegel());
  giArk(document, false, ark);
}

/** Starts once per page (without constructable sheets, printing keeps the screen's look). */
export function startPrint(): void {
  if (
    ark ||
    typeof CSSStyleSheet !== 'function' ||
    !('replaceSync' in CSSStyleSheet.prototype) ||
    !('adoptedStyleSheets' in Document.prototype)
  )
    return;
  ark = { utskrift: new CSSStyleSheet(), skjul: new CSSStyleSheet() };
  ark.skjul.replaceSync(SKJUL_CSS);
  preparePrint();
  addEventListener('beforeprint', preparePrint);
  matchMedia('print').addEventListener('change', (event) => {
    if (event.matches) preparePrint();
  });
}
