/**
 * What `<kfp-router>` shows, as data, and the part of it that the overview's first screen needs,
 * built with plain DOM calls: the shell (`div.kfp-router` with the routed screen's box
 * `#kfp-innhold`), the navigation's box and the spinner or `<kfp-oversikt>` in `#kfp-innhold`.
 * Everything else is lit-html templates in src/router/router-templates.ts, a chunk loaded after the
 * first content (issue 22: lit-html is not among the first screen's bytes).
 */
import type { Route } from './routes.ts';

/**
 * The spinner's visible words (issue 34): the overview's while the session loads for it, where the
 * browser goes while it leaves for the payments page, 'Laster inn' elsewhere.
 */
export type SpinnerWords = 'Laster inn' | 'Henter forsikringene dine' | 'Sender deg videre til betaling';

/** What the routed screen's box shows. */
export type View =
  | { type: 'spinner'; ord?: SpinnerWords }
  | { type: 'feilside'; side: 'generell' | 'prov-igjen' | 'krasjet' | 'ikke-funnet' }
  | { type: 'login' }
  | { type: 'innlogging-stoppet'; side: typeof import('./login-stopped.ts') }
  | { type: 'skjerm'; route: Exclude<Route, { name: 'betaling' }> };

/**
 * What the first screen builds by hand: the spinner (named by its words, so other words are a new
 * status, and the same words keep the node and are read once), the overview, or the general error
 * page (the templates could not load).
 */
export type HandBuilt = SpinnerWords | 'oversikt' | 'feil';

/** The hand-built content that shows `visning`, or undefined when only the templates can. */
export function handBuiltFor(visning: View): HandBuilt | undefined {
  if (visning.type === 'spinner') return visning.ord ?? 'Laster inn';
  if (visning.type === 'skjerm' && visning.route.name === 'oversikt') return 'oversikt';
  return undefined;
}

/** The router's shell in `root` (replacing what was there): `div.kfp-router` holding `#kfp-innhold`. */
export function buildShell(root: ShadowRoot): { skall: HTMLDivElement; innhold: HTMLDivElement } {
  const skall = Object.assign(document.createElement('div'), { className: 'kfp-router', lang: 'nb' });
  const innhold = Object.assign(document.createElement('div'), { className: 'kfp-router__innhold', id: 'kfp-innhold', tabIndex: -1 });
  skall.append(innhold);
  root.replaceChildren(skall);
  return { skall, innhold };
}

/** The navigation's box, `<kfp-navigasjon base>` in it, to go before the routed screen's box. */
export function buildNavigationBox(base: string): HTMLDivElement {
  const boks = Object.assign(document.createElement('div'), { className: 'kfp-router__navigasjon' });
  const navigasjon = document.createElement('kfp-navigasjon');
  navigasjon.setAttribute('base', base);
  boks.append(navigasjon);
  return boks;
}

/** The hand-built content's node. */
export function buildHandBuilt(hva: HandBuilt): Element {
  if (hva === 'oversikt') return document.createElement('kfp-oversikt');
  if (hva === 'feil') {
    const feilside = document.createElement('kfp-feilside');
    feilside.setAttribute('type', 'generell');
    return feilside;
  }
  const wrap = Object.assign(document.createElement('div'), { className: 'kfp-spinner-wrap' });
  wrap.setAttribute('role', 'status');
  const spinner = Object.assign(document.createElement('span'), { className: 'kfp-spinner' });
  spinner.setAttribute('aria-hidden', 'true');
  wrap.append(spinner, Object.assign(document.createElement('span'), { textContent: hva }));
  return wrap;
}
