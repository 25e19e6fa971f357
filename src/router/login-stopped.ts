/**
 * The page `<kfp-router>` shows when the session ended and the browser may not be sent to log in
 * again (the redirect guard kept the tab here), for a host without direct login. A chunk of its own:
 * most visits never show it.
 */
import { html, type TemplateResult } from 'lit-html';
import type { getConfig } from '../config/index.ts';
import { medRetur, returSti } from '../format/retur.ts';

/** Texts of the page shown when the session ended and the browser may not be sent to log in again. */
export const LOGIN_STOPPED = {
  heading: 'Du må logge inn på nytt',
  lead: 'Vi fikk ikke bekreftet at du er logget inn, så vi kan ikke vise forsikringene dine nå.',
  loggInn: 'Logg inn',
  lastInnPaaNytt: 'Last inn siden på nytt',
} as const;

/** 'Du må logge inn på nytt' with 'Last inn siden på nytt' when the login address is this page, else 'Logg inn' back to here. */
export function loginStopped(config: ReturnType<typeof getConfig>, base: string): TemplateResult {
  const her = location.pathname + location.search;
  const innlogging = new URL(config.unauthorizedUrl, location.href);
  const erHer = innlogging.origin === location.origin && innlogging.pathname.replace(/\/+$/, '') === location.pathname.replace(/\/+$/, '');
  return html`<kfp-feilside
    type="generell"
    heading=${LOGIN_STOPPED.heading}
    lead=${LOGIN_STOPPED.lead}
    description="Innlogging stoppet"
    action-text=${erHer ? LOGIN_STOPPED.lastInnPaaNytt : LOGIN_STOPPED.loggInn}
    action-href=${erHer ? her : medRetur(config.unauthorizedUrl, returSti(location, base), location.href)}
  ></kfp-feilside>`;
}
