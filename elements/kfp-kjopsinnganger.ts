/**
 * `<kfp-kjopsinnganger>`: the purchase entries.
 *
 * @summary the purchase entries.
 */
import { defineElement } from '../src/element/define-element.tsx';
import { KjopsinngangerScreen } from '../src/screens/kjopsinnganger/KjopsinngangerScreen.tsx';

export const KfpKjopsinnganger = defineElement('kfp-kjopsinnganger', KjopsinngangerScreen);

declare global {
  interface HTMLElementTagNameMap {
    'kfp-kjopsinnganger': HTMLElement;
  }
}
