/**
 * The shapes of the backend's answers (spec §3, docs/api.md). Checked at the edge, so a malformed
 * response becomes a `KfpSchemaError` with the field's path instead of a crash deep in a screen.
 * Unknown fields are dropped.
 *
 * Lists are checked record by record (`gyldigeElementer`): one bad record is dropped and reported,
 * the rest are shown, and answers that feed a screen say how many were dropped (`forkastet`) so it
 * can show that something is missing. Values of enumerations the backend may grow (a new source
 * system, agreement status or product type) are kept as they come: screens degrade (no tag, no
 * link) instead of losing the record.
 */
import * as v from 'valibot';
import { bareGyldigeElementer, gyldigeElementer } from './gyldige-elementer.ts';

/** The source systems the portal knows (spec §4 "Sorting"). */
export const KJENTE_SYSTEMKILDER = ['NICE', 'EIKA_SKADE', 'LOFAVOR', 'PROLIFE', 'EIKA_PERSON', 'PARIS', 'NSF'] as const;
export type KjentSystemSource = (typeof KJENTE_SYSTEMKILDER)[number];
/** A source system: a known one, or a new one the portal does not know yet (kept, shown without a link). */
export type SystemSource = KjentSystemSource | (string & {});
const SystemSourceVerdi = v.pipe(
  v.string(),
  v.nonEmpty(),
  v.transform((kilde): SystemSource => kilde),
);

/** ACTIVE, PENDING or RENEWAL (spec §4), or a status the portal does not know yet (shown without a tag). */
export type AvtaleStatus = 'ACTIVE' | 'PENDING' | 'RENEWAL' | (string & {});
const AvtaleStatusVerdi = v.pipe(
  v.string(),
  v.transform((status): AvtaleStatus => status),
);

export const SessionStatus = v.object({ kfpSessionId: v.optional(v.string()) });
export type SessionStatus = v.InferOutput<typeof SessionStatus>;

export const LoginContext = v.picklist(['ÅPEN', 'MOBILBANK', 'MOBILBANK_DNB', 'NETTBANK', 'NETTBANK_DNB', 'FORSIKRING']);
export type LoginContext = v.InferOutput<typeof LoginContext>;
export const ClientContext = v.object({ loginContext: v.optional(v.string()) });
export type ClientContext = v.InferOutput<typeof ClientContext>;

export const Bankkontakt = v.object({ banknavn: v.optional(v.string()), nettbankUrl: v.optional(v.string()) });
export type Bankkontakt = v.InferOutput<typeof Bankkontakt>;
// The login's and the claims hand-off's answers are with their calls (login.ts, jump.ts): their own chunks.

export const Avtale = v.object({
  policyNumber: v.string(),
  name: v.string(),
  description: v.optional(v.string(), ''),
  monthlyPrice: v.optional(v.number()),
  yearlyPrice: v.optional(v.number()),
  productType: v.optional(v.string(), ''),
  systemSource: SystemSourceVerdi,
  productCode: v.optional(v.string(), ''),
  avtaleStatus: v.optional(AvtaleStatusVerdi, 'ACTIVE'),
});
export type Avtale = v.InferOutput<typeof Avtale>;

/** Agreements with their sums; `forkastet` counts the agreements dropped as unreadable. */
export const AvtaleOversikt = v.pipe(
  v.object({
    avtaler: v.optional(gyldigeElementer(Avtale, 'avtaler'), []),
    monthlySum: v.optional(v.number(), 0),
    yearlySum: v.optional(v.number(), 0),
    systemSourceError: v.optional(v.boolean(), false),
  }),
  v.transform(({ avtaler, ...resten }) => ({ ...resten, avtaler: avtaler.elementer, forkastet: avtaler.forkastet })),
);
export type AvtaleOversikt = v.InferOutput<typeof AvtaleOversikt>;

