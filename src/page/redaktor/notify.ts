/**
 * Editors' mistakes named (issue 34): a misspelled config key, an attribute no tag declares, a
 * feedback question that is no preset, `<kfp-login>` without its flag, a misspelled tag. Each is a
 * console warning with the `[kfp]` prefix and a "did you mean" (the nearest known name, nearest.ts);
 * on a host that is not a production host (src/config/environment.ts) the element also shows a note
 * for the editor above its normal content. Customers in production see only the normal content.
 *
 * A lazy chunk: it loads only when a mistake is found, so a correct page never fetches it.
 */
import { getConfig, miljoFraHost } from '../../config/index.ts';
import type { UnknownKey } from '../../config/unknown-keys.ts';
import { adoptStyles } from '../../page/adopt-styles.ts';
import { reportError } from '../../monitoring/report.ts';
import { nearest } from './nearest.ts';
import noteCss from './note.css';
import { KFP_TAGS } from './tags.ts';

/** One mistake: the console's English text and the editor's Norwegian one. */
export interface EditorMistake {
  melding: string;
  tekst: string;
}

const mente = (forslag: string | undefined, vis: (navn: string) => string) => (forslag ? ` Mente du ${vis(forslag)}?` : '');
const meant = (forslag: string | undefined, vis: (navn: string) => string) => (forslag ? `: did you mean ${vis(forslag)}?` : '');
const sitert = (navn: string) => `"${navn}"`;
const anfort = (navn: string) => `«${navn}»`;
const tagg = (navn: string) => `<${navn}>`;

/** A config key the config schema does not know (src/config/unknown-keys.ts). */
export function unknownKeyMistake(problem: UnknownKey): EditorMistake {
  const forslag = nearest(problem.key, problem.kandidater);
  return {
    melding: `unknown config key ${sitert(problem.key)}${forslag ? meant(forslag, sitert) : '; it is ignored'}`,
    tekst: `Konfigurasjonen har nøkkelen ${anfort(problem.key)}, som ikke finnes og blir oversett.${mente(forslag, anfort)}`,
  };
}

/** An attribute on a kfp tag that the tag does not declare. */
export function unknownAttributeMistake(tag: string, navn: string, kjente: readonly string[]): EditorMistake {
  const forslag = nearest(navn, kjente);
  const ingen = kjente.length === 0;
  return {
    melding: `<${tag}> has no attribute ${sitert(navn)}${forslag ? meant(forslag, sitert) : ingen ? '; it takes none' : `; it takes ${kjente.join(', ')}`}`,
    tekst: `<${tag}> har ikke attributtet ${anfort(navn)}, så det virker ikke.${forslag ? mente(forslag, anfort) : ingen ? ' Taggen har ingen attributter.' : ` Taggen har ${kjente.join(', ')}.`}`,
  };
}

/** A `question` on `<kfp-feedback>` that is neither a preset nor JSON: the widget stays hidden. */
export function unknownQuestionMistake(verdi: string, presets: readonly string[]): EditorMistake {
  const forslag = nearest(verdi, presets);
  return {
    melding: `<kfp-feedback> unknown question ${sitert(verdi)}${forslag ? meant(forslag, sitert) : `: use ${presets.join(' or ')}, or a JSON question`} (until then the widget is hidden)`,
    tekst: `Spørsmålet ${anfort(verdi)} finnes ikke, så tilbakemeldingsskjemaet vises ikke.${forslag ? mente(forslag, anfort) : ` Bruk ${presets.map(anfort).join(' eller ')}.`}`,
  };
}

/** `<kfp-login>` without `features.hasDirekteinnlogging`: customers get the not-found page. */
export function loginWithoutFlagMistake(): EditorMistake {
  return {
    melding: '<kfp-login> needs "features": { "hasDirekteinnlogging": true } in the config; without it customers see the not-found page',
    tekst:
      '<kfp-login> trenger "features": { "hasDirekteinnlogging": true } i konfigurasjonen. Uten det ser kundene «Denne siden ser ut til å være borte...» i stedet for innloggingen.',
  };
}

