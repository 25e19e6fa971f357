/**
 * `<kfp-profil>`: the insurance profile.
 *
 * @summary the insurance profile.
 */
import { defineElement } from '../src/element/define-element.tsx';
import { ProfilScreen } from '../src/screens/profil/ProfilScreen.tsx';

export const KfpProfil = defineElement('kfp-profil', ProfilScreen);

declare global {
  interface HTMLElementTagNameMap {
    'kfp-profil': HTMLElement;
  }
}
