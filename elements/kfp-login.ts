/**
 * `<kfp-login>`: the login screen for visitors without a session (spec §2 "Login screen").
 *
 * With `features.hasDirekteinnlogging` in the config it shows 'Laster innloggingsvindu' while the
 * login address loads, then the heading 'Logg inn', a short text and the embedded BankID login frame,
 * which grows to fit what it reports. With `?fromLo` in the page address the LO Favør logo shows.
 * If the login address cannot be had it shows the general error page; without the flag, the
 * not-found page. It works alone on any page; `<kfp-router>` shows it to visitors without a session.
 *
 * @summary The BankID login screen for visitors without a session.
 * @example
 *   <kfp-login></kfp-login>
 */
import { defineElement } from '../src/element/define-element.tsx';
import { lazyScreen } from '../src/element/lazy-screen.tsx';

export const KfpLogin = defineElement(
  'kfp-login',
  lazyScreen(() => import('../src/screens/login/screen-module.ts')),
);

declare global {
  interface HTMLElementTagNameMap {
    'kfp-login': HTMLElement;
  }
}
