/**
 * `<kfp-andre-forsikringer>`: the page 'Andre forsikringer', one card per entry of the config's
 * `andreForsikringer` (title, description, 'Meld skade' and 'Les mer' links). kfp-router shows it
 * under `/andre-forsikringer`; a host page may place it alone. No attributes.
 *
 * @summary Other insurances: the cards of the config's `andreForsikringer`.
 * @example
 *   <kfp-andre-forsikringer></kfp-andre-forsikringer>
 */
import { defineElement } from '../src/element/define-element.tsx';
import { lazyScreen } from '../src/element/lazy-screen.tsx';

export const KfpAndreForsikringer = defineElement(
  'kfp-andre-forsikringer',
  lazyScreen(() => import('../src/screens/andre-forsikringer/screen-module.ts')),
);

declare global {
  interface HTMLElementTagNameMap {
    'kfp-andre-forsikringer': HTMLElement;
  }
}
