import { readCookie } from '../config/cookies.ts';
import type { AppConfig } from '../config/app-config.ts';

/** Analytics consent (spec §4). */
export type SamtykkeStatus = 'OPTED_IN' | 'OPTED_OUT' | 'UNANSWERED';

/** Which consent solution the distributor uses (spec §1): the bank brand's, none, or the bank alliance's. */
export type Samtykkeregime = 'bankmerke' | 'none' | 'allianse';

type SamtykkeConfig = Pick<AppConfig, 'distributor' | 'bankmerkeDistributor' | 'samtykkeCookies'>;

/** The regime for a distributor: the bank brand, 'none', or (every other value) the bank alliance. */
export function regimeFor(config: Pick<AppConfig, 'distributor' | 'bankmerkeDistributor'>): Samtykkeregime {
  const distributor = config.distributor.toLowerCase();
  if (distributor === 'none') return 'none';
  if (distributor === config.bankmerkeDistributor.toLowerCase()) return 'bankmerke';
  return 'allianse';
}

/**
 * The statistics choice in the consent cookie of distributor 'none': JSON (`{"statistics":"accepted"}`)
 * or key-value pairs (`statistics=accepted`, `statistics:denied`, separated by `&`, `,` or `|`).
 * Undefined when the cookie holds no statistics choice.
 */
export function statistikkvalg(value: string): 'accepted' | 'denied' | undefined {
  let choice: unknown;
  try {
    // A JSON value that is no object (a text, a number, null) has no statistics field.
    choice = (Object(JSON.parse(value)) as Record<string, unknown>).statistics;
  } catch {
    for (const pair of value.split(/[&,|]/)) {
      // split() always gives at least one part.
      const [key, ...rest] = pair.split(/[=:]/) as [string, ...string[]];
      if (key.trim() === 'statistics') choice = rest.join('=').trim();
    }
  }
  return choice === 'accepted' || choice === 'denied' ? choice : undefined;
}

/**
 * The flags of the bank alliance's opt-in cookie: F functional, S statistics, M marketing. The value
 * lists them as letters, together ("FSM") or separated ("F,S"); a word of other letters is no flag.
 */
export function allianseflagg(value: string): Set<'F' | 'S' | 'M'> {
  const flags = new Set<'F' | 'S' | 'M'>();
  for (const token of value.split(/[^A-Za-z]/)) {
    if (/^[FSM]+$/.test(token)) for (const flag of token) flags.add(flag as 'F' | 'S' | 'M');
  }
  return flags;
}

/**
 * The consent status from the page's cookies (spec §4). The bank brand: its cookie's value `2` is in,
 * anything else (absent too) out. 'none': the consent cookie's statistics value, accepted in, denied
 * out, missing unanswered. The bank alliance: its opt-in cookie present with flag S in, present
 * without it out, absent unanswered.
 */
export function samtykkeStatus(config: SamtykkeConfig, cookie: string): SamtykkeStatus {
  const names = config.samtykkeCookies;
  switch (regimeFor(config)) {
    case 'bankmerke':
      return readCookie(cookie, names.bankmerke)?.trim() === '2' ? 'OPTED_IN' : 'OPTED_OUT';
    case 'none': {
      const value = readCookie(cookie, names.none);
      const choice = value === undefined ? undefined : statistikkvalg(value);
      return choice === 'accepted' ? 'OPTED_IN' : choice === 'denied' ? 'OPTED_OUT' : 'UNANSWERED';
    }
    case 'allianse': {
      const value = readCookie(cookie, names.allianse);
      if (value === undefined) return 'UNANSWERED';
      return allianseflagg(value).has('S') ? 'OPTED_IN' : 'OPTED_OUT';
    }
  }
}

/**
 * True when `origin` (a message event's origin) is on the alliance's domain: its host is the domain
 * or ends in "." + domain. A real suffix match on the host, so `evil-alliance.example` is not on
 * `alliance.example`, and neither is `alliance.example.evil.test`.
 */
export function erFraAlliansen(origin: string, alliansedomene: string): boolean {
  const domain = alliansedomene.trim().toLowerCase().replace(/^\.+/, '');
  if (!domain) return false;
  let host: string;
  try {
    const url = new URL(origin);
    if (url.protocol !== 'https:' && url.protocol !== 'http:') return false;
    host = url.hostname.toLowerCase();
  } catch {
    return false; // 'null' and other opaque origins
  }
  return host === domain || host.endsWith(`.${domain}`);
}
