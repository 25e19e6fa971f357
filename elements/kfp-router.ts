/**
 * `<kfp-router>`: the portal under `/privat/forsikring/oversikt`: session gating, navigation, the
 * routed screen and the footer (contract). Links inside `base` change the route through the
 * History API without a page load; back and forward work.
 *
 * @summary The whole portal: session gating, navigation, the routed screen, footer.
 * @attr base - The path the child routes sit below. Default `/privat/forsikring/oversikt`.
 * @attr {boolean} no-chrome - Present: no navigation and no footer (for host pages with their own).
 * @example
 *   <kfp-router></kfp-router>
 * @example
 *   <kfp-router base="/forsikring/min-side" no-chrome></kfp-router>
 */
import { defineOnce } from '../src/element/define-once.ts';
import { KfpRouterElement } from '../src/router/router-element.ts';

defineOnce('kfp-router', KfpRouterElement);

declare global {
  interface HTMLElementTagNameMap {
    'kfp-router': KfpRouterElement;
  }
}
