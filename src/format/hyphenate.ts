/**
 * Hyphenation points for long agreement and product names (spec §9: "Names over 23 characters
 * hyphenated").
 *
 * Why soft hyphens (U+00AD) rather than CSS `hyphens: auto`: automatic hyphenation needs a Norwegian
 * dictionary that not every browser and platform ships, and without one long compounds such as
 * "Kjøretøyforsikring" overflow narrow cards. A soft hyphen works in every
 * browser without a dictionary, is invisible unless the line breaks there (the consuming CSS sets
 * `hyphens: manual`), and is ignored by screen readers and by in-page search.
 *
 * The rule, a simple Norwegian syllable rule that needs no word list:
 * - only names longer than `maxLength` characters are touched, and within them only words of at
 *   least 8 letters (shorter words fit on a line anyway);
 * - a break may go before a consonant that is followed by a vowel ("bil-for-sik-ring",
 *   "rei-se-for-sik-ring"), never within the first or last 3 letters of a word;
 * - a run of more than 10 letters with no such point (for example an abbreviation or a foreign
 *   word) gets a break every 8 letters, with the same 3-letter margins;
 * - a name that already contains a soft hyphen is returned unchanged: its author chose the breaks,
 *   and running the function twice gives the same result.
 */

const SOFT_HYPHEN = '\u00AD';
const VOKAL = /^[aeiouyæøåàáâäãèéêëìíîïòóôöõùúûüý]$/i;
const BOKSTAV = /^\p{L}$/u;
const ORD = /\p{L}+/gu;

/** Letters kept together at the start and at the end of a word. */
const KANT = 3;
/** Words shorter than this are never broken. */
const MIN_ORDLENGDE = 8;
/** The longest run of letters left without a break point before the fallback applies. */
const MAKS_UTEN_BRUDD = 10;
/** The spacing of break points added by the fallback. */
const TVUNGEN_AVSTAND = 8;

function erVokal(tegn: string | undefined): boolean {
  return tegn !== undefined && VOKAL.test(tegn);
}

function erKonsonant(tegn: string | undefined): boolean {
  return tegn !== undefined && BOKSTAV.test(tegn) && !VOKAL.test(tegn);
}

/** Indexes (in code points) before which a break may go, in ascending order. */
function bruddpunkter(bokstaver: readonly string[]): number[] {
  const siste = bokstaver.length - KANT;
  const punkter: number[] = [];
  for (let i = KANT; i <= siste; i++) {
    if (erKonsonant(bokstaver[i]) && erVokal(bokstaver[i + 1])) punkter.push(i);
  }

  const medFallback: number[] = [];
  let forrige = 0;
  for (const punkt of [...punkter, bokstaver.length]) {
    for (let tvungen = forrige + TVUNGEN_AVSTAND; punkt - forrige > MAKS_UTEN_BRUDD; tvungen += TVUNGEN_AVSTAND) {
      if (tvungen > siste || punkt - tvungen < KANT) break;
      medFallback.push(tvungen);
      forrige = tvungen;
    }
    if (punkt < bokstaver.length) medFallback.push(punkt);
    forrige = punkt;
  }
  return medFallback;
}

function delOrd(ord: string): string {
  const bokstaver = Array.from(ord);
  if (bokstaver.length < MIN_ORDLENGDE) return ord;
  const punkter = new Set(bruddpunkter(bokstaver));
  return bokstaver.map((bokstav, i) => (punkter.has(i) ? SOFT_HYPHEN + bokstav : bokstav)).join('');
}

/**
 * Inserts soft hyphens (U+00AD) into the long words of a name longer than `maxLength` characters,
 * so that it can break across lines inside a narrow card. Names of `maxLength` characters or fewer
 * are returned unchanged. The visible text is unchanged; the consuming CSS sets `hyphens: manual`.
 *
 * @param name - the agreement or product name as the API gives it
 * @param maxLength - names up to this many characters are left alone
 * @default maxLength 23 (spec §9)
 *
 * @example
 * hyphenateName('Bilforsikring')
 * // "Bilforsikring" (13 characters: unchanged)
 * hyphenateName('Kjøretøyforsikring Tesla Model Y')
 * // "Kjø\u00ADre\u00ADtøy\u00ADfor\u00ADsik\u00ADring Tesla Model Y"
 */
export function hyphenateName(name: string, maxLength = 23): string {
  if (name.includes(SOFT_HYPHEN)) return name;
  if (Array.from(name).length <= maxLength) return name;
  return name.replace(ORD, delOrd);
}
