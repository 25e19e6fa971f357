/** The session-storage key of the market source (spec §4, §9). */
export const MARKET_SOURCE_KEY = 'kfp-market-source';

/** URL markers in the order they are checked (spec §4 "Market source"). */
const fraUrl: readonly (readonly [marker: string, source: string])[] = [
  ['fromLo', 'LOFAVOR_NO'],
  ['fromFinn', 'FINN'],
  ['fromMinBil', 'MIN_BIL'],
  ['fromFIFBilOst', 'FIFBIL_OST'],
  ['fromFIFBilSR', 'FIFBIL_SR'],
  ['fromFIFBilSNN', 'FIFBIL_SNN'],
  ['fromFIFBilSMN', 'FIFBIL_SMN'],
];

/**
 * Where the customer came from: a marker in the URL first, then the login context
 * (MOBILBANK/MOBILBANK_DNB → MOBILBANK, NETTBANK/NETTBANK_DNB → NETTBANK, FORSIKRING and anything
 * else → KUNDEKLIENT_SKADE).
 */
export function markedskilde(url: string, loginContext: string | undefined): string {
  const kilde = kildeFraUrl(url);
  if (kilde) return kilde;
  switch (loginContext) {
    case 'MOBILBANK':
    case 'MOBILBANK_DNB':
      return 'MOBILBANK';
    case 'NETTBANK':
    case 'NETTBANK_DNB':
      return 'NETTBANK';
    default:
      return 'KUNDEKLIENT_SKADE';
  }
}

/** The source a marker in the URL names, if any. */
function kildeFraUrl(url: string): string | undefined {
  return fraUrl.find(([marker]) => url.includes(marker))?.[1];
}

/**
 * Stores the market source once per session: an existing value is kept. Without a marker in the
 * URL the login context decides, by the mapping of `markedskilde`: ÅPEN (or no context in the
 * answer) counts as unknown for authentication (`erBankIdAutentisert`), but it still gets the
 * mapping's default, KUNDEKLIENT_SKADE (spec §4), so every logged-in session has a source.
 */
export function lagreMarkedskilde(storage: Pick<Storage, 'getItem' | 'setItem'>, url: string, loginContext: string | undefined): void {
  if (storage.getItem(MARKET_SOURCE_KEY)) return;
  storage.setItem(MARKET_SOURCE_KEY, markedskilde(url, loginContext));
}

/** Login context ÅPEN counts as unknown; anything else means the customer identified with BankID. */
export function erBankIdAutentisert(loginContext: string | undefined): boolean {
  return loginContext !== undefined && loginContext !== 'ÅPEN';
}
