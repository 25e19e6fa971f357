/**
 * `<kfp-feilside>`: a full-screen error page. kfp-router shows it for errors and unknown paths; a
 * host page may place it alone. Each typed screen is tracked as 'Kjøpsstopp' (type,
 * description); the not-found page reports 'Kunde traff side som ikke finnes' when
 * `features.rapporterIkkeFunnet` is on (default on).
 *
 * @summary An error page of one of spec §8's types, or the not-found page.
 * @example
 *   <kfp-feilside type="ikke-funnet"></kfp-feilside>
 * @example
 *   <kfp-feilside type="utilgjengelig" heading="Tjenesten er stengt" lead="Vi oppgraderer systemene våre."
 *     message="Prøv igjen etter klokken 06." description="Vedlikehold" no-back-link lo-logo
 *     action-text="Til forsiden" action-href="/privat"></kfp-feilside>
 * @example
 *   <kfp-feilside type="generell" retry></kfp-feilside>
 *
 * @attr {'generell' | 'utilgjengelig' | 'avsluttForsikring' | 'alleredeAvsluttet' | 'finnes' | 'kanIkkeSeForsikringPaaNett' | 'ikke-funnet'} type - generell, utilgjengelig, avsluttForsikring, alleredeAvsluttet, finnes, kanIkkeSeForsikringPaaNett or ikke-funnet. Without one (or an unknown one): the default title 'Oisann, her skjedde det en feil', tracked as type 'ukjent'.
 * @attr heading - Replaces the type's title.
 * @attr lead - Replaces the type's lead text.
 * @attr message - An extra message under the lead.
 * @attr description - The cause reported with 'Kjøpsstopp'. Default 'Ukjent'.
 * @attr {boolean} no-back-link - Leaves out the 'Til forsikringsoversikten' link (to /privat/forsikring) above the title.
 * @attr {boolean} lo-logo - Shows the trade-union (LO Favør) logo.
 * @attr action-text - With action-href, replaces the default 'Gå tilbake' (history back, or /privat/forsikring/oversikt).
 * @attr action-href - Where that action goes (a safe link only).
 * @attr {boolean} retry - 'Prøv igjen' (loads the page again) instead of 'Gå tilbake', with the phone number (config `kontaktTelefon` when the contact info cannot be read). kfp-router sets it when the API is down.
 */
import { defineElement } from '../src/element/define-element.tsx';
import { lazyScreen } from '../src/element/lazy-screen.tsx';
import type { FeilsideProps } from '../src/screens/feil/FeilsideScreen.tsx';

// Most visits never show it: its code loads in its own chunk when it is first shown.
export const KfpFeilside = defineElement(
  'kfp-feilside',
  lazyScreen<FeilsideProps>(() => import('../src/screens/feil/screen-module.ts')),
  {
    props: {
      type: 'string',
      heading: 'string',
      lead: 'string',
      message: 'string',
      description: 'string',
      noBackLink: 'boolean',
      loLogo: 'boolean',
      actionText: 'string',
      actionHref: 'string',
      retry: 'boolean',
    },
  },
);

declare global {
  interface HTMLElementTagNameMap {
    'kfp-feilside': HTMLElement;
  }
}
