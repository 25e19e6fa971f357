/**
 * The application config a host page gives in `<script type="application/json" id="kfp-config">`,
 * declared once as a valibot schema: each key's type, default and (in its JSDoc) its description
 * and example. Everything else is made from this one declaration:
 * - `readConfig` (read-config.ts) checks the page's config against it, key by key;
 * - `AppConfig`, `defaultConfig` and `requiredKeys` below;
 * - `dist/kfp-config.schema.json` and the config list in docs/editors.md (scripts/package/config-schema.mjs,
 *   which reads the JSDoc: the comments cost the bundle nothing).
 *
 * Adding a key is one entry here: `/** What it does. @example value *\/ name: v.optional(type, default)`
 * (`expected(type, default)` when its absence deserves a warning). Key names follow spec §3
 * "Application config" and the embedding contract.
 */
import * as v from 'valibot';

/** The schemas declared with `expected(…)` (a set of our own: valibot's metadata cost the first screen 89 B gzip). */
const EXPECTED = new WeakSet<object>();

/** A key whose absence is worth a warning and an error report (spec §8); the JSON Schema requires it. */
function expected<const Schema extends v.GenericSchema<string>>(schema: Schema, fallback: v.InferOutput<Schema>) {
  const optional = v.optional(schema, fallback);
  EXPECTED.add(optional);
  return optional;
}

/** A link shown as an info box on the purchase entries ("skrytebokser"). */
const skryteboks = v.object({
  /** The box's title. @example "Kåret til beste forsikring" */
  title: v.string(),
  /** Its text. @example "Vi fikk toppkarakter i testen til Forbrukerrådet." */
  description: v.string(),
  /** Where its link goes. @example "https://www.eika.no/forsikring/utmerkelser" */
  url: v.string(),
  /** The link's text. @example "Les mer" */
  urlText: v.string(),
});

/** A card on the "Andre forsikringer" page. */
const andreForsikringerKort = v.object({
  /** The card's title. @example "Forsikring gjennom jobben" */
  title: v.string(),
  /** Its text. @example "Forsikringer fra arbeidsgiveren din vises ikke i oversikten." */
  description: v.string(),
  /** The 'Meld skade' link of the card, if any. @example "https://www.eika.no/forsikring/meld-skade" */
  meldSkadeUrl: v.exactOptional(v.string()),
  /** The 'Les mer' link of the card, if any. @example "https://www.eika.no/forsikring/jobb" */
  lesMerUrl: v.exactOptional(v.string()),
});

/** One question in the overview's accordion "Finner du ikke forsikringene dine?". */
const finnerIkkeForsikringItem = v.object({
  /** The question. @example "Forsikringen er nylig kjøpt" */
  title: v.string(),
  /** The answer. @example "Det kan ta opptil et døgn før en ny forsikring vises her." */
  description: v.string(),
  /** A link below the answer, if any. @example { "url": "https://www.eika.no/kontakt", "urlText": "Kontakt oss" } */
  link: v.exactOptional(
    v.object({
      /** Where it goes. @example "https://www.eika.no/kontakt" */
      url: v.string(),
      /** Its text. @example "Kontakt oss" */
      urlText: v.string(),
      /** Opens in a new tab, labelled 'åpnes i ny fane' (in the mobile bank: in the app's web view, unlabelled). @example true */
      external: v.exactOptional(v.boolean()),
    }),
  ),
});

/** The section 'Finner du ikke forsikringene dine?' with its questions. */
const finnerIkkeForsikringSeksjon = v.object({
  /** The accordion's heading. @example "Finner du ikke forsikringene dine?" */
  title: v.optional(v.string(), 'Finner du ikke forsikringene dine?'),
  /** A text under the heading. @example "Her er de vanligste grunnene." */
  description: v.optional(v.string(), ''),
  /** The questions and answers. @example [{ "title": "Forsikringen er nylig kjøpt", "description": "Det kan ta opptil et døgn før den vises her." }] */
  items: v.optional(v.array(finnerIkkeForsikringItem), []),
});

