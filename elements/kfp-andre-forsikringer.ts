/**
 * `<kfp-andre-forsikringer>`: other insurances (internal: routed by kfp-router).
 *
 * @summary other insurances (internal: routed by kfp-router).
 */
import { defineElement } from '../src/element/define-element.tsx';
import css from '../src/screens/andre-forsikringer/andre-forsikringer.css';
import { AndreForsikringerScreen } from '../src/screens/andre-forsikringer/AndreForsikringerScreen.tsx';

export const KfpAndreForsikringer = defineElement('kfp-andre-forsikringer', AndreForsikringerScreen, { styles: [css] });

declare global {
  interface HTMLElementTagNameMap {
    'kfp-andre-forsikringer': HTMLElement;
  }
}
