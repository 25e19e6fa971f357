/**
 * `<kfp-bunntekst>`: the portal's footer (spec §1). kfp-router renders it below the routed screen
 * (unless `no-chrome`); a host page may place it alone. Its phone number link has the id
 * `kfp-footer-phonenumber`: any link on the page to `#kfp-footer-phonenumber` ('ta kontakt med oss')
 * scrolls to it and focuses it, even across shadow roots.
 *
 * @summary Footer: company, phone, opening hours, e-mail, privacy, Finansportalen.
 * @example
 *   <kfp-bunntekst></kfp-bunntekst>
 * @cssprop --kfp-color-footer-background - The footer's background.
 * @cssprop --kfp-color-footer-text - The footer's text and links.
 */
import { lenkeStyles } from '../src/components/lenke/styles.ts';
import { skeletonStyles } from '../src/components/loader/skeleton-styles.ts';
import { defineElement } from '../src/element/define-element.tsx';
import bunntekstCss from '../src/screens/bunntekst/bunntekst.css';
import { BunntekstScreen } from '../src/screens/bunntekst/BunntekstScreen.tsx';

export const KfpBunntekst = defineElement('kfp-bunntekst', BunntekstScreen, { styles: [...skeletonStyles, ...lenkeStyles, bunntekstCss] });

declare global {
  interface HTMLElementTagNameMap {
    'kfp-bunntekst': HTMLElement;
  }
}
