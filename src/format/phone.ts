/**
 * Norwegian phone numbers (spec §5): exactly 8 digits, with an optional country-code prefix.
 *
 * Grouping rule, as the spec states it and the product does it:
 * - a number whose first digit is 8 is grouped 3-2-3: "800 12 345";
 * - a number whose first digit is 2–7 or 9 is grouped 2-2-2-2: "22 33 44 55", "94 12 34 56";
 * - a number starting with 0 or 1 is not grouped (the input comes back unchanged).
 * The spec calls the 8-series "mobile"; in Norway 8-digit numbers starting with 8 are service
 * numbers such as 800 (free phone), and 4- and 9-series mobile numbers get 2-2-2-2 here. We follow
 * the spec, not common usage.
 *
 * Other decisions:
 * - Whitespace (including U+00A0) is the only thing removed before reading the digits; input with
 *   hyphens, letters or other characters is returned unchanged by the formatters and is invalid.
 * - The country-code prefix is "+47", "0047", or "47" directly followed by exactly 8 digits
 *   ("47" before fewer digits is the start of a number in the 4-series, not a prefix). The
 *   validator accepts the same three forms, so every number the formatter shows with "+47" is valid.
 * - Groups are separated by an ordinary space (U+0020), not U+00A0: formatted numbers also end up in
 *   input fields and on the clipboard. Screens that must not wrap a number use `white-space: nowrap`.
 */

const LANDKODE = '+47';

interface Telefonnummer {
  /** The digits after the country code, or all digits when there was none. */
  readonly siffer: string;
  readonly medLandkode: boolean;
}

function lesTelefonnummer(input: string): Telefonnummer | undefined {
  const kompakt = input.replace(/\s/g, '');
  let siffer = kompakt;
  let medLandkode = false;
  if (kompakt.startsWith('+47')) {
    siffer = kompakt.slice(3);
    medLandkode = true;
  } else if (kompakt.startsWith('0047')) {
    siffer = kompakt.slice(4);
    medLandkode = true;
  } else if (kompakt.length === 10 && kompakt.startsWith('47')) {
    // '47' and eight more; that they are digits is checked below.
    siffer = kompakt.slice(2);
    medLandkode = true;
  }
  return /^\d{0,8}$/.test(siffer) ? { siffer, medLandkode } : undefined;
}

function grupper(siffer: string): string | undefined {
  let storrelser: readonly number[];
  if (/^8/.test(siffer)) storrelser = [3, 2, 3];
  else if (/^[2-79]/.test(siffer)) storrelser = [2, 2, 2, 2];
  else return undefined;

  const grupperte: string[] = [];
  let start = 0;
  for (const storrelse of storrelser) {
    const gruppe = siffer.slice(start, start + storrelse);
    if (gruppe === '') break;
    grupperte.push(gruppe);
    start += storrelse;
  }
  return grupperte.join(' ');
}

/**
 * Formats a Norwegian phone number, also while it is being typed. 8-series numbers are grouped
 * 3-2-3, numbers starting with 2–7 or 9 are grouped 2-2-2-2 (see the module notes). A "+47", "0047"
 * or "47" prefix is shown as "+47 ". Input that is not (the start of) such a number is returned
 * unchanged.
 *
 * @example
 * formatTelefonnummer('22334455')       // "22 33 44 55"
 * formatTelefonnummer('94123456')       // "94 12 34 56"
 * formatTelefonnummer('80012345')       // "800 12 345"
 * formatTelefonnummer('9412')           // "94 12"        (partial input)
 * formatTelefonnummer('8001')           // "800 1"
 * formatTelefonnummer('0047 22334455')  // "+47 22 33 44 55"
 * formatTelefonnummer('12345678')       // "12345678"     (unchanged)
 */
export function formatTelefonnummer(input: string): string {
  const nummer = lesTelefonnummer(input);
  if (!nummer) return input;
  if (nummer.siffer === '') return nummer.medLandkode ? LANDKODE : input;
  const gruppert = grupper(nummer.siffer);
  if (gruppert === undefined) return input;
  return nummer.medLandkode ? `${LANDKODE} ${gruppert}` : gruppert;
}

/**
 * Whether the input is a phone number of exactly 8 digits once whitespace and an optional "+47",
 * "0047" or "47" prefix are removed.
 *
 * @example
 * isGyldigTelefonnummer('22 33 44 55')       // true
 * isGyldigTelefonnummer('+47 94 12 34 56')   // true
 * isGyldigTelefonnummer('9412345')           // false (7 digits)
 * isGyldigTelefonnummer('22-33-44-55')       // false
 */
export function isGyldigTelefonnummer(input: string): boolean {
  return lesTelefonnummer(input)?.siffer.length === 8;
}

/**
 * The number for a `tel:` link: whitespace removed, with the country code 47. Input that is not a
 * valid Norwegian number (for example a foreign one) only has its whitespace removed.
 *
 * @example
 * telefonnummerForTelLenke('22 33 44 55')      // "+4722334455"
 * telefonnummerForTelLenke('+47 915 04 800')   // "+4791504800"
 * telefonnummerForTelLenke('+46 8 123 456')    // "+468123456"
 */
export function telefonnummerForTelLenke(input: string): string {
  const nummer = lesTelefonnummer(input);
  if (nummer?.siffer.length === 8) return `${LANDKODE}${nummer.siffer}`;
  return input.replace(/\s/g, '');
}

/**
 * A valid number formatted with the country code, as the footer shows it. Input that is not a
 * valid Norwegian number is returned unchanged.
 *
 * @example
 * formatTelefonnummerMedLandkode('22334455')        // "+47 22 33 44 55"
 * formatTelefonnummerMedLandkode('+47 80012345')    // "+47 800 12 345"
 * formatTelefonnummerMedLandkode('915')             // "915" (unchanged)
 */
export function formatTelefonnummerMedLandkode(input: string): string {
  const nummer = lesTelefonnummer(input);
  if (nummer?.siffer.length !== 8) return input;
  return `${LANDKODE} ${grupper(nummer.siffer) ?? nummer.siffer}`;
}
