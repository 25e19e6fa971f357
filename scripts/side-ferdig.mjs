// In the page (Playwright's waitForFunction): true once a heading matching `overskrift` shows in one of
// the portal's shadow roots and nothing is loading (no skeleton, spinner, loader or busy region, every
// late element filled, framed pages loaded and their size settled). Shared by scripts/screenshots.mjs
// and scripts/redaktor-bilder.mjs; a module of its own because scripts/screenshots.mjs runs when imported.
/** @param {string} overskrift a selector, e.g. 'h1' or 'h1, h2' */
export function sideFerdig(overskrift) {
  const roots = [];
  const finn = (root) => {
    for (const element of root.querySelectorAll('*')) {
      if (element.shadowRoot) {
        roots.push(element.shadowRoot);
        finn(element.shadowRoot);
      }
    }
  };
  finn(document);
  if (!roots.some((root) => root.querySelector(overskrift))) return false;
  const sene = ['kfp-tilbud', 'kfp-kjopsinnganger', 'kfp-profil', 'kfp-login', 'kfp-feedback', 'kfp-feilside', 'kfp-bunntekst'];
  // Framed pages (the BankID window) loaded, and sized by the message they send once loaded.
  const rammer = roots.flatMap((root) => [...root.querySelectorAll('iframe')]);
  if (rammer.some((ramme) => ramme.contentDocument?.readyState !== 'complete')) return false;
  const storrelser = rammer.map((ramme) => ramme.getBoundingClientRect().height).join(',');
  if (storrelser !== globalThis.__kfpRammer) {
    globalThis.__kfpRammer = storrelser;
    globalThis.__kfpRoligeRunder = 0;
    return false;
  }
  if (rammer.length > 0 && ++globalThis.__kfpRoligeRunder < 5) return false;
  return roots.every(
    (root) =>
      !root.querySelector('.kfp-skeleton, .kfp-spinner, .kfp-loader, [aria-busy="true"]:not(.jkl-loader), .ov[data-ferdig="false"]') &&
      [...root.querySelectorAll(sene.join(','))].every((element) => (element.shadowRoot?.textContent ?? '').trim() !== ''),
  );
}
