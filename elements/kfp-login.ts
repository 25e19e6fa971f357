/**
 * `<kfp-login>`: the login screen for visitors without a session.
 *
 * @summary the login screen for visitors without a session.
 */
import { defineElement } from '../src/element/define-element.tsx';
import { LoginScreen } from '../src/screens/login/LoginScreen.tsx';

export const KfpLogin = defineElement('kfp-login', LoginScreen);

declare global {
  interface HTMLElementTagNameMap {
    'kfp-login': HTMLElement;
  }
}
