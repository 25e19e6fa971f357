import type { Rabatttekster } from '../../config/app-config.ts';

/**
 * Whether the customer is a bank customer (spec §3 `isBankkunde`): true or false for a logged-in
 * customer whose record is read, 'ukjent' for a visitor we cannot ask (logged out, or the session or
 * the record could not be read).
 */
export type Bankkunde = boolean | 'ukjent';

/** The bank customers' 5 % (spec §9), when the config's `rabatttekster.bankkunde` is absent. */
export const BANKKUNDE_RABATT = 'Er du kunde i banken, får du 5\u00a0% ekstra rabatt.';

/**
 * The purchase entries' discount lines (spec §9: up to 15 % collector discount on damage insurance
 * plus 5 % more for bank customers; up to 20 % for several insurances), in that order, the empty ones
 * left out. The bank customers' 5 % is said to a bank customer and, as a condition, to a visitor we
 * do not know; never to a customer known not to be one (issue 34: an LO member was told it).
 */
export function rabattlinjer(
  { samlerabatt, bankkunde = BANKKUNDE_RABATT, flereForsikringer }: Rabatttekster,
  erBankkunde: Bankkunde,
): string[] {
  return [samlerabatt, erBankkunde === false ? '' : bankkunde, flereForsikringer].filter((tekst) => tekst.trim() !== '');
}
