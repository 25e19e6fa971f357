/**
 * `<kfp-bunntekst>`: the portal's footer (spec §1). kfp-router renders it below the routed screen
 * (unless `no-chrome`); a host page may place it alone. Its phone number link has the id
 * `kfp-footer-phonenumber`: any link on the page to `#kfp-footer-phonenumber` ('ta kontakt med oss')
 * scrolls to it and focuses it, even across shadow roots. In the mobile bank's web view it shows
 * the same contact details in a compact form. It is the page's contentinfo landmark at the top level
 * of a page without a footer of its own; inside the host page's `<main>` (or another landmark), or
 * beside the host page's own footer, it is a region named by the company instead.
 *
 * @summary Footer: company, phone, opening hours, e-mail, privacy, Finansportalen, accessibility statement.
 * @example
 *   <kfp-bunntekst></kfp-bunntekst>
 * @cssprop --kfp-color-footer-background - The footer's background.
 * @cssprop --kfp-color-footer-text - The footer's text and links.
 */
import { defineElement } from '../src/element/define-element.tsx';
import { lazyScreen } from '../src/element/lazy-screen.tsx';

// Below the first screen: its code loads in its own chunk.
export const KfpBunntekst = defineElement(
  'kfp-bunntekst',
  lazyScreen(() => import('../src/screens/bunntekst/screen-module.ts')),
);

declare global {
  interface HTMLElementTagNameMap {
    'kfp-bunntekst': HTMLElement;
  }
}
