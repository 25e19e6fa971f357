/**
 * How long a `Retry-After` header asks the client to wait (RFC 9110 §10.2.3): either a number of
 * seconds or an HTTP date. 503 (Service Unavailable) and 429 (Too Many Requests) carry it.
 *
 * @returns milliseconds from `naa` (never negative), or undefined when the header is absent or unreadable
 * @example
 * retryAfterMs('120')                                         // 120000
 * retryAfterMs('Wed, 21 Oct 2026 07:28:00 GMT', Date.parse('Wed, 21 Oct 2026 07:27:30 GMT')) // 30000
 */
export function retryAfterMs(header: string | null | undefined, naa: number = Date.now()): number | undefined {
  // An absent or empty header is neither a number nor a date.
  if (!header) return undefined;
  const verdi = header.trim();
  if (/^\d+$/.test(verdi)) return Number(verdi) * 1000;
  // An HTTP date names its month ('Wed, 21 Oct 2026 07:28:00 GMT'); Date.parse alone would take '-5' as a year.
  const tid = /[a-z]{3}/i.test(verdi) ? Date.parse(verdi) : Number.NaN;
  return Number.isNaN(tid) ? undefined : Math.max(0, tid - naa);
}
