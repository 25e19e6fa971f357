/**
 * `<kfp-navigasjon>`: the portal's navigation (spec §2 "Navigation"). kfp-router renders it above the
 * routed screen (unless `no-chrome`) with its own `base`.
 *
 * @summary Navigation for logged-in customers (none for a visitor who is not logged in): links in a row from 1200 px, 'Tilbake' and the 'Meny' panel below.
 * @attr base - The router's base path, which the links sit below. Default `/privat/forsikring/oversikt`.
 * @cssprop --kfp-color-header-background - The navigation's background.
 * @example
 *   <kfp-navigasjon base="/privat/forsikring/oversikt"></kfp-navigasjon>
 */
import { defineElement } from '../src/element/define-element.tsx';
import { lazyScreen } from '../src/element/lazy-screen.tsx';
import navigasjonPlassCss from '../src/screens/navigasjon/navigasjon-plass.css';
import { NavigasjonPlass } from '../src/screens/navigasjon/NavigasjonPlass.tsx';
import type { NavigasjonProps } from '../src/screens/navigasjon/NavigasjonScreen.tsx';

// The links and menus load in their own chunk as soon as the element connects (kfp-router renders
// it from its first frame, inside a box of the bar's height); the bar keeps its place until they are in.
export const KfpNavigasjon = defineElement(
  'kfp-navigasjon',
  lazyScreen<NavigasjonProps>(() => import('../src/screens/navigasjon/screen-module.ts'), { plassholder: NavigasjonPlass }),
  { props: { base: 'string' }, styles: [navigasjonPlassCss] },
);

declare global {
  interface HTMLElementTagNameMap {
    'kfp-navigasjon': HTMLElement;
  }
}
