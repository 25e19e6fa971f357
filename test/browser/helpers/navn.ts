/**
 * Accessible names with soft hyphens (U+00AD, the compound boundaries of src/format/hyphenate.ts)
 * left out: Chrome keeps them in the name, screen readers do not speak them.
 */
export const utenMyke = (tekst: string | null | undefined): string => (tekst ?? '').replaceAll('\u00AD', '');

/** A name matcher for shadow-dom-testing-library: the name equals `tekst` once soft hyphens are left out. */
export const navn =
  (tekst: string | RegExp) =>
  (name: string): boolean =>
    typeof tekst === 'string' ? utenMyke(name) === tekst : tekst.test(utenMyke(name));
