/**
 * Kroner amounts as the portal shows them (spec §9): Norwegian locale, the suffix `kr` after a
 * non-breaking space, no decimals for whole kroner and exactly two when there are øre.
 *
 * Decisions:
 * - The digits are those of `Intl.NumberFormat('nb-NO')`: thousands grouped with U+00A0 (no-break
 *   space), so an amount never wraps across lines, a decimal comma, and U+2212 (the typographic
 *   minus sign) for negative numbers. We keep U+2212: it is correct Norwegian typography, screen
 *   readers read it as "minus", and `parseTall` reads it back. They are written here rather than
 *   by Intl: the first `Intl.NumberFormat` on a page loads the locale's data, some 30–45 ms of a
 *   phone's CPU on the overview's first screen (a unit test holds the two to the same output).
 * - The amount is first rounded to whole øre; whether decimals are shown is decided on the rounded
 *   value, so 1234.999 shows as "1 235 kr", never "1 235,00 kr". A value that rounds to zero shows
 *   as "0 kr", never "−0 kr".
 * - NaN and ±Infinity give an empty string: a screen would rather show nothing than "NaN kr".
 */

const NBSP = '\u00A0';

const MINUS = '\u2212';

/**
 * The digits of a whole, non-negative number as JavaScript writes it, also past 1e21, where
 * `String` writes "1.5e+21": the mantissa's digits, then zeros up to the exponent (as Intl does).
 */
function heltallsSiffer(value: number): string {
  const tekst = String(value);
  const e = tekst.indexOf('e+');
  if (e === -1) return tekst;
  return tekst
    .slice(0, e)
    .replace('.', '')
    .padEnd(Number(tekst.slice(e + 2)) + 1, '0');
}

/** Thousands grouped with U+00A0, as `Intl.NumberFormat('nb-NO')` does. */
function grupper(siffer: string): string {
  return siffer.replace(/\B(?=(\d{3})+$)/g, NBSP);
}

/**
 * `value` (already rounded to whole øre) as `Intl.NumberFormat('nb-NO')` writes it: whole, or with
 * exactly two decimals. -0 is not below zero, so it is written "0", never "−0".
 */
function norskeSiffer(value: number): string {
  const fortegn = value < 0 ? MINUS : '';
  const absolutt = Math.abs(value);
  if (Number.isInteger(absolutt)) return fortegn + grupper(heltallsSiffer(absolutt));
  // Like Intl, from the shortest decimal that reads back as this number (not its binary expansion,
  // which toFixed would write: 654517412185669.1 is ",10", not ",13"). A whole number of øre
  // divided by 100 is written with at most two decimals, never in exponent form, so there is
  // nothing left to round here.
  const tekst = String(absolutt);
  const komma = tekst.indexOf('.');
  return `${fortegn}${grupper(tekst.slice(0, komma))},${tekst.slice(komma + 1).padEnd(2, '0')}`;
}

function formatBelop(amount: number): string {
  if (!Number.isFinite(amount)) return '';
  // Round half away from zero on the absolute value (Math.round alone rounds -0.125 to -0.12
  // but 0.125 to 0.13). Amounts too large to multiply are whole kroner anyway.
  const ore = Math.round(Math.abs(amount) * 100);
  return norskeSiffer(Number.isFinite(ore) ? (Math.sign(amount) * ore) / 100 : amount);
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
