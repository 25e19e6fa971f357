/**
 * The application config a host page gives in `<script type="application/json" id="kfp-config">`.
 * Key names follow spec §3 "Application config" and the embedding contract; every key is optional in
 * the JSON and falls back to the default documented here (and in the README).
 */

/** A link shown as an info box on the purchase entries ("skrytebokser"). */
export interface SkryteboksConfig {
  title: string;
  description: string;
  url: string;
  urlText: string;
}

/** A card on the "Andre forsikringer" page. */
export interface AndreForsikringerKort {
  title: string;
  description: string;
  meldSkadeUrl?: string;
  lesMerUrl?: string;
}

/** One question in the overview's accordion "Finner du ikke forsikringene dine?". */
export interface FinnerIkkeForsikringItem {
  title: string;
  description: string;
  link?: { url: string; urlText: string; external?: boolean };
}

/** The distributor short name: one bank brand, 'none', or the default bank alliance. */
export type Distributor = string;

export interface AppConfig {
  /**
   * Where the browser goes when an API call answers Unauthorized or Forbidden.
   * @default '/privat/forsikring'
   */
  unauthorizedUrl: string;
  /**
   * Origin (and optional path prefix) of the API; empty means the page's own origin.
   * @default ''
   */
  kfpApiHost: string;
  /**
   * The distributor short name; selects cookie and consent behaviour and the brand family
   * ('eika', 'fana', 'more' get eika integration).
   * @default 'eika'
   */
  distributor: Distributor;
  /** Show the business portal card on the purchase entries. @default false */
  showBedriftsportal: boolean;
  /** The business portal's address. @default '' (the card is hidden when empty) */
  bedriftsportalUrl: string;
  /** The two optional info boxes on the purchase entries. @default {} */
  skrytebokser: {
    testUtmerkelserContent?: SkryteboksConfig;
    kundefordelerContent?: SkryteboksConfig;
  };
  /** Show the maintenance-calendar card on the purchase entries. @default false */
  showVedlikeholdsKalender: boolean;
  /** The maintenance calendar's address. @default '' (the card is hidden when empty) */
  vedlikeholdsKalenderUrl: string;
  /** Show the marketing-consent section in the profile to non-bank customers. @default false */
  showSamtykkerMinProfil: boolean;
  /** The claim ("Meld skade") address. @default '/privat/forsikring/skade/meld-skade' */
  meldSkadeUrl: string;
  /** The claims app's secure jump address (POST target of the hand-off). @default '/privat/forsikring/skade/jump' */
  skadesakerJumpUrl: string;
  /** The claims app's fallback address when no jump token could be had. @default '/privat/forsikring/skade/skadesaker' */
  skadesakerUrl: string;
  /** Feature flags. */
  features: {
    /** Offer the direct login screen to visitors without a session. @default false */
    hasDirekteinnlogging: boolean;
    /** The string 'false' turns new sales off and shows the general error page. @default 'true' */
    'nysalg-skade': string;
    /** Report visits to pages that do not exist. @default true */
    rapporterIkkeFunnet: boolean;
  };
  /** Cards on the "Andre forsikringer" page. @default [] */
  andreForsikringer: AndreForsikringerKort[];
  /** The overview's accordion. @default a title and no items (the accordion is hidden) */
  finnerIkkeForsikringConfig: { title: string; description: string; items: FinnerIkkeForsikringItem[] };
  /** Purchase addresses by product that override the built-in paths (spec §2). @default {} */
  kjopUrls: Partial<Record<KjopUrlKey, string>>;
  /** Host names per environment (spec §1). @default see environment.ts */
  miljoer: { production: string[]; qa: string[]; dev: string[] };
  /** Error-reporting DSN; empty turns error reporting off. @default '' */
  sentryDsn: string;
  /** Analytics project token; empty turns analytics off. @default '' */
  mixpanelToken: string;
  /**
   * Where the analytics SDK sends its batches (spec §7: a third-party EU endpoint).
   * @default 'https://api-eu.mixpanel.com'
   */
  mixpanelApiHost: string;
  /**
   * The `distributor` value of the one bank brand that asks for analytics consent with its own cookie
   * (spec §1, §4). Every other value but 'none' is the default bank alliance.
   * @default 'dnb'
   */
  bankmerkeDistributor: string;
  /**
   * The cookies analytics consent is read from, per regime (spec §4): the bank brand's (value `2` is
   * in), the consent cookie of distributor 'none' (its `statistics` value: `accepted` or `denied`), and
   * the bank alliance's opt-in cookie (flags F, S, M; S is statistics).
   * @default { bankmerke: 'samtykke_statistikk', none: 'cookie_consent', allianse: 'eika_optin' }
   */
  samtykkeCookies: { bankmerke: string; none: string; allianse: string };
  /**
   * The bank alliance's domain: an 'optin_closed' message re-evaluates consent only from an origin on
   * it (the domain itself or a subdomain).
   * @default 'eika.no'
   */
  alliansedomene: string;
  /**
   * Traffic level, which sets the session-replay sample rate (spec §9): 'normal' 0.1, 'hoy' 0.01,
   * 'ekstra-hoy' 0.005. Any other value counts as 'normal'.
   * @default 'normal'
   */
  trafikkniva: string;
}

/** Products whose purchase address can be configured (spec §2 "Purchase URLs are also configured for"). */
export type KjopUrlKey =
  | 'HUS' | 'INNBO' | 'FRITIDSHUS' | 'REISE' | 'KJAELEDYR' | 'LOFAVOR_KJAELEDYR'
  | 'BIL' | 'MC' | 'MOPED' | 'BAAT' | 'SEK' | 'TILHENGER';

export const defaultConfig: AppConfig = {
  unauthorizedUrl: '/privat/forsikring',
  kfpApiHost: '',
  distributor: 'eika',
  showBedriftsportal: false,
  bedriftsportalUrl: '',
  skrytebokser: {},
  showVedlikeholdsKalender: false,
  vedlikeholdsKalenderUrl: '',
  showSamtykkerMinProfil: false,
  meldSkadeUrl: '/privat/forsikring/skade/meld-skade',
  skadesakerJumpUrl: '/privat/forsikring/skade/jump',
  skadesakerUrl: '/privat/forsikring/skade/skadesaker',
  features: { hasDirekteinnlogging: false, 'nysalg-skade': 'true', rapporterIkkeFunnet: true },
  andreForsikringer: [],
  finnerIkkeForsikringConfig: { title: 'Finner du ikke forsikringene dine?', description: '', items: [] },
  kjopUrls: {},
  miljoer: {
    production: ['www.eika.no', 'www.fanasparebank.no', 'www.moretrygg.no'],
    qa: ['qa.eika.no', 'qa2.eika.no'],
    dev: ['localhost', '127.0.0.1', 'dev.eika.local'],
  },
  sentryDsn: '',
  mixpanelToken: '',
  mixpanelApiHost: 'https://api-eu.mixpanel.com',
  bankmerkeDistributor: 'dnb',
  samtykkeCookies: { bankmerke: 'samtykke_statistikk', none: 'cookie_consent', allianse: 'eika_optin' },
  alliansedomene: 'eika.no',
  trafikkniva: 'normal',
};

/** Keys whose absence is worth a warning: the portal works without them, but not fully. */
export const requiredKeys = ['unauthorizedUrl', 'distributor', 'meldSkadeUrl', 'skadesakerJumpUrl', 'skadesakerUrl'] as const;
