/**
 * Hyphenation points for long agreement and product names (spec §9: "Names over 23 characters
 * hyphenated"), at the boundaries of Norwegian compounds: 'Hunde-forsikring', never
 * 'Hundefor-sikring'.
 *
 * Why soft hyphens (U+00AD) rather than CSS `hyphens: auto`: automatic hyphenation needs a Norwegian
 * dictionary that not every browser and platform ships, and without one long compounds such as
 * "Kjøretøyforsikring" overflow narrow cards. A soft hyphen works in every browser without a
 * dictionary, is invisible unless the line breaks there (the consuming CSS sets `hyphens: manual`),
 * and is ignored by screen readers and by in-page search.
 *
 * The rule, with a short list of compound heads instead of a dictionary:
 * - a word of at least 8 letters breaks before each known last element of a compound (LEDD:
 *   'forsikring', 'sykkel', 'vogn', 'tøy', …), found from the end of the word; a linking 's' stays
 *   with the part before it ('Ulykkes-forsikring', 'Gruppe-livs-forsikring');
 * - no part is shorter than 3 letters, so no break falls within the first or last 3 letters;
 * - a part still longer than 12 letters (a compound we do not know, a foreign word) may also break
 *   before a consonant followed by a vowel (before both letters of a pair that starts a syllable:
 *   FORLYD), and a run of more than 10 letters with no such point gets a break every 8 letters;
 * - a name that already contains a soft hyphen is returned unchanged: its author chose the breaks,
 *   and running the function twice gives the same result.
 */

const SOFT_HYPHEN = '\u00AD';
/** A vowel. Tested on one letter at a time: a word (ORD) holds letters only, so every other letter is a consonant. */
const VOKAL = /[aeiouyæøåàáâäãèéêëìíîïòóôöõùúûüý]/i;
const ORD = /\p{L}+/gu;

/** Letters kept together at the start and at the end of a word (and of every part). */
const KANT = 3;
/** Words shorter than this are never broken. */
const MIN_ORDLENGDE = 8;
/** A part of a compound longer than this may also break by syllables. */
const MAKS_DEL = 12;
/**
 * The spacing of the break points added to a run of letters with no syllable point: one every 8
 * letters while at least KANT letters follow, so a run of up to 10 letters stays whole.
 */
const TVUNGEN_AVSTAND = 8;

/**
 * Last elements of the compounds in insurance names, as one pattern anchored at the end: its
 * leftmost match is the longest, so 'forsikringer' wins over 'forsikring'. Short, common heads
 * such as 'bil' or 'hus' are left out on purpose: they would split words like 'automobil'.
 */
const LEDD = /(?:forsikring(?:e[rn])?|erklæring(?:er)?|kalender(?:en)?|sykkel|tilbud|avtale|portal|bolig|vogn|tøy|liv)$/;

/** Indexes where a compound's parts meet, found from the end of the (lower-case) word. */
function sammensetningsgrenser(bokstaver: readonly string[]): number[] {
  const grenser: number[] = [];
  let slutt = bokstaver.length;
  for (;;) {
    // The part before a head may end in a linking 's' ('ulykkes', 'livs'); no head ends in 's'. A head
    // has at least 3 letters, so the part it starts is never too short. Matching from KANT on keeps
    // KANT letters before every head: the longest head that leaves them is taken.
    const ende = bokstaver[slutt - 1] === 's' ? slutt - 1 : slutt;
    const ledd = LEDD.exec(bokstaver.slice(KANT, ende).join(''))?.[0];
    if (!ledd) return grenser;
    slutt = ende - ledd.length;
    grenser.unshift(slutt);
  }
}

/** Two consonants that begin a Norwegian syllable together ('na-sjon', 'pro-dukt'): the break goes before both. */
const FORLYD = new Set(['bl', 'br', 'dr', 'fl', 'fr', 'gl', 'gr', 'kj', 'kl', 'kr', 'pl', 'pr', 'sj', 'sk', 'sl', 'sp', 'st', 'tr']);

/**
 * Adds to `punkter` the syllable points of the part `fra`..`til` (before a consonant, or a pair of
 * FORLYD, followed by a vowel), none within KANT letters of the part's ends, and the fallback points
 * of the runs without one.
 */
function leggTilStavelsespunkter(bokstaver: readonly string[], fra: number, til: number, punkter: Set<number>): void {
  const vokal = bokstaver.map((bokstav) => VOKAL.test(bokstav));
  const stavelser: number[] = [];
  for (let i = fra + KANT; i <= til - KANT; i++) {
    if (vokal[i] || !vokal[i + 1]) continue;
    const par = `${bokstaver[i - 1]}${bokstaver[i]}`.toLowerCase();
    stavelser.push(FORLYD.has(par) && i - 1 >= fra + KANT ? i - 1 : i);
  }
  let forrige = fra;
  for (const punkt of [...stavelser, til]) {
    for (let tvungen = forrige + TVUNGEN_AVSTAND; punkt - tvungen >= KANT; tvungen += TVUNGEN_AVSTAND) punkter.add(tvungen);
    punkter.add(punkt);
    forrige = punkt;
  }
}

/** The indexes a soft hyphen goes before (the word's length among them, where none can go). */
function bruddpunkter(bokstaver: readonly string[]): Set<number> {
  const punkter = new Set<number>();
  let fra = 0;
  for (const til of [...sammensetningsgrenser(bokstaver.map((b) => b.toLowerCase())), bokstaver.length]) {
    if (til - fra > MAKS_DEL) leggTilStavelsespunkter(bokstaver, fra, til, punkter);
    punkter.add(til);
    fra = til;
  }
  return punkter;
}

function delOrd(ord: string): string {
  const bokstaver = Array.from(ord);
  if (bokstaver.length < MIN_ORDLENGDE) return ord;
  const punkter = bruddpunkter(bokstaver);
  return bokstaver.map((bokstav, i) => (punkter.has(i) ? SOFT_HYPHEN + bokstav : bokstav)).join('');
}

/**
 * Inserts soft hyphens (U+00AD) at the compound boundaries of the long words of a name longer than
 * `maxLength` characters, so that it can break across lines inside a narrow card. Names of
 * `maxLength` characters or fewer are returned unchanged. The visible text is unchanged; the
 * consuming CSS sets `hyphens: manual`.
 *
 * @param name - the agreement or product name as the API gives it
 * @param maxLength - names up to this many characters are left alone
 * @default maxLength 23 (spec §9)
 *
 * @example
 * hyphenateName('Bilforsikring')
 * // "Bilforsikring" (13 characters: unchanged)
 * hyphenateName('Kjøretøyforsikring Tesla Model Y')
 * // "Kjøre\u00ADtøy\u00ADforsikring Tesla Model Y"
 */
export function hyphenateName(name: string, maxLength = 23): string {
  if (name.includes(SOFT_HYPHEN)) return name;
  if (Array.from(name).length <= maxLength) return name;
  return name.replace(ORD, delOrd);
}

/**
 * A product name (a recommendation, a purchase entry) with its compound boundaries marked whatever
 * its length: these names are short but sit in narrow tiles, and the 23-character rule is for
 * agreement names.
 *
 * @example hyphenateProductName('Campingvognforsikring') // "Camping\u00ADvogn\u00ADforsikring"
 */
export function hyphenateProductName(name: string): string {
  return hyphenateName(name, 0);
}
