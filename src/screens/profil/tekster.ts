/**
 * Every Norwegian text of the insurance profile in one place. Those quoted from the spec (§2, §4,
 * §5, §8) are marked; the rest are ours, written where the spec is silent (labels, next steps).
 */
export const TEKSTER = {
  /** spec §2 */
  tittel: 'Forsikringsprofil',
  /** spec §2 */
  ingress: 'Disse opplysningene gjelder kun forsikringsavtalene dine',
  utlogget: 'Logg inn for å se forsikringsprofilen din.',
  sessionFeil: 'Vi kunne ikke hente forsikringsprofilen din akkurat nå. Prøv igjen om litt, eller ta kontakt med oss.',
  /** spec §8 "General banner", when addresses or consent texts came back unreadable and were left out. */
  ufullstendig: 'Vi opplever for tiden problemer med noen av systemene våre',
  ufullstendigHjelp: 'Noen opplysninger kan mangle her. Prøv igjen senere, eller ta kontakt med oss.',

  endre: 'Endre',
  avbryt: 'Avbryt',
  lagre: 'Lagre',
  provIgjen: 'Prøv igjen',
  /** The next step of every failed save (issue 34), with the phone number after it. */
  provIgjenOmLitt: 'Prøv igjen om litt.',
  ja: 'Ja',
  nei: 'Nei',

  fodselsnummer: 'Fødselsnummer',
  adresse: 'Adresse',
  mobilnummer: 'Mobilnummer',
  epost: 'E-post',
  /** spec §2 */
  postforsendelse: 'Forsikringsdokumenter i posten',
  /** spec §2 */
  loMedlem: 'Medlem av et LO-forbund',
  ikkeRegistrert: 'Ikke registrert',

  // Reads that fail: each in its own row, with a next step ('Prøv igjen').
  kundeFeil: 'Vi kunne ikke hente navnet og kontaktopplysningene dine akkurat nå.',
  adresseFeil: 'Vi kunne ikke hente adressen din akkurat nå.',
  kontaktFeil: 'Vi kunne ikke hente kontaktopplysningene dine akkurat nå.',
  postforsendelseFeil: 'Vi kunne ikke hente om du får forsikringsdokumentene i posten.',
  samtykkerFeil: 'Vi kunne ikke hente samtykkene dine akkurat nå.',

  // Address (spec §4 "Address update to the registered address", §8).
  adresseUlikFolkeregisteret: 'Adressen vi bruker er ikke den samme som adressen din i Folkeregisteret.',
  adresseFolkeregistrert: 'Adressen din i Folkeregisteret',
  brukFolkeregistrert: 'Bruk folkeregistrert adresse',
  oppdatererAdresse: 'Oppdaterer adressen',
  /** spec §8 */
  adresseOppdateringFeil: 'Vi kunne ikke oppdatere adressen din til folkeregistrert adresse',
  adresseErFolkeregistrert: 'Dette er adressen din i Folkeregisteret. Når du melder flytting til Folkeregisteret, oppdaterer vi den her.',
  adresseManglerFolkeregistrert: 'Vi finner ikke adressen din i Folkeregisteret. Er adressen feil,',
  adresseOppdatert: 'Adressen er oppdatert',
  adresseUendret: 'Adressen din er ikke endret.',

  // E-mail (spec §5, §8).
  /** spec §5 */
  epostPakrevd: 'Du må fylle inn e-post',
  /** spec §5 */
  epostUgyldig: 'E-postadressen er ikke gyldig',
  /** spec §5, §8 */
  epostFeilet: 'Noe gikk galt ved oppdatering av e-post',
  oppdatererEpost: 'Oppdaterer e-post',
  /** spec §5's pattern in plain words: the whole address, with @ and a domain. */
  // No full stop after the address: it would read as part of it (and wraps alone at 320 px).
  epostHjelp: 'Skriv hele adressen, for eksempel ola.nordmann@eksempel.no',
  epostUendret: 'E-postadressen din er ikke endret.',
  epostEndret: 'E-postadressen er endret',

  // Mobile number (spec §4 "Mobile number edit", §5, §8).
  /** spec §5 */
  mobilPakrevd: 'Du må fylle inn et telefonnummer',
  /** spec §5, §8 */
  mobilUgyldig: 'Mobilnummeret er ikke gyldig',
  /** spec §8: the box's title */
  noeGikkGalt: 'Noe gikk galt',
  /** spec §8 */
  mobilFeilet: 'Noe gikk galt ved oppdatering av telefonnummer',
  mobilManglerEpost: 'Vi må ha e-postadressen din for å endre telefonnummeret. Legg inn e-post først.',
  /** spec §4 */
  oppdatererMobil: 'Oppdaterer mobilnummer',
  /** spec §5: the number changes only for the insurance, not for the bank. */
  mobilHjelp: 'Nummeret endres bare for forsikringene dine, ikke i banken.',
  /** The rule the field checks (`MOBILNUMMER`), in plain words. */
  mobilRegel: 'Skriv 8 siffer som begynner med 4 eller 9, for eksempel 41 23 45 67.',
  mobilUendret: 'Mobilnummeret ditt er ikke endret.',
  mobilEndret: 'Mobilnummeret er endret',

  // Documents in the post (spec §4 "Postal-document preference").
  postforsendelseNaaDigitalt: 'Nå får du forsikringsdokumentene dine digitalt.',
  postforsendelseNaaPost: 'Nå får du forsikringsdokumentene dine i posten.',
  postforsendelseBekreftTilPost: 'Jeg vil få forsikringsdokumentene i posten',
  postforsendelseBekreftTilDigitalt: 'Jeg vil få forsikringsdokumentene digitalt, ikke i posten',
  postforsendelseMaaBekrefte: 'Du må krysse av for å bekrefte endringen',
  bekreft: 'Bekreft',
  lagrerValget: 'Lagrer valget ditt',
  postforsendelseFeilet: 'Vi klarte ikke å lagre valget ditt.',
  postforsendelseUendret: 'Du får forsikringsdokumentene som før.',
  postforsendelseEndret: 'Valget ditt er lagret',

  // Consents (spec §4 "Consent").
  samtykker: 'Samtykker',
  visMer: 'Vis mer',
  visMindre: 'Vis mindre',
  lagrerSamtykke: 'Lagrer samtykket',
  /** A choice is only a choice until it is saved (issue 33: arrow keys explore, 'Lagre' commits). */
  samtykkeHjelp: 'Når du har valgt, trykker du «Lagre».',
  /** After 'Lagre', for screen readers: which consent the button saves. */
  lagreValgetFor: 'valget for',
  /** spec §4 */
  samtykkeEndret: 'Samtykket til markedsføring er endret',
  // The reservation consent (spec §3 `harReservasjon`): ours, the spec gives no texts.
  reservasjonTittel: 'Reservasjon mot markedsføring',
  reservasjonIngress: 'Vil du reservere deg mot markedsføring fra oss på telefon og e-post?',
  /** How the reservation and the marketing consent relate (issue 34: no double negative). */
  reservasjonForklaring:
    'Reservasjonen går foran samtykket til markedsføring: svarer du Ja her, får du ikke markedsføring fra oss på telefon eller e-post, selv om du har sagt ja til markedsføring.',
  reservasjonUendret: 'Reservasjonen din er ikke endret.',
  reservasjonEndret: 'Reservasjonen mot markedsføring er endret',
  reservasjonFeil: 'Vi kunne ikke hente om du har reservert deg mot markedsføring.',
  samtykkeFeilet: 'Vi klarte ikke å lagre valget ditt.',
  samtykkeUendret: 'Samtykket ditt er ikke endret.',

  kontaktOss: 'ta kontakt med oss',
} as const;
