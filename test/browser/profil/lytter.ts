/**
 * What a screen reader would hear, recorded: every text added to a live region (role alert or
 * status, or aria-live) and every focus move with the accessible name of what got focus, in the
 * order they happened. The model is a reader's: a region's additions are spoken, a node that is
 * replaced by an equal one is spoken again, and a focus move speaks the name the element has at
 * that moment (so a toggle focused while it still reads 'Avbryt …' is heard as 'Avbryt …').
 */
import { lestTekst } from './profil-helpers.ts';

export interface Hort {
  /** 'sagt': text added to a live region; 'fokus': focus moved. */
  type: 'sagt' | 'fokus';
  tekst: string;
  /** The live region's role ('alert' | 'status') or the focused element's tag. */
  hvor: string;
}

const normal = (tekst: string) =>
  tekst
    .replace(/\u00ad/g, '')
    .replace(/\s+/g, ' ')
    .trim();

/** The name a reader says for a focused control: a field's label, a labelled element's label, or its text without hidden parts. */
function navnPa(element: Element): string {
  if (element instanceof HTMLInputElement) return element.labels?.[0]?.textContent ?? '';
  const etikett = element.getAttribute('aria-label');
  if (etikett) return etikett;
  const ider = element.getAttribute('aria-labelledby');
  const root = element.getRootNode() as ShadowRoot | Document;
  if (ider)
    return ider
      .split(/\s+/)
      .map((id) => root.getElementById(id)?.textContent ?? '')
      .join(' ');
  return lestTekst(element);
}

function levendeOmrade(node: Node | null): Element | null {
  for (let n: Node | null = node; n; n = n.parentNode) {
    if (n instanceof Element && (n.getAttribute('aria-live') || ['alert', 'status'].includes(n.getAttribute('role') ?? ''))) {
      return n.getAttribute('aria-live') === 'off' ? null : n;
    }
  }
  return null;
}

export interface Lytter {
  /** Everything heard since the start or the last `tom()`. */
  hort: Hort[];
  /** The texts spoken by live regions, in order. */
  sagt: () => string[];
  /** Starts listening to one more shadow root (the toaster's, once it is there). */
  lytt: (root: ShadowRoot) => void;
  tom: () => void;
  stopp: () => void;
}

/** Listens to the given shadow roots from now on. */
export function startLytter(...roots: ShadowRoot[]): Lytter {
  const hort: Hort[] = [];
  const observers: MutationObserver[] = [];
  const fjern: (() => void)[] = [];
  const behandle = (endringer: MutationRecord[]) => {
    for (const endring of endringer) {
      const omrade = levendeOmrade(endring.target);
      if (!omrade) continue;
      const hvor = omrade.getAttribute('role') ?? omrade.getAttribute('aria-live') ?? '';
      if (endring.type === 'characterData') {
        const tekst = normal(lestTekst(omrade));
        if (tekst) hort.push({ type: 'sagt', tekst, hvor });
        continue;
      }
      for (const node of endring.addedNodes) {
        const tekst = normal(node instanceof Element ? lestTekst(node) : (node.textContent ?? ''));
        if (tekst) hort.push({ type: 'sagt', tekst, hvor });
      }
    }
  };
  const lytt = (root: ShadowRoot) => {
    const observer = new MutationObserver(behandle);
    observer.observe(root, { subtree: true, childList: true, characterData: true });
    observers.push(observer);
    const vedFokus = (event: Event) => {
      // Changes made before this focus move in the same task come first (observers report late).
      for (const o of observers) behandle(o.takeRecords());
      const element = event.composedPath()[0];
      if (!(element instanceof Element) || element.shadowRoot) return;
      hort.push({ type: 'fokus', tekst: normal(navnPa(element)), hvor: element.localName });
    };
    root.addEventListener('focusin', vedFokus);
    fjern.push(() => root.removeEventListener('focusin', vedFokus));
  };
  roots.forEach(lytt);
  return {
    hort,
    sagt: () => hort.filter((h) => h.type === 'sagt').map((h) => h.tekst),
    lytt,
    tom: () => {
      hort.length = 0;
    },
    stopp: () => {
      observers.forEach((observer) => observer.disconnect());
      fjern.forEach((f) => f());
    },
  };
}

/** The index of the first record that passes `test`, or -1. */
export const forst = (hort: readonly Hort[], test: (h: Hort) => boolean): number => hort.findIndex(test);