/** The whole config. Every key is optional in the JSON and falls back to its default. */
export const appConfigSchema = v.object({
  /**
   * Where the browser goes when an API call answers Unauthorized or Forbidden: once per tab within
   * 30 s, never when it is the page itself (no reload loop); then `<kfp-router>` shows the login
   * (with `features.hasDirekteinnlogging`) or 'Du må logge inn på nytt' with a way on.
   * @example "/privat/forsikring/logg-inn"
   */
  unauthorizedUrl: expected(v.string(), '/privat/forsikring'),
  /** Origin (and optional path prefix) of the API; empty means the page's own origin. @example "https://api.eika.no" */
  kfpApiHost: v.optional(v.string(), ''),
  /**
   * The distributor short name: selects cookie and consent behaviour and the brand family
   * ('eika', 'fana', 'more' get the eika integration; 'none' for none). 'sb1', the savings-bank
   * group's brand, shows 'Medlem av et LO-forbund' in the profile.
   * @example "fana"
   */
  distributor: expected(v.string(), 'eika'),
  /** Show the business-portal card on the purchase entries. @example true */
  showBedriftsportal: v.optional(v.boolean(), false),
  /** The business portal's address (the card is hidden while it is empty). @example "https://www.eika.no/bedrift/forsikring" */
  bedriftsportalUrl: v.optional(v.string(), ''),
  /** The two optional info boxes on the purchase entries. */
  skrytebokser: v.object({
    /** The box about test results and awards. @example { "title": "Kåret til beste forsikring", "description": "Vi fikk toppkarakter i testen.", "url": "https://www.eika.no/utmerkelser", "urlText": "Les mer" } */
    testUtmerkelserContent: v.exactOptional(skryteboks),
    /** The box about customer benefits. @example { "title": "Kundefordeler", "description": "Samle forsikringene og spar.", "url": "https://www.eika.no/fordeler", "urlText": "Se fordelene" } */
    kundefordelerContent: v.exactOptional(skryteboks),
  }),
  /** Show the maintenance-calendar card on the purchase entries. @example true */
  showVedlikeholdsKalender: v.optional(v.boolean(), false),
  /** The maintenance calendar's address (the card is hidden while it is empty). @example "https://www.eika.no/vedlikeholdskalender" */
  vedlikeholdsKalenderUrl: v.optional(v.string(), ''),
  /** Show the marketing-consent section in the profile to customers who are not bank customers. @example true */
  showSamtykkerMinProfil: v.optional(v.boolean(), false),
  /** The claim ('Meld skade') address. @example "https://www.eika.no/forsikring/meld-skade" */
  meldSkadeUrl: expected(v.string(), '/privat/forsikring/skade/meld-skade'),
  /** The claims app's secure jump address (the POST target of the hand-off). @example "/privat/forsikring/skade/jump" */
  skadesakerJumpUrl: expected(v.string(), '/privat/forsikring/skade/jump'),
  /** The claims app's fallback address when no jump token could be had. @example "/privat/forsikring/skade/skadesaker" */
  skadesakerUrl: expected(v.string(), '/privat/forsikring/skade/skadesaker'),
  /** Feature flags. */
  features: v.object({
    /** Offer the login screen to visitors without a session. @example true */
    hasDirekteinnlogging: v.optional(v.boolean(), false),
    /** The string 'false' turns new sales off: the portal shows the general error page. @example "false" */
    'nysalg-skade': v.optional(v.string(), 'true'),
    /** Report visits to pages that do not exist. @example false */
    rapporterIkkeFunnet: v.optional(v.boolean(), true),
  }),
  /** The cards of the "Andre forsikringer" page. @example [{ "title": "Forsikring gjennom jobben", "description": "Forsikringer fra arbeidsgiveren vises ikke her.", "lesMerUrl": "https://www.eika.no/jobb" }] */
  andreForsikringer: v.optional(v.array(andreForsikringerKort), []),
  /**
   * The overview's accordion 'Finner du ikke forsikringene dine?' (spec §2, §3): a list of questions
   * (spec §3's reading), or the section with its heading, text and questions. Each question is checked
   * on its own (a warning per bad one, which is left out; one question alone is read as a list of one).
   * Without questions the heading shows with 'Ta kontakt med oss'.
   * @example [{ "title": "Forsikringen er nylig kjøpt", "description": "Det kan ta opptil et døgn før den vises her.", "link": { "url": "https://www.eika.no/kontakt", "urlText": "Kontakt oss" } }]
   */
  finnerIkkeForsikringConfig: v.optional(v.union([v.array(finnerIkkeForsikringItem), finnerIkkeForsikringSeksjon]), {
    title: 'Finner du ikke forsikringene dine?',
    description: '',
    items: [],
  }),
  /** Purchase addresses by product that replace the built-in paths (spec §2 "Purchase URLs are also configured for"), on the purchase entries and the overview's recommendations. */
  kjopUrls: v.object({
    /** Replaces Husforsikring's path, /privat/forsikring/hus. @example "https://www.fanasparebank.no/forsikring/hus" */
    HUS: v.exactOptional(v.string()),
    /** Replaces Innboforsikring's path, /privat/forsikring/innbo. @example "https://www.fanasparebank.no/forsikring/innbo" */
    INNBO: v.exactOptional(v.string()),
    /** Replaces Hytteforsikring's path, /privat/forsikring/hytte. @example "https://www.fanasparebank.no/forsikring/hytte" */
    FRITIDSHUS: v.exactOptional(v.string()),
    /** Replaces Reiseforsikring's path, /privat/forsikring/skade/reise. @example "https://www.fanasparebank.no/forsikring/reise" */
    REISE: v.exactOptional(v.string()),
    /** Replaces the pet insurance's path. @example "https://www.fanasparebank.no/forsikring/dyr" */
    KJAELEDYR: v.exactOptional(v.string()),
    /** Replaces the LO members' pet insurance's path. @example "https://www.fanasparebank.no/forsikring/dyr-lo" */
    LOFAVOR_KJAELEDYR: v.exactOptional(v.string()),
    /** Replaces Bilforsikring's path, /privat/forsikring/motor/bil. @example "https://www.fanasparebank.no/forsikring/bil" */
    BIL: v.exactOptional(v.string()),
    /** Replaces Motorsykkelforsikring's path, /privat/forsikring/motor/mc. @example "https://www.fanasparebank.no/forsikring/mc" */
    MC: v.exactOptional(v.string()),
    /** Replaces Mopedforsikring's path, /privat/forsikring/motor/moped. @example "https://www.fanasparebank.no/forsikring/moped" */
    MOPED: v.exactOptional(v.string()),
    /** Replaces the boat insurance's path. @example "https://www.fanasparebank.no/forsikring/baat" */
    BAAT: v.exactOptional(v.string()),
    /** Replaces Elsparkesykkelforsikring's path, /privat/forsikring/motor/sek. @example "https://www.fanasparebank.no/forsikring/sparkesykkel" */
    SEK: v.exactOptional(v.string()),
    /** Replaces the path of Tilhengerforsikring and Campingvognforsikring, /privat/forsikring/motor/tilhenger. @example "https://www.fanasparebank.no/forsikring/tilhenger" */
    TILHENGER: v.exactOptional(v.string()),
  }),
  /**
   * The base paths of the product areas' apps, where an agreement's details and an offer open (spec §2
   * "Agreement links"; also a recommendation of a product with an open offer; purchase entries have
   * `kjopUrls`). A path on the own site, or an https address.
   */
  produktomrader: v.object({
    /** The portal's own base: general agreement details, eika renewals, 'mangler-detaljer'. @example "/privat/forsikring" */
    forsikring: v.optional(v.string(), '/privat/forsikring'),
    /** The claims side's apps: pet and travel details, and offers outside motor and life. @example "/privat/forsikring/skade" */
    skade: v.optional(v.string(), '/privat/forsikring/skade'),
    /** The motor app: details and offers of vehicles and boats. @example "/privat/forsikring/motor" */
    motor: v.optional(v.string(), '/privat/forsikring/motor'),
    /** The life app: life agreement details (Prolife and eika) and life offers. @example "/privat/forsikring/liv" */
    liv: v.optional(v.string(), '/privat/forsikring/liv'),
  }),
  /** Host names per environment (spec §1): Production, QA and Dev; every other host is Test. */
  miljoer: v.object({
    /** The brands' production hosts. @example ["www.eika.no"] */
    production: v.optional(v.array(v.string()), ['www.eika.no', 'www.fanasparebank.no', 'www.moretrygg.no']),
    /** The QA hosts. @example ["qa.eika.no"] */
    qa: v.optional(v.array(v.string()), ['qa.eika.no', 'qa2.eika.no']),
    /** Local test hosts. @example ["localhost"] */
    dev: v.optional(v.array(v.string()), ['localhost', '127.0.0.1', 'dev.eika.local']),
  }),
  /** The discounts of spec §9, quoted where a customer decides: the purchase entries (and the car campaign on a car recommendation). */
  rabatttekster: v.object({
    /**
     * The collector discount, on the purchase entries; empty leaves it out.
     * @example "Samle forsikringene dine hos oss og få opptil 15 % rabatt."
     */
    samlerabatt: v.optional(v.string(), 'Samler du skadeforsikringene dine hos oss, får du opptil 15\u00a0% samlerabatt.'),
    /**
     * The bank customers' extra discount, on the purchase entries right after the collector discount:
     * shown to a bank customer and to a visitor who is not known (logged out, or the customer could
     * not be read), never to a logged-in customer whose record says she is not one (`isBankkunde`
     * false, as the LO member of issue 34). Absent: 'Er du kunde i banken, får du 5 % ekstra
     * rabatt.' (kept with the purchase entries' code, off the first screen); empty leaves it out.
     * @example "Er du kunde i banken, får du 5 % ekstra rabatt."
     */
    bankkunde: v.exactOptional(v.string()),
    /**
     * The discount for several insurances, on the purchase entries (said once on the overview: not again by the recommendations); empty leaves it out.
     * @example "Opptil 20 % rabatt når du har flere forsikringer hos oss."
     */
    flereForsikringer: v.optional(v.string(), 'Har du flere forsikringer hos oss, får du opptil 20\u00a0% rabatt.'),
    /**
     * The car campaign, by car insurance on the purchase entries and on a car recommendation; empty leaves it out.
     * @example ""
     */
    bilkampanje: v.optional(v.string(), 'Nå får du 10\u00a0% kampanjerabatt på bilforsikring.'),
  }),
  /**
   * The contact phone number that does not depend on the API: shown in the footer (by `<kfp-router>`
   * from its first frame) and on the error page until the contact info is read, and when it cannot
   * be (the whole API down). 8 digits, optionally with +47; shown as '+47 91 50 31 00'. Empty shows
   * no number then.
   * @example "91503100"
   */
  kontaktTelefon: v.optional(v.string(), '91503100'),
  /**
   * The footer's link to the privacy and cookies page (spec §1); an address on another site opens in
   * a new tab (in the mobile bank through the app).
   * @example "https://www.eika.no/personvern"
   */
  personvernUrl: v.optional(v.string(), '/privat/forsikring/personvern'),
  /**
   * The footer's link to the price comparison at the national financial portal (spec §1); opens in a
   * new tab (in the mobile bank through the app).
   * @example "https://www.finansportalen.no/forsikring/"
   */
  prissammenligningUrl: v.optional(v.string(), 'https://www.finansportalen.no/forsikring/'),
  /**
   * The footer's link 'Tilgjengelighetserklæring' to the bank's accessibility statement; empty (the
   * default) shows none. An address on another site opens in a new tab (in the mobile bank through
   * the app).
   * @example "https://uustatus.no/nb/erklaringer/publisert/8f3b9e0c-1d2a-4c5b-9e6f-7a8b9c0d1e2f"
   */
  tilgjengelighetserklaeringUrl: v.optional(v.string(), ''),
  /**
   * How a link leaves the mobile bank app's web view (spec §1; the spec does not give the app's
   * formats, docs/mobilbank.md): `{url}` (absolute, URI-encoded) and `{title}` (URI-encoded) are
   * filled in. A format without `{url}`, or with a script scheme, falls back to its default.
   */
  mobilbankLenker: v.object({
    /**
     * Opens a page, mail or call in the app's web view with a navigation title: external links,
     * 'Meld skade', mail and phone ('Kontakt oss'). `{url}` (absolute) and `{title}` are filled in,
     * URI-encoded; it must hold `{url}`.
     * @example "mobilbank://open?url={url}&title={title}"
     */
    nettvisning: v.optional(v.string(), 'mobilbank://open?url={url}&title={title}'),
    /**
     * Opens a page in the phone's browser, outside the app ('Skadesaker', spec §2 "Navigation").
     * `{url}` (absolute) is filled in, URI-encoded; it must hold `{url}`. The spec gives neither
     * format: confirm both with the app team (docs/mobilbank.md).
     * @example "mobilbank://browser?url={url}"
     */
    nettleser: v.optional(v.string(), 'mobilbank://browser?url={url}'),
  }),
  /** The error-reporting DSN; empty turns error reporting off. @example "https://abc123@sentry.example/42" */
  sentryDsn: v.optional(v.string(), ''),
  /**
   * No effect any more (issue 31): it set the session-replay sample rate (spec §9), and session
   * replay is off, since it would record the bank's whole page. Still accepted, so configs keep working.
   * @example "hoy"
   */
  trafikkniva: v.optional(v.picklist(['normal', 'hoy', 'ekstra-hoy']), 'normal'),
  /**
   * The analytics project token; empty turns the analytics service off (the kfp-analytics window
   * event still follows consent).
   * @example "0123456789abcdef"
   */
  mixpanelToken: v.optional(v.string(), ''),
  /** Where the analytics SDK sends its batches (spec §7: a third-party EU endpoint). @example "https://api-eu.mixpanel.com" */
  mixpanelApiHost: v.optional(v.string(), 'https://api-eu.mixpanel.com'),
  /**
   * The `distributor` value of the one bank brand that decides analytics consent with its own cookie
   * (spec §1, §4); every other value but 'none' is the default bank alliance.
   * @example "dnb"
   */
  bankmerkeDistributor: v.optional(v.string(), 'dnb'),
  /** The cookies analytics consent is read from, per regime (spec §4). */
  samtykkeCookies: v.object({
    /** The bank brand's: value `2` is opted in, anything else (or none) opted out. @example "samtykke_statistikk" */
    bankmerke: v.optional(v.string(), 'samtykke_statistikk'),
    /** The consent cookie of distributor 'none': its `statistics` value, `accepted` or `denied`. @example "cookie_consent" */
    none: v.optional(v.string(), 'cookie_consent'),
    /** The bank alliance's opt-in cookie: flags F, S and M; S (statistics) is opted in. @example "eika_optin" */
    allianse: v.optional(v.string(), 'eika_optin'),
  }),
  /**
   * The bank alliance's domain: an 'optin_closed' message re-evaluates consent only from an origin on
   * it (the domain itself or a subdomain).
   * @example "eika.no"
   */
  alliansedomene: v.optional(v.string(), 'eika.no'),
});

