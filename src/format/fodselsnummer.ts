/**
 * Norwegian national identity numbers (fødselsnummer, spec §5): 11 digits, shown as the 6-digit
 * birth date, a space, and the 5-digit personal number.
 *
 * Decisions: whitespace is removed before counting, so an already formatted number comes back the
 * same (formatting is idempotent). The separator is U+00A0 so the number never wraps between its two
 * parts. No checksum is verified: this module formats, it does not validate identity numbers.
 */

const FODSELSNUMMER = /^(\d{6})(\d{5})$/;

/**
 * Formats an 11-digit identity number as "dddddd ddddd" (the space is U+00A0). Anything that is not
 * 11 digits once whitespace is removed is returned unchanged.
 *
 * @example
 * formatFodselsnummer('01019012345')    // "010190 12345"
 * formatFodselsnummer('010190 12345')   // "010190 12345"
 * formatFodselsnummer('0101901234')     // "0101901234" (10 digits: unchanged)
 */
export function formatFodselsnummer(ssn: string): string {
  const siffer = ssn.replace(/\s/g, '');
  return FODSELSNUMMER.test(siffer) ? siffer.replace(FODSELSNUMMER, '$1\u00A0$2') : ssn;
}
