/**
 * `<kfp-tilbud>`: the offers page, 'Tilbudene dine' (spec §2 "Offers page", §4 "Offer removal").
 *
 * Lists the logged-in customer's open offers (GET `avtaleoversikt/tilbud`, shared with the
 * navigation's count and the overview's task card), sorted as agreements are: name, description,
 * monthly and yearly price, expiry date (dd.mm.yyyy) and the package of extra offers. 'Vis tilbudet'
 * links to `/privat/forsikring/{liv|motor|skade}/tilbud/{policyNumber}` (see
 * `src/screens/tilbud/tilbud-lenke.ts`); 'Fjern tilbud' asks for confirmation in a modal dialog, then
 * sends DELETE `avtaleoversikt/tilbud/{policyNumber}` and refreshes the list. Fetches nothing when
 * logged out. No attributes.
 *
 * @summary The offers page, 'Tilbudene dine'.
 * @example
 *   <kfp-tilbud></kfp-tilbud>
 */
import { defineElement } from '../src/element/define-element.tsx';
import { lazyScreen } from '../src/element/lazy-screen.tsx';

export const KfpTilbud = defineElement(
  'kfp-tilbud',
  lazyScreen(() => import('../src/screens/tilbud/screen-module.ts')),
);

declare global {
  interface HTMLElementTagNameMap {
    'kfp-tilbud': HTMLElement;
  }
}