/** A tag that starts with `kfp-` but is none of ours: the browser shows nothing for it. */
export function unknownTagMistake(navn: string, kjente: readonly string[]): EditorMistake {
  const forslag = nearest(navn, kjente);
  return {
    melding: `unknown tag <${navn}>${forslag ? meant(forslag, tagg) : `: the tags are ${kjente.map(tagg).join(', ')}`}`,
    tekst: `Taggen <${navn}> finnes ikke, så her vises ingenting.${forslag ? mente(forslag, tagg) : ''}`,
  };
}

/**
 * True only on a host the config lists as a test host (`miljoer.qa` or `miljoer.dev`, localhost by
 * default): the note is for editors there. A host in no list may be a bank's production site the
 * config does not name, so it gets no note, only the console warning.
 */
function paTestvert(): boolean {
  const miljo = miljoFraHost(location.hostname, getConfig().miljoer);
  return miljo === 'QA' || miljo === 'Dev';
}

const lister = new WeakMap<Element, HTMLUListElement>();
const meldte = new WeakMap<object, Set<string>>();

/** The editor's note in `host`, above its content; one note per element, a line per mistake. */
function visPlassholder(host: Element, tekst: string): void {
  let liste = lister.get(host);
  if (!liste) {
    // An unknown tag has no shadow root of ours: it gets one (a kfp- name may have one).
    const root = host.shadowRoot ?? host.attachShadow({ mode: 'open' });
    adoptStyles(root, [noteCss]);
    const note = document.createElement('div');
    note.className = 'kfp-redaktorfeil';
    note.setAttribute('role', 'note');
    note.setAttribute('aria-labelledby', 'kfp-redaktorfeil-tittel');
    note.lang = 'nb';
    note.dataset.kfpRedaktorfeil = '';
    const tittel = document.createElement('p');
    tittel.id = 'kfp-redaktorfeil-tittel';
    tittel.className = 'kfp-redaktorfeil__tittel';
    tittel.textContent = 'Til redaktøren: noe er satt opp feil her (kunder ser ikke denne meldingen)';
    liste = document.createElement('ul');
    note.append(tittel, liste);
    root.prepend(note);
    lister.set(host, liste);
  }
  const linje = document.createElement('li');
  // Text only: names come from the page's markup and config.
  linje.textContent = tekst;
  liste.append(linje);
}

/**
 * Warns about `feil` in the console (`[kfp] …`) and, on a host that is not production, shows it in
 * `host`. With `rapporter`, it is also reported as a config problem (as boot.ts reports the others).
 */
export function notifyEditor(
  host: Element | null | undefined,
  feil: EditorMistake,
  { rapporter = false }: { rapporter?: boolean } = {},
): void {
  // Once per element and mistake (React's strict mode runs an effect twice; an element may move).
  const eier = host ?? document;
  const meldt = meldte.get(eier) ?? new Set<string>();
  if (meldt.has(feil.melding)) return;
  meldte.set(eier, meldt.add(feil.melding));
  console.warn(`[kfp] ${feil.melding}`);
  if (rapporter) reportError(new Error(`Config: ${feil.melding}`), { source: 'config', message: feil.melding });
  if (host && paTestvert()) visPlassholder(host, feil.tekst);
}

/**
 * Each `kfp-` tag on the page the browser does not know (`<kfp-oversigt>`, which shows nothing at
 * all), named with the tag it may have meant. The entry calls it when the page has an unknown
 * custom tag (elements/index.ts); the editors' checks (check-page.ts) name those found after it, and
 * those added later, with `unknownTagMistake`.
 */
export function notifyUnknownTags(): void {
  for (const element of document.querySelectorAll(':not(:defined)')) {
    if (element.localName.startsWith('kfp-')) notifyEditor(element, unknownTagMistake(element.localName, KFP_TAGS));
  }
}
