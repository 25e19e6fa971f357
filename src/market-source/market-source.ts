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
  for (const [marker, source] of fraUrl) {
    if (url.includes(marker)) return source;
  }
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

/** Stores the market source once per session: an existing value is kept. */
export function lagreMarkedskilde(storage: Pick<Storage, 'getItem' | 'setItem'>, url: string, loginContext: string | undefined): void {
  if (storage.getItem(MARKET_SOURCE_KEY)) return;
  storage.setItem(MARKET_SOURCE_KEY, markedskilde(url, loginContext));
}

/** Login context ÅPEN counts as unknown; anything else means the customer identified with BankID. */
export function erBankIdAutentisert(loginContext: string | undefined): boolean {
  return loginContext !== undefined && loginContext !== 'ÅPEN';
}
