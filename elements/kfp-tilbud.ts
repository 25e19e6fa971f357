/**
 * `<kfp-tilbud>`: the offers page.
 *
 * @summary the offers page.
 */
import { defineElement } from '../src/element/define-element.tsx';
import { TilbudScreen } from '../src/screens/tilbud/TilbudScreen.tsx';

export const KfpTilbud = defineElement('kfp-tilbud', TilbudScreen);

declare global {
  interface HTMLElementTagNameMap {
    'kfp-tilbud': HTMLElement;
  }
}
