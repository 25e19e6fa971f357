/**
 * Numbers inside running text from the API or the config ('Forsikringssum 2 000 000 kr', 'få 5 %
 * rabatt') must not break across lines: a line ending in '2 000' with '000 kr' on the next, or '5'
 * with '%' below it, misreads as another amount. The spaces that hold an amount together become
 * no-break spaces (U+00A0), the way `formatKroner` writes amounts itself.
 *
 * Which spaces:
 * - between digit groups: a digit, a space, then exactly three digits ('2 000 000', '12 345');
 * - between a number and the unit after it: 'kr' (also 'kr/md', 'kr/år'), '%', 'prosent';
 * - between 'kr' and the amount after it ('kr 2 000').
 * A narrow no-break space (U+202F) is left as it is. Other spaces (phone numbers '91 50 31 00', a
 * postcode and its place) are not touched.
 */
const NBSP = '\u00A0';

const MELLOM_SIFFERGRUPPER = /(\d)[ \t](?=\d{3}(?!\d))/g;
const FOR_ENHET = /(\d)[ \t](?=(?:kr|prosent)(?![\p{L}\d])|%)/gu;
const ETTER_KR = /(^|[^\p{L}])(kr\.?)[ \t](?=\d)/gu;

/**
 * The text with no-break spaces inside amounts and before their unit.
 *
 * @example
 * bindTall('Forsikringssum 2 000 000 kr') // "Forsikringssum 2 000 000 kr" (the three spaces are U+00A0)
 * bindTall('Få 5 % ekstra rabatt')         // "Få 5 % ekstra rabatt" (the space before % is U+00A0)
 */
export function bindTall(tekst: string): string {
  return tekst.replace(MELLOM_SIFFERGRUPPER, `$1${NBSP}`).replace(FOR_ENHET, `$1${NBSP}`).replace(ETTER_KR, `$1$2${NBSP}`);
}
