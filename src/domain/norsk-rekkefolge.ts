/**
 * Norwegian alphabetical order as `Intl.Collator('nb', { sensitivity: 'base', numeric: true })`
 * compares, without creating that collator for the names lists usually hold. The first collator on a
 * page loads the locale's collation data: 45–90 ms of a phone's CPU (4× slowed Chromium) on the
 * overview's first screen, where the agreements are sorted before they show. Names and
 * descriptions made of Latin letters, æ, ø, å, digits, spaces and common punctuation are compared
 * here; anything else (accents, other scripts, rarer symbols) goes to the collator, created the
 * first time it is needed. A unit test holds the two to the same order.
 *
 * The rules, at the collator's base level: case does not count; whitespace < punctuation < digits <
 * letters; a run of digits counts as its number (leading zeros ignored); æ, ø, å come after z, in
 * that order, and "aa" counts as "å" (Aasen after Zahl).
 */

/** Primary weights of the characters compared here; letters as 'a'..'z', 'æ', 'ø', 'å'. */
const TEGN = ' _-,;:!?.\'"()[]{}@*/\\&#%`^+<=>|~$';
const BOKSTAVER = 'abcdefghijklmnopqrstuvwxyzæøå';
const SIFFER_VEKT = TEGN.length;
const VEKT = new Map<string, number>([
  ...[...TEGN].map((tegn, index) => [tegn, index] as const),
  ...[...BOKSTAVER].map((bokstav, index) => [bokstav, SIFFER_VEKT + 1 + index] as const),
]);
const ENKEL = /^[\p{ASCII}æøåÆØÅ]*$/u;

let collator: Intl.Collator | undefined;

/** The collator, for what the fast comparison does not cover; made the first time it is needed. */
function intlCollator(): Intl.Collator {
  collator ??= new Intl.Collator('nb', { sensitivity: 'base', numeric: true });
  return collator;
}

type Ledd = number | string;

/** The string as a list of weights (characters) and digit strings without leading zeros (numbers); undefined when a character has no weight here. */
function ledd(tekst: string): Ledd[] | undefined {
  const smaa = tekst.toLowerCase().replace(/aa/g, 'å');
  const resultat: Ledd[] = [];
  for (let i = 0; i < smaa.length;) {
    const tegn = smaa.charAt(i);
    if (tegn >= '0' && tegn <= '9') {
      let slutt = i;
      while (slutt < smaa.length && smaa.charAt(slutt) >= '0' && smaa.charAt(slutt) <= '9') slutt++;
      resultat.push(smaa.slice(i, slutt).replace(/^0+/, ''));
      i = slutt;
      continue;
    }
    const vekt = VEKT.get(tegn);
    if (vekt === undefined) return undefined;
    resultat.push(vekt);
    i++;
  }
  return resultat;
}

function sammenlignLedd(a: Ledd, b: Ledd): number {
  if (typeof a === 'string' && typeof b === 'string') return a.length - b.length || (a < b ? -1 : a > b ? 1 : 0);
  const vektA = typeof a === 'string' ? SIFFER_VEKT : a;
  const vektB = typeof b === 'string' ? SIFFER_VEKT : b;
  return vektA - vektB;
}

/** A text prepared for comparing: made once per text, so sorting n texts tokenizes each once, not log n times. */
export interface NorskNokkel {
  tekst: string;
  /** Undefined: the text has characters only the collator knows. */
  ledd: Ledd[] | undefined;
}

/** Prepares a text for `sammenlignNokler`. */
export function norskNokkel(tekst: string): NorskNokkel {
  return { tekst, ledd: ENKEL.test(tekst) ? ledd(tekst) : undefined };
}

/** `sammenlignNorsk` on prepared texts (for sorting many). */
export function sammenlignNokler(a: NorskNokkel, b: NorskNokkel): number {
  const leddA = a.ledd;
  const leddB = b.ledd;
  if (!leddA || !leddB) return intlCollator().compare(a.tekst, b.tekst);
  const felles = Math.min(leddA.length, leddB.length);
  for (let i = 0; i < felles; i++) {
    const forskjell = sammenlignLedd(leddA[i] as Ledd, leddB[i] as Ledd);
    if (forskjell !== 0) return Math.sign(forskjell);
  }
  return Math.sign(leddA.length - leddB.length);
}

/**
 * Compares two texts in Norwegian alphabetical order: negative when `a` comes first, positive when
 * `b` does, 0 when they count as the same (as `Intl.Collator('nb', { sensitivity: 'base', numeric: true }).compare`).
 */
export function sammenlignNorsk(a: string, b: string): number {
  return sammenlignNokler(norskNokkel(a), norskNokkel(b));
}
