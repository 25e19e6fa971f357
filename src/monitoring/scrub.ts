/**
 * Removes personal data from anything sent to error reporting: national identity numbers
 * (11 digits), phone numbers (8 digits), e-mail addresses, and numeric path segments.
 */
export function scrubPersonalData(text: string): string {
  return text
    .replace(/[\w.æøåÆØÅ+-]+@[\w-]+(\.[\w-]+)+/g, '[epost]')
    .replace(/\b\d{6}\s?\d{5}\b/g, '[fnr]')
    .replace(/(\+47\s?)?\b\d{2}\s?\d{2}\s?\d{2}\s?\d{2}\b/g, '[tlf]')
    .replace(/\/\d+(?=\/|$|\?)/g, '/:id');
}
