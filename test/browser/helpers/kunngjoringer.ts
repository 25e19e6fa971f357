/**
 * What a screen reader would announce from the live regions (`role=status`, `role=alert`,
 * `aria-live`) of one root: a region that is on the page and then changes its text is spoken; a
 * region inserted with its text already in it is rarely spoken (issue 33). Start listening before
 * the element renders (right after `mount`).
 */
export interface Kunngjoringer {
  /** The new texts of regions that were on the page before they changed (what is spoken). */
  kunngjort: string[];
  /** The texts of regions that came onto the page already filled (what is rarely spoken). */
  fyltVedInnsetting: string[];
  stopp(): void;
}

const LEVENDE = '[role="status"], [role="alert"], [aria-live]:not([aria-live="off"])';
const normal = (tekst: string) =>
  tekst
    .replace(/\u00ad/g, '')
    .replace(/\s+/g, ' ')
    .trim();

export function lyttEtterKunngjoringer(root: ShadowRoot | Document): Kunngjoringer {
  const kjente = new WeakMap<Element, string>();
  const resultat: Kunngjoringer = { kunngjort: [], fyltVedInnsetting: [], stopp: () => observer.disconnect() };
  const les = () => {
    for (const region of root.querySelectorAll(LEVENDE)) {
      // innerText: paragraphs apart, as a screen reader reads them.
      const tekst = normal(region instanceof HTMLElement ? region.innerText : (region.textContent ?? ''));
      const forrige = kjente.get(region);
      if (forrige === undefined) {
        if (tekst) resultat.fyltVedInnsetting.push(tekst);
      } else if (tekst !== forrige && tekst) {
        resultat.kunngjort.push(tekst);
      }
      kjente.set(region, tekst);
    }
  };
  const observer = new MutationObserver(les);
  observer.observe(root, { subtree: true, childList: true, characterData: true, attributes: true, attributeFilter: ['role', 'aria-live'] });
  les();
  return resultat;
}
