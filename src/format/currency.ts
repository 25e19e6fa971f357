/**
 * Kroner amounts as the portal shows them (spec §9): Norwegian locale, the suffix `kr` after a
 * non-breaking space, no decimals for whole kroner and exactly two when there are øre.
 *
 * Decisions:
 * - The digits come from `Intl.NumberFormat('nb-NO')` unchanged. It groups thousands with U+00A0
 *   (no-break space), so an amount never wraps across lines, and writes negative numbers with
 *   U+2212 (the typographic minus sign). We keep U+2212: it is correct Norwegian typography, screen
 *   readers read it as "minus", and `parseTall` reads it back.
 * - The amount is first rounded to whole øre; whether decimals are shown is decided on the rounded
 *   value, so 1234.999 shows as "1 235 kr", never "1 235,00 kr". A value that rounds to zero shows
 *   as "0 kr", never "−0 kr".
 * - NaN and ±Infinity give an empty string: a screen would rather show nothing than "NaN kr".
 */

const NBSP = '\u00A0';

// Only used for whole amounts (see formatBelop), so it needs no fraction settings.
const heleKroner = new Intl.NumberFormat('nb-NO');
const kronerOgOre = new Intl.NumberFormat('nb-NO', {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

function formatBelop(amount: number): string {
  if (!Number.isFinite(amount)) return '';
  // Round half away from zero on the absolute value (Math.round alone rounds -0.125 to -0.12
  // but 0.125 to 0.13). Amounts too large to multiply are whole kroner anyway.
  const ore = Math.round(Math.abs(amount) * 100);
  const rounded = Number.isFinite(ore) ? (Math.sign(amount) * ore) / 100 : amount;
  // `+ 0` turns -0 into 0, so Intl does not print "−0".
  const value = rounded + 0;
  return Number.isInteger(value) ? heleKroner.format(value) : kronerOgOre.format(value);
}

function medSuffiks(amount: number, suffix: string): string {
  const belop = formatBelop(amount);
  return belop === '' ? '' : `${belop}${NBSP}${suffix}`;
}

/**
 * Formats an amount in kroner: thousands grouped with U+00A0, a U+00A0 before `kr`, no decimals
 * when whole and exactly two when not. Negative amounts use U+2212. NaN and Infinity give `''`.
 *
 * @example
 * formatKroner(1234)     // "1 234 kr"    (both spaces are U+00A0)
 * formatKroner(1234.5)   // "1 234,50 kr"
 * formatKroner(0)        // "0 kr"
 * formatKroner(-250)     // "−250 kr"     (U+2212 minus)
 */
export function formatKroner(amount: number): string {
  return medSuffiks(amount, 'kr');
}

/**
 * Formats a monthly price: as {@link formatKroner}, with the suffix `kr/md`.
 *
 * @example
 * formatKronerPerMaaned(349)     // "349 kr/md"
 * formatKronerPerMaaned(1299.9)  // "1 299,90 kr/md"
 */
export function formatKronerPerMaaned(amount: number): string {
  return medSuffiks(amount, 'kr/md');
}

/**
 * Formats a yearly price: as {@link formatKroner}, with the suffix `kr/år`.
 *
 * @example
 * formatKronerPerAar(4188)   // "4 188 kr/år"
 * formatKronerPerAar(0)      // "0 kr/år"
 */
export function formatKronerPerAar(amount: number): string {
  return medSuffiks(amount, 'kr/år');
}
