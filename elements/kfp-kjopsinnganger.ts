/**
 * `<kfp-kjopsinnganger>`: the purchase entries, 'Hva vil du forsikre?' (spec §2).
 *
 * Seven expandable categories (vehicles, house and cabin, travel, contents, life and health, boat,
 * pets) with a link per product type to spec §2's path, or to the address configured in `kjopUrls`.
 * Below them the optional cards: the business portal (`showBedriftsportal` + `bedriftsportalUrl`),
 * the maintenance calendar (`showVedlikeholdsKalender` + `vedlikeholdsKalenderUrl`) and the two info
 * boxes of `skrytebokser`. A click on an entry is tracked as 'Fullført kjøp'
 * `{ produktType, produktNavn, kilde: 'kjopsinnganger', kategori, lo }` (once the customer opted in to
 * analytics). Needs no login.
 *
 * @summary The purchase entries, 'Hva vil du forsikre?'.
 * @example
 *   <kfp-kjopsinnganger heading-level="2"></kfp-kjopsinnganger>
 * @example
 *   <kfp-kjopsinnganger is-lo></kfp-kjopsinnganger>
 * @attr is-lo - Boolean: the labour-union (LO) variant, where travel leads to the REISELO path
 *   (kfp-router sets it from `?isLo=true`). Default false.
 * @attr heading-level - The level (1–6) of the heading 'Hva vil du forsikre?'; categories and cards
 *   get the level below. Set 2 when embedding the element under a page's own h1 (as the overview
 *   does). Default 1.
 */
import { defineElement } from '../src/element/define-element.tsx';
import { lazyScreen } from '../src/element/lazy-screen.tsx';
import type { KjopsinngangerProps } from '../src/screens/kjopsinnganger/KjopsinngangerScreen.tsx';

export const KfpKjopsinnganger = defineElement(
  'kfp-kjopsinnganger',
  lazyScreen<KjopsinngangerProps>(() => import('../src/screens/kjopsinnganger/screen-module.ts')),
  {
    props: { isLo: 'boolean', headingLevel: 'number' },
  },
);

declare global {
  interface HTMLElementTagNameMap {
    'kfp-kjopsinnganger': HTMLElement;
  }
}
