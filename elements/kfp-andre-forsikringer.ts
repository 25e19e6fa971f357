/**
 * `<kfp-andre-forsikringer>`: other insurances (internal: routed by kfp-router).
 *
 * @summary other insurances (internal: routed by kfp-router).
 */
import { defineElement } from '../src/element/define-element.tsx';
import { lazyScreen } from '../src/element/lazy-screen.tsx';

export const KfpAndreForsikringer = defineElement('kfp-andre-forsikringer', lazyScreen(() => import('../src/screens/andre-forsikringer/screen-module.ts')));

declare global {
  interface HTMLElementTagNameMap {
    'kfp-andre-forsikringer': HTMLElement;
  }
}
