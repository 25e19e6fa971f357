/**
 * Every link the host page configures, checked once when the config is read (spec §5: a URL for
 * the in-app web view or an external tab must be valid, plain http refused unless port 8000; spec
 * §8: 'URL is not valid.' / 'Plain text http is not allowed.'). A refused link warns and is reported
 * with the spec's message (boot.ts), and never reaches a screen:
 *
 * | link | a refused one gives |
 * |---|---|
 * | `unauthorizedUrl`, `meldSkadeUrl`, `skadesakerUrl`, `personvernUrl`, `prissammenligningUrl`, `produktomrader.*` | the default |
 * | `bedriftsportalUrl`, `vedlikeholdsKalenderUrl`, `tilgjengelighetserklaeringUrl` | '' (the card or link is hidden) |
 * | `skrytebokser.*` (its `url`) | the box is left out |
 * | `kjopUrls.*` | the built-in purchase path |
 * | `andreForsikringer[].meldSkadeUrl`, `lesMerUrl` | the card without that link |
 * | `finnerIkkeForsikringConfig` question `link` | the question without its link (checked by its reader, finner-ikke-forsikring.ts, when the overview's lower half shows) |
 * | `mobilbankLenker.*` (a plain http format) | the default format |
 *
 * `skadesakerJumpUrl` is checked by the hand-off itself when it is used (src/router/skadesaker-jump.ts):
 * a refused one sends the customer to `skadesakerUrl`.
 *
 * Decision: an address on the page's own site ('/privat/…', '#…', '?…') is allowed as it is: it has
 * the page's own scheme. Anything else must be an absolute https address (http only on port 8000)
 * or `mailto:`/`tel:`. `format/url.ts` holds the rule; it imports nothing, so the config may use it.
 */
import { assertGyldigEksternUrl, isSafeHref } from '../format/url.ts';
import type { AppConfig } from './app-config.ts';
import type { ConfigProblem } from './read-config.ts';

/** The spec's message for an address that may not be used (spec §8). */
export const INVALID_URL = 'URL is not valid.';

/**
 * Why a configured link is refused: 'URL is not valid.' or 'Plain text http is not allowed.';
 * undefined when it may be used.
 *
 * @example
 * linkProblem('/privat/forsikring/hus')           // undefined
 * linkProblem('https://www.eika.no/hus')          // undefined
 * linkProblem('mailto:post@eika.no')              // undefined
 * linkProblem('http://www.eika.no/hus')           // 'Plain text http is not allowed.'
 * linkProblem('//evil.example/x')                 // 'URL is not valid.'
 */
export function linkProblem(href: string): string | undefined {
  if (!isSafeHref(href)) return INVALID_URL;
  if (/^[/#?]/.test(href) || /^(mailto|tel):/i.test(href)) return undefined;
  try {
    assertGyldigEksternUrl(href);
    return undefined;
  } catch (error) {
    return (error as Error).message;
  }
}

/**
 * Why an app address format (`mobilbankLenker`) is refused: a plain http format (but port 8000).
 * An app scheme ('mobilbank://…') or https is fine; a format without `{url}` or with a script
 * scheme is refused before this (mobilbank-lenker.ts).
 */
export const formatProblem = (mal: string): string | undefined =>
  /^\s*http:/i.test(mal) ? linkProblem(mal.replaceAll('{url}', 'x').replaceAll('{title}', 'x')) : undefined;

/**
 * Checks every configured link of `config` (see the table above) and gives it back with the
 * refused ones replaced or left out (in place); a problem per refused link, whose report carries the spec's
 * message itself.
 */
export function checkLinks(config: AppConfig, standard: AppConfig, problems: ConfigProblem[]): AppConfig {
  // The config was just built from the page's JSON (read-config.ts): changed in place.
  const c = config;
  /** True when `href` is refused (a problem is added). Empty means "none" and is not checked. */
  const nektet = (href: string | undefined, key: string, regel = linkProblem): boolean => {
    const feil = href?.trim() ? regel(href.trim()) : undefined;
    if (feil) problems.push({ key, message: `Config item ${key}: ${feil}`, feil });
    return feil !== undefined;
  };

  for (const key of ['unauthorizedUrl', 'meldSkadeUrl', 'skadesakerUrl', 'personvernUrl', 'prissammenligningUrl'] as const) {
    if (nektet(c[key], key)) c[key] = standard[key];
  }
  for (const key of ['forsikring', 'skade', 'motor', 'liv'] as const) {
    // A base is joined with '/…': without its trailing slash.
    c.produktomrader[key] = nektet(c.produktomrader[key], `produktomrader.${key}`)
      ? standard.produktomrader[key]
      : c.produktomrader[key].replace(/\/+$/, '');
  }
  // An empty address hides the card (the footer's link).
  for (const key of ['bedriftsportalUrl', 'vedlikeholdsKalenderUrl', 'tilgjengelighetserklaeringUrl'] as const) {
    if (nektet(c[key], key)) c[key] = '';
  }
  for (const key of ['testUtmerkelserContent', 'kundefordelerContent'] as const) {
    if (nektet(c.skrytebokser[key]?.url, `skrytebokser.${key}.url`)) delete c.skrytebokser[key];
  }
  // Without a configured address the built-in purchase path is used.
  for (const key of Object.keys(c.kjopUrls) as (keyof AppConfig['kjopUrls'])[]) {
    if (nektet(c.kjopUrls[key], `kjopUrls.${key}`)) delete c.kjopUrls[key];
  }
  c.andreForsikringer.forEach((kort, index) => {
    for (const key of ['meldSkadeUrl', 'lesMerUrl'] as const) {
      if (nektet(kort[key], `andreForsikringer[${index}].${key}`)) delete kort[key];
    }
  });
  for (const key of ['nettvisning', 'nettleser'] as const) {
    if (nektet(c.mobilbankLenker[key], `mobilbankLenker.${key}`, formatProblem)) c.mobilbankLenker[key] = standard.mobilbankLenker[key];
  }
  return c;
}
