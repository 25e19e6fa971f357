/**
 * The shapes of the backend's answers (spec §3, the README's API table). Checked at the edge, so a malformed
 * response becomes a `KfpSchemaError` with the field's path instead of a crash deep in a screen.
 * Unknown fields are dropped.
 */
import * as v from 'valibot';

export const SystemSource = v.picklist(['NICE', 'EIKA_SKADE', 'LOFAVOR', 'PROLIFE', 'EIKA_PERSON', 'PARIS', 'NSF']);
export type SystemSource = v.InferOutput<typeof SystemSource>;

export const SessionStatus = v.object({ kfpSessionId: v.optional(v.string()) });
export type SessionStatus = v.InferOutput<typeof SessionStatus>;

export const LoginContext = v.picklist(['ÅPEN', 'MOBILBANK', 'MOBILBANK_DNB', 'NETTBANK', 'NETTBANK_DNB', 'FORSIKRING']);
export type LoginContext = v.InferOutput<typeof LoginContext>;
export const ClientContext = v.object({ loginContext: v.optional(v.string()) });
export type ClientContext = v.InferOutput<typeof ClientContext>;

export const LoginUrl = v.object({ loginUrl: v.string() });
export const Bankkontakt = v.object({ banknavn: v.optional(v.string()), nettbankUrl: v.optional(v.string()) });
export type Bankkontakt = v.InferOutput<typeof Bankkontakt>;
export const JumpToken = v.object({ jumpSst: v.optional(v.string()) });

export const Avtale = v.object({
  policyNumber: v.string(),
  name: v.string(),
  description: v.optional(v.string(), ''),
  monthlyPrice: v.optional(v.number()),
  yearlyPrice: v.optional(v.number()),
  productType: v.optional(v.string(), ''),
  systemSource: SystemSource,
  productCode: v.optional(v.string(), ''),
  avtaleStatus: v.optional(v.picklist(['ACTIVE', 'PENDING', 'RENEWAL']), 'ACTIVE'),
});
export type Avtale = v.InferOutput<typeof Avtale>;

export const AvtaleOversikt = v.object({
  avtaler: v.optional(v.array(Avtale), []),
  monthlySum: v.optional(v.number(), 0),
  yearlySum: v.optional(v.number(), 0),
  systemSourceError: v.optional(v.boolean(), false),
});
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
  systemSource: v.optional(SystemSource, 'NICE'),
  pakkeTilbud: v.optional(v.array(PakkeTilbud), []),
});
export type Tilbud = v.InferOutput<typeof Tilbud>;
export const TilbudListe = v.object({
  tilbud: v.optional(v.array(Tilbud), []),
  systemSourceError: v.optional(v.boolean(), false),
});
export type TilbudListe = v.InferOutput<typeof TilbudListe>;

export const Antall = v.object({ antall: v.number() });
export const UlesteMeldinger = v.object({ hasUlesteMeldinger: v.boolean() });
export const MotorOppgave = v.object({ oppgavetype: v.string(), beskrivelse: v.optional(v.string(), ''), avtalenummer: v.string() });
export type MotorOppgave = v.InferOutput<typeof MotorOppgave>;
export const MotorOppgaver = v.array(MotorOppgave);

export const Kundekommunikasjon = v.object({
  meldinger: v.optional(v.array(v.object({ id: v.string(), tittel: v.string(), tekst: v.string(), url: v.optional(v.string()) })), []),
});
export type Kundekommunikasjon = v.InferOutput<typeof Kundekommunikasjon>;

export const Produktanbefaling = v.object({
  scores: v.optional(v.array(v.object({ nextBestOfferProdukt: v.string(), score: v.number() })), []),
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
  samtykker: v.optional(v.object({ marketingConsent: v.optional(Samtykkeverdi), crossDomainConsent: v.optional(Samtykkeverdi) }), {}),
});
export type Skadekunde = v.InferOutput<typeof Skadekunde>;

export const Livkunde = v.object({ epost: v.optional(v.string()), telefon: v.optional(v.string()) });
export type Livkunde = v.InferOutput<typeof Livkunde>;
export const ProlifeEksisterer = v.object({ eksisterer: v.boolean() });

export const Kundeadresse = v.object({
  isFolkreregistrert: v.optional(v.boolean(), false),
  gatenavn: v.optional(v.string(), ''),
  gatenummer: v.optional(v.union([v.string(), v.number()])),
  gatenummerBokstav: v.optional(v.string()),
  gaardsnummer: v.optional(v.union([v.string(), v.number()])),
  bruksnummer: v.optional(v.union([v.string(), v.number()])),
  postnummer: v.optional(v.string(), ''),
});
export type Kundeadresse = v.InferOutput<typeof Kundeadresse>;
export const Kundeadresser = v.object({ kundeadresser: v.optional(v.array(Kundeadresse), []) });
export const Postnummerliste = v.array(v.object({ kode: v.string(), navn: v.string() }));

export const Samtykketekst = v.object({
  samtykke: v.picklist(['MARKETING', 'CROSS_DOMAIN']),
  tittel: v.string(),
  ingress: v.optional(v.string(), ''),
  tekst: v.optional(v.string(), ''),
});
export type Samtykketekst = v.InferOutput<typeof Samtykketekst>;
export const Samtykketekster = v.array(Samtykketekst);
export const Reservasjon = v.object({ harReservasjon: v.boolean() });
export const Postforsendelse = v.object({ hasReservasjon: v.boolean() });

export const Kontaktinfo = v.object({
  navn: v.string(),
  telefon: v.string(),
  epost: v.string(),
  apningstider: v.optional(v.array(v.object({ dag: v.string(), tid: v.string() })), []),
});
export type Kontaktinfo = v.InferOutput<typeof Kontaktinfo>;
