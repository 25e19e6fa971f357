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

/** The overview's accordion as the portal uses it (read from any of the shapes in finner-ikke-forsikring.ts). */
export interface FinnerIkkeForsikringConfig {
  title: string;
  description: string;
  items: FinnerIkkeForsikringItem[];
}

/**
 * How a link leaves the mobile bank's web view: the app's address formats, with `{url}` (the page,
 * URI-encoded) and `{title}` (the navigation title, URI-encoded) filled in.
 */
export interface MobilbankLenker {
  /**
   * Opens a page, mail or call in the app's own web view with a navigation title (external links,
   * 'Meld skade', mail and phone with 'Kontakt oss').
   * @default 'mobilbank://open?url={url}&title={title}'
   */
  nettvisning: string;
  /**
   * Opens a page in the phone's browser, outside the app ('Skadesaker', spec §2 "Navigation").
   * @default 'mobilbank://browser?url={url}'
   */
  nettleser: string;
}

/**
 * The discounts of spec §9 as the customer reads them where they decide: the purchase entries and
 * the recommendations. An empty text is left out (e.g. when a campaign ends).
 */
export interface Rabatttekster {
  /**
   * The collector discount, on the purchase entries.
   * @default 'Samler du skadeforsikringene dine hos oss, får du opptil 15 % samlerabatt – og 5 % ekstra hvis du er kunde i banken.'
   */
  samlerabatt: string;
  /**
   * The discount for several insurances, on the purchase entries and above the recommendations.
   * @default 'Har du flere forsikringer hos oss, får du opptil 20 % rabatt.'
   */
  flereForsikringer: string;
  /**
   * The car campaign, by car insurance on the purchase entries and in the recommendations.
   * @default 'Nå får du 10 % kampanjerabatt på bilforsikring.'
   */
  bilkampanje: string;
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
  /**
   * The overview's accordion 'Finner du ikke forsikringene dine?'. Given as a list of questions
   * `[{ title, description, link?: { url, urlText, external? } }]` (spec §3), one such question, or
   * `{ title?, description?, items: [question, …] }`; each question is checked (a warning per bad one).
   * @default the heading 'Finner du ikke forsikringene dine?' and no questions (the heading and a way to contact us show)
   */
  finnerIkkeForsikringConfig: FinnerIkkeForsikringConfig;
  /** Purchase addresses by product that override the built-in paths (spec §2). @default {} */
  kjopUrls: Partial<Record<KjopUrlKey, string>>;
  /** Host names per environment (spec §1). @default see environment.ts */
  miljoer: { production: string[]; qa: string[]; dev: string[] };
  /** The discount texts of spec §9 on the purchase entries and the recommendations; empty leaves one out. */
  rabatttekster: Rabatttekster;
  /**
   * The footer's link to the privacy and cookies page (spec §1). An address on another site opens
   * in a new tab (in the mobile bank through the app).
   * @default '/privat/forsikring/personvern'
   */
  personvernUrl: string;
  /**
   * The footer's link to the price comparison at the national financial portal (spec §1); opens in
   * a new tab (in the mobile bank through the app).
   * @default 'https://www.finansportalen.no/forsikring/'
   */
  prissammenligningUrl: string;
  /**
   * The mobile bank app's link hand-off formats (spec §1: in the app, links go through the app).
   * @default { nettvisning: 'mobilbank://open?url={url}&title={title}', nettleser: 'mobilbank://browser?url={url}' }
   */
  mobilbankLenker: MobilbankLenker;
  /** Error-reporting DSN; empty turns error reporting off. @default '' */
  sentryDsn: string;
  /** Analytics project token; empty turns analytics off. @default '' */
  mixpanelToken: string;
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
  rabatttekster: {
    samlerabatt: 'Samler du skadeforsikringene dine hos oss, får du opptil 15\u00a0% samlerabatt – og 5\u00a0% ekstra hvis du er kunde i banken.',
    flereForsikringer: 'Har du flere forsikringer hos oss, får du opptil 20\u00a0% rabatt.',
    bilkampanje: 'Nå får du 10\u00a0% kampanjerabatt på bilforsikring.',
  },
  personvernUrl: '/privat/forsikring/personvern',
  prissammenligningUrl: 'https://www.finansportalen.no/forsikring/',
  mobilbankLenker: { nettvisning: 'mobilbank://open?url={url}&title={title}', nettleser: 'mobilbank://browser?url={url}' },
  sentryDsn: '',
  mixpanelToken: '',
};

/** Keys whose absence is worth a warning: the portal works without them, but not fully. */
export const requiredKeys = ['unauthorizedUrl', 'distributor', 'meldSkadeUrl', 'skadesakerJumpUrl', 'skadesakerUrl'] as const;
