import type { KjopUrlKey } from '../../config/index.ts';
import { isSafeHref } from '../../format/url.ts';
import type { Kjopsprodukt } from './kjopsprodukter.ts';

/** Only used to edit the query of a relative path; never part of the result. */
const LOKAL_BASE = 'https://kfp.invalid';
const advart = new Set<string>();

function medType(href: string, type: string | undefined): string {
  if (!type) return href;
  const absolutt = /^https?:/i.test(href);
  const url = new URL(href, LOKAL_BASE);
  url.searchParams.set('type', type);
  return absolutt ? url.href : url.pathname + url.search + url.hash;
}

/**
 * Where a purchase entry leads: the first configured `kjopUrls` address for the product that passes
 * `isSafeHref`, or else spec §2's default path. TILHENGER and CAMPINGVOGN keep their `type` query on
 * either. An unsafe configured address is ignored with a console warning, never rendered.
 */
export function kjopslenke(produkt: Kjopsprodukt, kjopUrls: Partial<Record<KjopUrlKey, string>>): string {
  for (const key of produkt.konfig ?? []) {
    const konfigurert = kjopUrls[key]?.trim();
    if (!konfigurert) continue;
    if (isSafeHref(konfigurert)) return medType(konfigurert, produkt.type);
    if (!advart.has(key)) console.warn(`kfp: kjopUrls.${key} er ikke en trygg lenke og blir ikke brukt`);
    advart.add(key);
  }
  return medType(produkt.sti, produkt.type);
}

/** Whether an href leaves the portal (opens in a new tab, announced to screen readers). */
export function erEkstern(href: string): boolean {
  return /^https?:/i.test(href);
}