export const PakkeTilbud = v.object({ name: v.string(), monthlyPrice: v.optional(v.number()), yearlyPrice: v.optional(v.number()) });
export const Tilbud = v.object({
  name: v.string(),
  detaljer: v.optional(v.object({ tfaMonthly: v.optional(v.number()) })),
  description: v.optional(v.string(), ''),
  monthlyPrice: v.optional(v.number()),
  yearlyPrice: v.optional(v.number()),
  policyNumber: v.string(),
  versionNumber: v.optional(v.union([v.string(), v.number()])),
  productType: v.optional(v.string(), ''),
  expirationDate: v.optional(v.string()),
  systemSource: v.optional(SystemSourceVerdi, 'NICE'),
  pakkeTilbud: v.optional(bareGyldigeElementer(PakkeTilbud, 'pakkeTilbud'), []),
});
export type Tilbud = v.InferOutput<typeof Tilbud>;
/** Open offers; `forkastet` counts the offers dropped as unreadable. */
export const TilbudListe = v.pipe(
  v.object({
    tilbud: v.optional(gyldigeElementer(Tilbud, 'tilbud'), []),
    systemSourceError: v.optional(v.boolean(), false),
  }),
  v.transform(({ tilbud, ...resten }) => ({ ...resten, tilbud: tilbud.elementer, forkastet: tilbud.forkastet })),
);
export type TilbudListe = v.InferOutput<typeof TilbudListe>;

export const Antall = v.object({ antall: v.number() });
export const UlesteMeldinger = v.object({ hasUlesteMeldinger: v.boolean() });
export const MotorOppgave = v.object({ oppgavetype: v.string(), beskrivelse: v.optional(v.string(), ''), avtalenummer: v.string() });
export type MotorOppgave = v.InferOutput<typeof MotorOppgave>;
/** The motor tasks (`elementer`), and how many were dropped as unreadable (`forkastet`). */
export const MotorOppgaver = gyldigeElementer(MotorOppgave, 'motoroppgaver');

const Melding = v.object({ id: v.string(), tittel: v.string(), tekst: v.string(), url: v.optional(v.string()) });
export const Kundekommunikasjon = v.pipe(
  v.object({ meldinger: v.optional(gyldigeElementer(Melding, 'meldinger'), []) }),
  v.transform(({ meldinger }) => ({ meldinger: meldinger.elementer, forkastet: meldinger.forkastet })),
);
export type Kundekommunikasjon = v.InferOutput<typeof Kundekommunikasjon>;

export const Produktanbefaling = v.object({
  scores: v.optional(bareGyldigeElementer(v.object({ nextBestOfferProdukt: v.string(), score: v.number() }), 'scores'), []),
  controlgroup: v.optional(v.boolean(), false),
  fallback: v.optional(v.boolean(), false),
});
export type Produktanbefaling = v.InferOutput<typeof Produktanbefaling>;

const Samtykkeverdi = v.picklist(['AUTHORIZED', 'NOT_AUTHORIZED']);
export const Skadekunde = v.object({
  navn: v.optional(v.string(), ''),
  ssn: v.optional(v.string()),
  niceKundenummer: v.optional(v.string()),
  isBankkunde: v.optional(v.boolean(), false),
  isLoMedlem: v.optional(v.boolean(), false),
  trackingId: v.optional(v.string()),
  kontaktInformasjon: v.optional(v.object({ epostAdresse: v.optional(v.string()), mobilNummer: v.optional(v.string()) }), {}),
  // An unknown consent value reads as unknown (no choice shown as made) instead of failing the customer.
  samtykker: v.optional(
    v.object({
      marketingConsent: v.fallback(v.optional(Samtykkeverdi), undefined),
      crossDomainConsent: v.fallback(v.optional(Samtykkeverdi), undefined),
    }),
    {},
  ),
});
export type Skadekunde = v.InferOutput<typeof Skadekunde>;

// The profile's answers are in profil-schemas.ts (its own chunk); their types are here too.
export type { Kundeadresse, Livkunde, Samtykketekst } from './profil-schemas.ts';

export const Kontaktinfo = v.object({
  navn: v.string(),
  telefon: v.string(),
  epost: v.string(),
  apningstider: v.optional(bareGyldigeElementer(v.object({ dag: v.string(), tid: v.string() }), 'apningstider'), []),
});
export type Kontaktinfo = v.InferOutput<typeof Kontaktinfo>;