export type SkryteboksConfig = v.InferOutput<typeof skryteboks>;
export type AndreForsikringerKort = v.InferOutput<typeof andreForsikringerKort>;
export type FinnerIkkeForsikringItem = v.InferOutput<typeof finnerIkkeForsikringItem>;
/** The overview's accordion as the portal uses it, whichever shape the page gave (finner-ikke-forsikring.ts). */
export type FinnerIkkeForsikringConfig = v.InferOutput<typeof finnerIkkeForsikringSeksjon>;
/**
 * The config after reading: every key present, with its default where the page gave none; the
 * accordion's `finnerIkkeForsikringConfig` as the page gave it (read by `readFinnerIkkeForsikring`).
 */
export type AppConfig = Omit<v.InferOutput<typeof appConfigSchema>, 'finnerIkkeForsikringConfig'> & {
  finnerIkkeForsikringConfig: unknown;
};
export type MobilbankLenker = AppConfig['mobilbankLenker'];
export type Rabatttekster = AppConfig['rabatttekster'];
/** The product areas' base paths (`produktomrader`). */
export type Produktomrader = AppConfig['produktomrader'];
/** Products whose purchase address can be configured. */
export type KjopUrlKey = keyof AppConfig['kjopUrls'];

type AnySchema = v.GenericSchema & { type: string; default?: unknown; wrapped?: AnySchema; entries?: Record<string, AnySchema> };

/** The default of a schema: its own, or for an object the defaults of its entries (undefined: none). */
export function defaultOf(schema: AnySchema): unknown {
  if (schema.type === 'exact_optional') return undefined;
  if (schema.type === 'optional') return structuredClone(schema.default);
  if (schema.entries) {
    const defaults: Record<string, unknown> = {};
    for (const [key, entry] of Object.entries(schema.entries)) {
      const value = defaultOf(entry);
      if (value !== undefined) defaults[key] = value;
    }
    return defaults;
  }
  return undefined;
}

/** True for a key declared with `expected(…)`. */
export function isExpected(schema: AnySchema): boolean {
  return EXPECTED.has(schema);
}

/** Every default: the config of a page that gives none. */
export const defaultConfig = defaultOf(appConfigSchema as unknown as AnySchema) as AppConfig;

/** Keys whose absence is worth a warning: the portal works without them, but not fully. */
export const requiredKeys = Object.entries(appConfigSchema.entries)
  .filter(([, schema]) => isExpected(schema as unknown as AnySchema))
  .map(([key]) => key as keyof AppConfig);
