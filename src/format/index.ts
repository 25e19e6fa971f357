/**
 * Formatting and validation for the portal: kroner, dates, phone and identity numbers, e-mail
 * addresses, typed numbers, name hyphenation, external URLs and page paths. Pure functions with no
 * DOM access and no dependencies.
 */
export { formatKroner, formatKronerPerMaaned, formatKronerPerAar } from './currency';
export { formatDato } from './date';
export {
  formatTelefonnummer,
  isGyldigTelefonnummer,
  telefonnummerForTelLenke,
  formatTelefonnummerMedLandkode,
} from './phone';
export { formatFodselsnummer } from './fodselsnummer';
export { EPOST_REGEX, isGyldigEpost } from './email';
export { parseTall } from './number';
export { hyphenateName, hyphenateProductName } from './hyphenate';
export { bindTall } from './tall-i-tekst';
export { fornavn } from './navn';
export { assertGyldigEksternUrl, isSafeHref } from './url';
export { pathUtenSiffer, anonymiserSti } from './path';
