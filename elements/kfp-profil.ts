/**
 * `<kfp-profil>`: the insurance profile.
 *
 * @summary The insurance profile.
 * @example
 *   <kfp-profil></kfp-profil>
 */
import { defineElement } from '../src/element/define-element.tsx';
import { ProfilScreen } from '../src/screens/profil/ProfilScreen.tsx';

export const KfpProfil = defineElement('kfp-profil', ProfilScreen);

declare global {
  interface HTMLElementTagNameMap {
    'kfp-profil': HTMLElement;
  }
}
