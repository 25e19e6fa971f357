/**
 * Dates as the portal shows them (spec §9): dd.mm.yyyy.
 *
 * Decisions:
 * - An ISO calendar date ("2026-12-01") is read digit by digit, never through `new Date()`, which
 *   would take it as UTC midnight and show the day before in time zones west of Greenwich.
 * - An ISO date-time ("2026-12-01T10:30:00+01:00", "…Z" or without offset) names an instant; it is
 *   shown as the calendar date in the user's time zone, as a `Date` is.
 * - Input that is not an ISO date (or names a day that does not exist, such as "2026-02-30") is
 *   returned unchanged: a screen would rather show what the API sent, for example an
 *   already-formatted "01.12.2026", than nothing or an exception. An invalid `Date` has no text to
 *   return and gives `''`.
 */

const ISO_DATO = /^(\d{4})-(\d{2})-(\d{2})$/;
// The date-time form ECMAScript promises to parse in every engine (ECMA-262 "Date Time String Format").
const ISO_DATO_TID = /^(\d{4})-(\d{2})-(\d{2})T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,3})?)?(?:Z|[+-]\d{2}:\d{2})?$/;

function tosifret(n: number): string {
  return String(n).padStart(2, '0');
}

function somDato(aar: number, maaned: number, dag: number): string {
  return `${tosifret(dag)}.${tosifret(maaned)}.${String(aar).padStart(4, '0')}`;
}

const DAGER_I_MAANED = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31] as const;

function erSkuddaar(aar: number): boolean {
  return (aar % 4 === 0 && aar % 100 !== 0) || aar % 400 === 0;
}

function finnesDagen(aar: number, maaned: number, dag: number): boolean {
  // A month that does not exist has no days.
  const dager = maaned === 2 && erSkuddaar(aar) ? 29 : (DAGER_I_MAANED[maaned - 1] ?? 0);
  return dag >= 1 && dag <= dager;
}

function fraDate(dato: Date): string {
  return somDato(dato.getFullYear(), dato.getMonth() + 1, dato.getDate());
}

/**
 * Formats a date as dd.mm.yyyy.
 *
 * @param value - an ISO date ("2026-12-01"), an ISO date-time, or a `Date`
 * @returns the date as dd.mm.yyyy; other strings unchanged; `''` for an invalid `Date`
 *
 * @example
 * formatDato('2026-12-01')                  // "01.12.2026" (in every time zone)
 * formatDato(new Date(2026, 0, 5))          // "05.01.2026"
 * formatDato('2026-12-01T08:00:00+01:00')   // "01.12.2026" in Norway
 * formatDato('ukjent')                      // "ukjent"
 */
export function formatDato(value: string | Date): string {
  if (value instanceof Date) {
    return Number.isNaN(value.getTime()) ? '' : fraDate(value);
  }
  const tekst = value.trim();
  const dato = ISO_DATO.exec(tekst);
  if (dato) {
    const aar = Number(dato[1]);
    const maaned = Number(dato[2]);
    const dag = Number(dato[3]);
    return finnesDagen(aar, maaned, dag) ? somDato(aar, maaned, dag) : value;
  }
  const datoTid = ISO_DATO_TID.exec(tekst);
  if (datoTid && finnesDagen(Number(datoTid[1]), Number(datoTid[2]), Number(datoTid[3]))) {
    const tidspunkt = new Date(tekst);
    return Number.isNaN(tidspunkt.getTime()) ? value : fraDate(tidspunkt);
  }
  return value;
}
