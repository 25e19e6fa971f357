/**
 * `<kfp-router>`: the portal under `/privat/forsikring/oversikt`: session gating, navigation, the
 * routed screen and the footer (contract). Links inside `base` change the route through the
 * History API without a page load; back and forward work.
 *
 * @summary The whole portal.
 * @attr base - The path the child routes sit below. Default `/privat/forsikring/oversikt`.
 * @attr no-chrome - Present: no navigation and no footer (for host pages with their own).
 */
import { defineOnce } from '../src/element/define-once.ts';
import { KfpRouterElement } from '../src/router/router-element.ts';

defineOnce('kfp-router', KfpRouterElement);

declare global {
  interface HTMLElementTagNameMap {
    'kfp-router': KfpRouterElement;
  }
}
