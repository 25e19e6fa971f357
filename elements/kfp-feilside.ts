/**
 * `<kfp-feilside>`: a full-screen error page (internal: shown by kfp-router).
 *
 * @summary An error page of one of spec §8's types, or the not-found page.
 * @attr type - generell, utilgjengelig, avsluttForsikring, alleredeAvsluttet, finnes, kanIkkeSeForsikringPaaNett or ikke-funnet. Default generell.
 */
import { defineElement } from '../src/element/define-element.tsx';
import { FeilsideScreen } from '../src/screens/feil/FeilsideScreen.tsx';

export const KfpFeilside = defineElement('kfp-feilside', FeilsideScreen, { props: { type: 'string' } });

declare global {
  interface HTMLElementTagNameMap {
    'kfp-feilside': HTMLElement;
  }
}
