/** Shared helpers for the overview's browser tests. */
import { waitFor } from '../helpers/wait.ts';

export const NBSP = '\u00a0';

/** The overview's shadow root, once the element has rendered its heading. */
export async function oversiktRoot(): Promise<ShadowRoot> {
  return waitFor(() => {
    const root = document.querySelector('kfp-oversikt')?.shadowRoot;
    return root?.querySelector('h1') ? root : null;
  });
}

/** The section whose heading (h2) has this text. Most parts of the overview are no named region (issue 33). */
export function seksjon(root: ShadowRoot, tittel: string): HTMLElement | null {
  const heading = [...root.querySelectorAll('h2')].find((h) => h.textContent === tittel);
  return heading?.closest('section') ?? null;
}

/** Visible text with soft hyphens removed. */
export const tekst = (node: Node | null | undefined): string => (node?.textContent ?? '').replaceAll('\u00ad', '');

/** The text read to screen readers: the visible text without aria-hidden parts (e.g. a banner's icon). */
export function lestTekst(node: Element): string {
  const kopi = node.cloneNode(true) as Element;
  kopi.querySelectorAll('[aria-hidden="true"]').forEach((skjult) => skjult.remove());
  return tekst(kopi);
}

/** An accordion config with `n` questions. */
export function sporsmal(n: number) {
  return {
    title: 'Finner du ikke forsikringene dine?',
    description: 'Her er noen vanlige grunner.',
    items: Array.from({ length: n }, (_, i) => ({
      title: `Spørsmål ${i + 1}`,
      description: `Svar ${i + 1}`,
      ...(i === 0 ? { link: { url: 'https://www.eksempel.no/hjelp', urlText: 'Les mer om dette', external: true } } : {}),
    })),
  };
}

/** The accordion's question buttons. */
export function sporsmalKnapper(root: ShadowRoot): HTMLButtonElement[] {
  const del = seksjon(root, 'Finner du ikke forsikringene dine?');
  return [...(del?.querySelectorAll<HTMLButtonElement>('button[aria-expanded]') ?? [])];
}

export const avtale = (
  policyNumber: string,
  name: string,
  systemSource: string,
  productType: string,
  over: Record<string, unknown> = {},
) => ({
  policyNumber,
  name,
  description: `Beskrivelse ${policyNumber}`,
  monthlyPrice: 100,
  yearlyPrice: 1200,
  productType,
  systemSource,
  productCode: `${systemSource}_${productType}`,
  avtaleStatus: 'ACTIVE',
  ...over,
});
