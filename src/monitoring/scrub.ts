/**
 * Removes personal data from anything sent to error reporting: national identity numbers
 * (11 digits), phone numbers (8 digits), e-mail addresses, and numeric path segments.
 */
export function scrubPersonalData(text: string): string {
  return (
    text
      .replace(/[\w.æøåÆØÅ+-]+@[\w-]+(\.[\w-]+)+/g, '[epost]')
      .replace(/\b\d{6}\s?\d{5}\b/g, '[fnr]')
      // 8 digits grouped 2-2-2-2 or 3-2-3 (as the portal shows them), or in a row, with or without +47/0047.
      .replace(/(?:\+47\s?|\b0047\s?|(?<!\d))(?:\d{3}\s?\d{2}\s?\d{3}|\d{2}\s?\d{2}\s?\d{2}\s?\d{2})(?!\d)/g, '[tlf]')
      // Numeric path segments, also where a URL ends inside JSON or text.
      .replace(/\/\d+(?=[/?#"'\s]|$)/g, '/:id')
  );
}

/**
 * Drops the query string and fragment of every URL or path in `text` (a query can carry anything:
 * search terms, identity numbers, names). Stops at a quote and takes escapes whole, so JSON text stays
 * JSON. A URL's query is found from the first '/' of its '//' ('https://x.no?a' too): the scheme
 * before it holds nothing that ends the match.
 */
export function stripQueries(text: string): string {
  return text.replace(/(\/[^\s?#"'<>\\]*)[?#](?:[^\s"'<>\\]|\\.)*/g, '$1');
}

/** A URL as error reporting may see it: no query or fragment, numeric segments and personal data replaced. */
export function scrubUrl(url: string): string {
  return scrubPersonalData(stripQueries(url));
}

/**
 * The fields that name something by an id the SDK made (event, trace, span, replay, profile,
 * session): never personal data, and an event whose ids are changed is dropped by the service.
 */
const ID_FELT = /^(?:event_id|trace_id|span_id|parent_span_id|replay_id|profile_id|profiler_id|segment_id|sid)$/;
/** A value that is an id by its form: 16 or 32 hex digits (span, trace, event) or a UUID. */
const ID_VERDI = /^(?:[\da-f]{16}|[\da-f]{32}|[\da-f]{8}-[\da-f]{4}-[\da-f]{4}-[\da-f]{4}-[\da-f]{12})$/i;

function scrubVerdi(value: unknown, felt: string): unknown {
  if (typeof value === 'string') return ID_FELT.test(felt) || ID_VERDI.test(value) ? value : scrubUrl(value);
  if (Array.isArray(value)) return value.map((item) => scrubVerdi(item, felt));
  if (value === null || typeof value !== 'object') return value;
  const json = (value as { toJSON?: () => unknown }).toJSON;
  if (typeof json === 'function') return scrubVerdi(json.call(value), felt);
  const copy: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) copy[scrubUrl(key)] = scrubVerdi(item, key);
  return copy;
}

/**
 * A deep copy of an event, breadcrumb or replay frame with every URL's query dropped and personal
 * data replaced in every string it holds (keys too), field by field: ids (`event_id`, `span_id`, a
 * 16- or 32-hex-digit or UUID value) and numbers (timestamps, rrweb's node ids) are kept as they
 * are, so what is sent stays the event it was.
 */
export function scrubDeep<T>(value: T): T {
  return scrubVerdi(value, '') as T;
}
