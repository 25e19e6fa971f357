/**
 * What `<kfp-router>` shows, as data, and the part of it that the overview's first screen needs,
 * built with plain DOM calls: the shell (`div.kfp-router` with the routed screen's box
 * `#kfp-innhold`), the navigation's box, the spinner or `<kfp-oversikt>` in `#kfp-innhold`, and
 * the footer's top with the phone number from config (`buildContactBox`).
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

/** A `tag` element of class `className` (none when empty) holding `innhold`. */
function lag<Tag extends 'a' | 'div' | 'p' | 'span'>(
  tag: Tag,
  className: string,
  ...innhold: (Node | string)[]
): HTMLElementTagNameMap[Tag] {
  const node = document.createElement(tag);
  if (className) node.className = className;
  node.append(...innhold);
  return node;
}

/** The router's shell in `root` (replacing what was there): `div.kfp-router` holding `#kfp-innhold`. */
export function buildShell(root: ShadowRoot): { skall: HTMLDivElement; innhold: HTMLDivElement } {
  const innhold = Object.assign(lag('div', 'kfp-router__innhold'), { id: 'kfp-innhold', tabIndex: -1 });
  const skall = Object.assign(lag('div', 'kfp-router', innhold), { lang: 'nb' });
  root.replaceChildren(skall);
  return { skall, innhold };
}

/**
 * `kontaktTelefon` as the footer shows it, written small for the first screen: the same text and
 * `tel:` address as `formatTelefonnummerMedLandkode` and `telefonnummerForTelLenke` of
 * src/format/phone.ts (the footer's, 272 B gzip), held equal by test/unit/router/kontaktnummer.test.ts;
 * undefined where `isGyldigTelefonnummer` is false.
 */
export function kontaktnummer(telefon: string): { tekst: string; href: string } | undefined {
  const siffer = /^(?:\+47|0047|47(?=\d{8}$))?(\d{8})$/.exec(telefon.replace(/\s/g, ''))?.[1];
  if (!siffer) return undefined;
  const gruppert =
    siffer[0] === '8' ? siffer.replace(/(...)(..)/, '$1 $2 ') : siffer[0]! > '1' ? siffer.replace(/(..)(..)(..)/, '$1 $2 $3 ') : siffer;
  return { tekst: `+47 ${gruppert}`, href: `tel:+47${siffer}` };
}

/**
 * The footer's top from the first frame (issue 34: on a slow API the phone number came seconds
 * after the spinner), to go after the routed screen's box: 'Kontakt oss' and the phone number from
 * config (`kontaktTelefon`), as the footer shows them until the contact info is read, in the
 * footer's own classes and sheet (`bunntekst-topp.css`), so the number sits where the footer will
 * show it. The footer removes it as it renders in its place (`BunntekstScreen`). None for a number
 * that is no valid Norwegian one (the footer leaves it out too).
 */
export function buildContactBox(telefon: string): HTMLDivElement | undefined {
  const nummer = kontaktnummer(telefon);
  if (!nummer) return undefined;
  const lenke = lag('a', 'kfp-bunntekst__telefon', nummer.tekst);
  lenke.href = nummer.href;
  const linje = lag('p', '', lag('span', 'kfp-bunntekst__etikett', 'Telefon'), ' ', lenke);
  const innhold = lag(
    'div',
    'kfp-bunntekst__innhold',
    lag('p', 'kfp-bunntekst__navn', 'Kontakt oss'),
    lag('div', 'kfp-bunntekst__kontakt', linje),
  );
  return lag('div', 'kfp-bunntekst kfp-router__kontakt', innhold);
}

/** The navigation's box, `<kfp-navigasjon base>` in it, to go before the routed screen's box. */
export function buildNavigationBox(base: string): HTMLDivElement {
  const navigasjon = document.createElement('kfp-navigasjon');
  navigasjon.setAttribute('base', base);
  return lag('div', 'kfp-router__navigasjon', navigasjon);
}

/** The hand-built content's node. */
export function buildHandBuilt(hva: HandBuilt): Element {
  if (hva === 'oversikt') return document.createElement('kfp-oversikt');
  if (hva === 'feil') {
    const feilside = document.createElement('kfp-feilside');
    feilside.setAttribute('type', 'generell');
    return feilside;
  }
  const spinner = lag('span', 'kfp-spinner');
  spinner.setAttribute('aria-hidden', 'true');
  const wrap = lag('div', 'kfp-spinner-wrap', spinner, lag('span', '', hva));
  wrap.setAttribute('role', 'status');
  return wrap;
}
