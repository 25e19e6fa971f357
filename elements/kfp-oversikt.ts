/**
 * `<kfp-oversikt>`: the insurance overview.
 *
 * @summary the insurance overview.
 */
import { defineElement } from '../src/element/define-element.tsx';
import { OversiktScreen } from '../src/screens/oversikt/OversiktScreen.tsx';

export const KfpOversikt = defineElement('kfp-oversikt', OversiktScreen);

declare global {
  interface HTMLElementTagNameMap {
    'kfp-oversikt': HTMLElement;
  }
}
