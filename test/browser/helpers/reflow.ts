/**
 * Reflow checks (WCAG 1.4.10): nothing may scroll sideways. `overflowProblems` lists every place in
 * a document where content runs wider than it may: the document itself, and any element inside the
 * portal's shadow roots that sticks out of the viewport or whose content is wider than its box.
 */
import { waitFor } from './wait.ts';

/** Every shadow root below `root`, depth first. */
export function shadowRoots(root: Document | ShadowRoot): ShadowRoot[] {
  const found: ShadowRoot[] = [];
  for (const element of root.querySelectorAll('*')) {
    if (element.shadowRoot) found.push(element.shadowRoot, ...shadowRoots(element.shadowRoot));
  }
  return found;
}

const beskriv = (element: Element): string =>
  `${element.localName}${element.classList.length ? `.${[...element.classList].join('.')}` : ''} "${(element.textContent ?? '').trim().slice(0, 40)}"`;

/** Visually hidden on purpose (screen-reader text): clipped to 1 px, never content that overflows. */
const erSkjultTekst = (element: Element): boolean => element.closest('[class*="sr-only"]') !== null;

/** Every horizontal overflow in `doc`: the document, and each element inside the portal's shadow roots. */
export function overflowProblems(doc: Document): string[] {
  const view = doc.defaultView!;
  const bredde = doc.documentElement.clientWidth;
  const problemer: string[] = [];
  if (doc.documentElement.scrollWidth > bredde)
    problemer.push(`the document is ${doc.documentElement.scrollWidth} px wide in a ${bredde} px viewport`);
  for (const root of shadowRoots(doc)) {
    const vert = (root.host as Element).localName;
    for (const element of root.querySelectorAll('*')) {
      if (erSkjultTekst(element)) continue;
      const stil = view.getComputedStyle(element);
      if (stil.display === 'none' || stil.display === 'contents' || stil.position === 'fixed') continue;
      if (element.closest('dialog:not([open])')) continue;
      const boks = element.getBoundingClientRect();
      if (boks.width === 0 && boks.height === 0) continue;
      if (boks.right > bredde + 0.5 || boks.left < -0.5) {
        problemer.push(
          `<${vert}> ${beskriv(element)} spans ${Math.round(boks.left)}–${Math.round(boks.right)} px in a ${bredde} px viewport`,
        );
      }
      if (element instanceof view.HTMLElement && !stil.display.startsWith('inline') && element.scrollWidth > element.clientWidth + 1) {
        problemer.push(`<${vert}> ${beskriv(element)} holds ${element.scrollWidth} px of content in ${element.clientWidth} px`);
      }
    }
  }
  return problemer;
}

/** Elements whose screen loads in its own chunk: empty until it is in. */
const SENE_ELEMENTER = new Set([
  'kfp-tilbud',
  'kfp-kjopsinnganger',
  'kfp-profil',
  'kfp-login',
  'kfp-andre-forsikringer',
  'kfp-feedback',
  'kfp-feilside',
  'kfp-bunntekst',
]);

/**
 * Resolves once the portal in `doc` has settled: a heading of level 1 is shown, nothing is loading
 * (no skeleton, spinner, loader or busy region; Jøkul's buttons carry a hidden busy loader, which
 * does not count), every lazily loaded element has rendered its content and the overview has put
 * every part in place.
 */
export async function portalenErFerdig(doc: Document, timeout = 10_000): Promise<void> {
  await waitFor(
    () => {
      const roots = shadowRoots(doc);
      if (!roots.some((root) => root.querySelector('h1'))) return false;
      for (const root of roots) {
        if (root.querySelector('.kfp-skeleton, .kfp-spinner, .kfp-loader, [aria-busy="true"]:not(.jkl-loader), .ov[data-ferdig="false"]'))
          return false;
        for (const element of root.querySelectorAll('*')) {
          if (!SENE_ELEMENTER.has(element.localName)) continue;
          const innhold = element.shadowRoot?.querySelector('.kfp-root, .kfp-router');
          if (!innhold || (innhold.textContent ?? '').trim() === '') return false;
        }
      }
      return true;
    },
    { timeout },
  );
  // One more frame, so layout after the last render is done.
  await new Promise((resolve) => doc.defaultView!.requestAnimationFrame(resolve));
}

/**
 * Opens the portal fixture (`test/browser/fixtures/portal-frame.html`) at `path` in a frame `width`
 * px wide; with `tag`, that element alone instead of the router.
 */
export async function portalIRamme(
  path: string,
  width: number,
  container: HTMLElement,
  height = 800,
  tag?: string,
): Promise<HTMLIFrameElement> {
  const frame = document.createElement('iframe');
  frame.title = `Portalen, ${width} px`;
  frame.style.cssText = `width: ${width}px; height: ${height}px; border: 0; display: block;`;
  const loaded = new Promise((resolve) => frame.addEventListener('load', resolve, { once: true }));
  frame.src = `/test/browser/fixtures/portal-frame.html?path=${encodeURIComponent(path)}${tag ? `&tag=${tag}` : ''}`;
  container.append(frame);
  await loaded;
  return frame;
}
