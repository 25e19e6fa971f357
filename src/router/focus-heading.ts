/**
 * Focus after an in-app route change (issue 33): the new screen's `h1`, so a screen reader says
 * where the customer is ('Tilbudene dine, overskrift nivå 1') instead of reading a box's whole
 * content. The screens are elements of their own whose code and heading may come a moment later,
 * so the heading is looked for, through their shadow roots, until it is there. A chunk of its own:
 * only a route change needs it, never the first screen.
 */

/** The longest wait for the heading (a lazy screen on a slow connection). */
const VENT_MS = 10_000;
let runde = 0;

/** The element that has focus, through open shadow roots. */
function fokusert(): Element | null {
  let aktiv = document.activeElement;
  while (aktiv?.shadowRoot?.activeElement) aktiv = aktiv.shadowRoot.activeElement;
  return aktiv;
}

/** The first `h1` in `node`, looking into the shadow roots of the elements in it. */
function finnH1(node: Element | ShadowRoot): HTMLElement | null {
  const h1 = node.querySelector('h1');
  if (h1) return h1;
  for (const element of node.querySelectorAll('*')) {
    const funnet = element.shadowRoot && finnH1(element.shadowRoot);
    if (funnet) return funnet;
  }
  return null;
}

/**
 * Moves focus to the heading of the screen in `innhold` once it shows. A later route change
 * cancels an earlier wait, and focus the customer has moved meanwhile stays where they put it.
 * No heading in time: the screen's box, if focus was lost with the old screen.
 */
export function focusHeading(innhold: HTMLElement): void {
  const min = ++runde;
  const vedStart = fokusert();
  const start = performance.now();
  const prov = () => {
    if (min !== runde || !innhold.isConnected) return;
    const flyttet = () => fokusert() !== vedStart && fokusert() !== document.body && fokusert() !== null;
    const h1 = finnH1(innhold);
    if (h1 && h1.getClientRects().length > 0) {
      if (flyttet()) return;
      if (!h1.hasAttribute('tabindex')) h1.tabIndex = -1;
      h1.focus();
    } else if (performance.now() - start < VENT_MS) {
      setTimeout(prov, 50);
    } else if (!flyttet()) {
      innhold.focus();
    }
  };
  prov();
}
