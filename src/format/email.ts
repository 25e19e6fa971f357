/**
 * E-mail addresses (spec §5): local-part characters (including æ, ø, å), then @, then a domain
 * with at least one dot.
 *
 * Decisions:
 * - Local part: ASCII letters, digits, æøå in both cases, and the RFC 5322 "atext" symbols
 *   ``!#$%&'*+/=?^_`{|}~-`` plus the dot.
 * - Domain: labels of letters (æøå included, for Norwegian IDN domains such as "blåbær.no"),
 *   digits and hyphens, at least two labels separated by dots. Empty labels ("a@b..no", "a@.no",
 *   "a@b.no.") are refused.
 * - No trimming: leading or trailing spaces make the address invalid. Forms trim before checking
 *   if they want to be lenient.
 * - This is a typing-error check, not a deliverability check; the server has the last word
 *   (UGYLDIG_MAILADRESSE).
 */

/**
 * The e-mail pattern of spec §5. It has no `g` flag, so `EPOST_REGEX.test()` keeps no state between
 * calls.
 *
 * @example
 * EPOST_REGEX.test('ola.nordmann@eksempel.no')  // true
 */
export const EPOST_REGEX = /^[a-zA-Z0-9æøåÆØÅ.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9æøåÆØÅ-]+(?:\.[a-zA-Z0-9æøåÆØÅ-]+)+$/;

/**
 * Whether the input looks like an e-mail address: local part, one @, and a domain with a dot.
 *
 * @example
 * isGyldigEpost('ola.nordmann@eksempel.no')   // true
 * isGyldigEpost('Bjørn.Ås@blåbær.no')         // true
 * isGyldigEpost('ola@eksempel')               // false (no dot in the domain)
 * isGyldigEpost('ola@@eksempel.no')           // false
 * isGyldigEpost('ola nordmann@eksempel.no')   // false
 */
export function isGyldigEpost(input: string): boolean {
  return EPOST_REGEX.test(input);
}
