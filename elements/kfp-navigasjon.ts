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
import { lenkeStyles } from '../src/components/lenke/styles.ts';
import { menuStyles } from '../src/components/menu/styles.ts';
import { defineElement } from '../src/element/define-element.tsx';
import navigasjonCss from '../src/screens/navigasjon/navigasjon.css';
import { NavigasjonScreen } from '../src/screens/navigasjon/NavigasjonScreen.tsx';

export const KfpNavigasjon = defineElement('kfp-navigasjon', NavigasjonScreen, {
  props: { base: 'string' },
  styles: [...menuStyles, ...lenkeStyles, navigasjonCss],
});

declare global {
  interface HTMLElementTagNameMap {
    'kfp-navigasjon': HTMLElement;
  }
}
