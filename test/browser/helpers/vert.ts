/**
 * Host pages of other kinds (issue 31): their libraries loaded as such a page loads them, the
 * errors the page sees, and a walk of the router through its routes.
 */
import { expect } from 'chai';
import { bunntekst } from './bunntekst.ts';
import { holderAv } from './finn.ts';
import { waitFor } from './wait.ts';

export const BASE = '/privat/forsikring/oversikt';
const VERT = 'kfp-elements test';

/** Loads a classic script into the page, as a host page's `<script src>` does; resolves once it ran. */
export function lastSkript(src: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const script = Object.assign(document.createElement('script'), { src });
    script.addEventListener('load', () => resolve(), { once: true });
    script.addEventListener('error', () => reject(new Error(`could not load ${src}`)), { once: true });
    document.head.append(script);
  });
}

/** Every uncaught error and unhandled rejection on the page from now on. */
export function sideFeil(): string[] {
  const feil: string[] = [];
  addEventListener('error', (event) => feil.push(`error: ${event.message}`));
  addEventListener('unhandledrejection', (event) =>
    feil.push(`unhandled rejection: ${String((event.reason as Error | undefined)?.message ?? event.reason)}`),
  );
  return feil;
}

/** Each route of the router: its path below the base, its title, and a text it shows once in. */
export const ROUTES: { sti: string; tittel: string; innhold: [string, string] }[] = [
  { sti: '', tittel: 'Forsikringsoversikt', innhold: ['h2', 'Finner du ikke forsikringene dine?'] },
  { sti: '/tilbud', tittel: 'Tilbudene dine', innhold: ['h1', 'Tilbudene dine'] },
  { sti: '/kjopsinnganger', tittel: 'Kjøp forsikring', innhold: ['h1, h2', 'Hva vil du forsikre?'] },
  {
    sti: '/forsikringsprofil',
    tittel: 'Forsikringsprofil',
    innhold: ['p, span', 'Disse opplysningene gjelder kun forsikringsavtalene dine'],
  },
  { sti: '/andre-forsikringer', tittel: 'Andre forsikringer', innhold: ['h1', 'Andre forsikringer'] },
  { sti: '/finnes/ikke', tittel: 'Fant ikke siden', innhold: ['h1, p', 'Denne siden ser ut til å være borte'] },
];

/** Goes to the route `sti` below the base as a link of the host would (History API), and waits until it shows. */
export async function tilRute(sti: string): Promise<void> {
  const rute = ROUTES.find((kandidat) => kandidat.sti === sti);
  if (!rute) throw new Error(`no route ${sti}`);
  if (location.pathname !== `${BASE}${sti}`) {
    history.pushState(null, '', `${BASE}${sti}`);
    dispatchEvent(new PopStateEvent('popstate'));
  }
  await waitFor(() => document.title === `${rute.tittel} – ${VERT}`);
  await holderAv(rute.innhold[0], rute.innhold[1]);
}

/**
 * Walks a mounted `<kfp-router>` through every route (each screen's lazy chunk loads) and back to
 * the overview; fails on any error the page saw meanwhile.
 */
export async function gjennomRutene(feil: string[]): Promise<void> {
  for (const { sti } of [...ROUTES, ROUTES[0]!]) await tilRute(sti);
  await bunntekst();
  expect(feil, 'errors on the page').to.deep.equal([]);
}
