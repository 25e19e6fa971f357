/**
 * `<kfp-profil>`: the insurance profile, 'Forsikringsprofil' (spec §2 "Insurance profile", §4, §5).
 *
 * The logged-in customer's data in rows: the name as the card's title; the national identity number
 * (claims customers); the address, which can be set to the registered one (folkeregistrert); mobile
 * number and e-mail (with a niceKundenummer or a Prolife record), each editable; 'Forsikringsdokumenter
 * i posten' (Ja/Nei, changed after a confirmation); 'Medlem av et LO-forbund' on the savings-bank
 * group's brand (distributor `sb1`). Below: the marketing consents (non-bank customers, when
 * `showSamtykkerMinProfil` is on) and the feedback widget. Fetches nothing when logged out; each
 * failing read says so in its own row. The calls are listed in docs/api.md. Loads its
 * code when first shown. No attributes.
 *
 * @summary The insurance profile.
 * @example
 *   <kfp-profil></kfp-profil>
 */
import { defineElement } from '../src/element/define-element.tsx';
import { lazyScreen } from '../src/element/lazy-screen.tsx';

export const KfpProfil = defineElement(
  'kfp-profil',
  lazyScreen(() => import('../src/screens/profil/screen-module.ts')),
);

declare global {
  interface HTMLElementTagNameMap {
    'kfp-profil': HTMLElement;
  }
}
