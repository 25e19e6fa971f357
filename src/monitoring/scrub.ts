/**
 * Removes personal data from anything sent to error reporting: national identity numbers
 * (11 digits), phone numbers (8 digits), e-mail addresses, and numeric path segments.
 */
export function scrubPersonalData(text: string): string {
  return text
    .replace(/[\w.æøåÆØÅ+-]+@[\w-]+(\.[\w-]+)+/g, '[epost]')
    .replace(/\b\d{6}\s?\d{5}\b/g, '[fnr]')
    // 8 digits grouped 2-2-2-2 or 3-2-3 (as the portal shows them), or in a row, with or without +47/0047.
    .replace(/(?:\+47\s?|\b0047\s?|(?<!\d))(?:\d{3}\s?\d{2}\s?\d{3}|\d{2}\s?\d{2}\s?\d{2}\s?\d{2})(?!\d)/g, '[tlf]')
    // Numeric path segments, also where a URL ends inside JSON or text.
    .replace(/\/\d+(?=[/?#"'\s]|$)/g, '/:id');
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
 * A deep copy of an event, breadcrumb or replay frame with every URL's query dropped and personal
 * data replaced, in every string it holds.
 */
export function scrubDeep<T>(value: T): T {
  return JSON.parse(scrubUrl(JSON.stringify(value))) as T;
}
