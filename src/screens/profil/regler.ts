/**
 * The insurance profile's rules (spec §2, §4, §5, §6), as pure functions: who sees which row, how an
 * address reads, what a field's error is, what a write sends, and what a failed write says.
 */
import { isKfpHttpError } from '../../api/errors.ts';
import type { SamtykkeEndring } from '../../api/profil.ts';
import type { Kundeadresse, Samtykketekst, Skadekunde } from '../../api/schemas.ts';
import { isGyldigEpost } from '../../format/email.ts';
import { TEKSTER } from './tekster.ts';

// ---------------------------------------------------------------------------------------------
// Who sees what (spec §2, §6)

/** A claims customer (skadekunde) is one with a niceKundenummer. */
export const erSkadekunde = (kunde: Pick<Skadekunde, 'niceKundenummer'>): boolean => Boolean(kunde.niceKundenummer);

/** The national identity number: claims customers only. */
export const visFodselsnummer = (kunde: Pick<Skadekunde, 'niceKundenummer' | 'ssn'>): boolean => erSkadekunde(kunde) && Boolean(kunde.ssn);

/** The address calls and the address row: only with a niceKundenummer (spec §7). */
export const visAdresse = erSkadekunde;

/**
 * Mobile number and e-mail rows: with a niceKundenummer, or with an existing Prolife record. Without
 * a niceKundenummer the answer waits for the Prolife check (`undefined` while it is not known).
 */
export function visKontaktrader(kunde: Pick<Skadekunde, 'niceKundenummer'>, prolifeEksisterer: boolean | undefined): boolean | undefined {
  if (erSkadekunde(kunde)) return true;
  return prolifeEksisterer;
}

/** The marketing consents: non-bank customers only, and only when the config turns them on. */
export const visSamtykker = (kunde: Pick<Skadekunde, 'isBankkunde'>, showSamtykkerMinProfil: boolean): boolean =>
  showSamtykkerMinProfil && !kunde.isBankkunde;

// ---------------------------------------------------------------------------------------------
// Values shown

export const jaNei = (verdi: boolean): string => (verdi ? TEKSTER.ja : TEKSTER.nei);

/**
 * 'Forsikringsdokumenter i posten'. A "reservasjon" (against digital-only delivery) means the
 * documents come in the post: `hasReservasjon: true` reads 'Ja'.
 */
export const forsikringsdokumenterIPosten = (hasReservasjon: boolean): string => jaNei(hasReservasjon);

/** The address the insurer uses: one that is not the registered one when there is such, else the registered one. */
export function adresseIBruk(adresser: readonly Kundeadresse[]): Kundeadresse | undefined {
  return adresser.find((adresse) => !adresse.isFolkreregistrert) ?? adresser[0];
}

/** The registered address (folkeregistrert), when the list has one. */
export const folkeregistrertAdresse = (adresser: readonly Kundeadresse[]): Kundeadresse | undefined =>
  adresser.find((adresse) => adresse.isFolkreregistrert);

const tekst = (verdi: string | number | undefined): string => (verdi === undefined ? '' : String(verdi).trim());

/**
 * The lines of an address: street with number and letter ("Thereses gate 44B"), the farm and holding
 * numbers where given ("Gårdsnr. 40, bruksnr. 112"), and the postcode with the place name from the
 * postal list ("0354 OSLO"; the postcode alone when the list does not know it).
 */
export function adresselinjer(adresse: Kundeadresse, postnumre: readonly { kode: string; navn: string }[]): string[] {
  const linjer: string[] = [];
  const nummer = `${tekst(adresse.gatenummer)}${tekst(adresse.gatenummerBokstav)}`;
  const gate = [tekst(adresse.gatenavn), nummer].filter(Boolean).join(' ');
  if (gate) linjer.push(gate);
  const gnr = tekst(adresse.gaardsnummer);
  const bnr = tekst(adresse.bruksnummer);
  if (gnr && bnr) linjer.push(`Gårdsnr. ${gnr}, bruksnr. ${bnr}`);
  else if (gnr) linjer.push(`Gårdsnr. ${gnr}`);
  else if (bnr) linjer.push(`Bruksnr. ${bnr}`);
  const postnummer = tekst(adresse.postnummer);
  const sted = postnumre.find((p) => p.kode === postnummer)?.navn;
  const post = [postnummer, sted].filter(Boolean).join(' ');
  if (post) linjer.push(post);
  return linjer;
}

/** Whether two addresses are the same place (the registered one may come twice, with and without the flag). */
export function sammeAdresse(a: Kundeadresse, b: Kundeadresse): boolean {
  const felt = ['gatenavn', 'gatenummer', 'gatenummerBokstav', 'gaardsnummer', 'bruksnummer', 'postnummer'] as const;
  return felt.every((navn) => tekst(a[navn]).toLowerCase() === tekst(b[navn]).toLowerCase());
}

// ---------------------------------------------------------------------------------------------
// Validation (spec §5)

/**
 * The mobile-number rule: after white space is removed, 8 digits starting with 4 or 9 (Norwegian
 * mobile numbers; 8-digit numbers starting with 2, 3, 5, 6 and 7 are landlines, 8 is service numbers).
 */
export const MOBILNUMMER = /^[49]\d{7}$/;

/** The mobile number as it is checked and sent: every white space removed. */
export const mobilnummerUtenMellomrom = (verdi: string): string => verdi.replace(/\s/g, '');

/** The mobile field's error, or `undefined` when the number may be sent. */
export function mobilnummerFeil(verdi: string): string | undefined {
  const nummer = mobilnummerUtenMellomrom(verdi);
  if (nummer === '') return TEKSTER.mobilPakrevd;
  if (!MOBILNUMMER.test(nummer)) return TEKSTER.mobilUgyldig;
  return undefined;
}

/** The e-mail as it is checked and sent: leading and trailing white space removed. */
export const epostTrimmet = (verdi: string): string => verdi.trim();

/** The e-mail field's error, or `undefined` when the address may be sent. */
export function epostFeil(verdi: string): string | undefined {
  const epost = epostTrimmet(verdi);
  if (epost === '') return TEKSTER.epostPakrevd;
  if (!isGyldigEpost(epost)) return TEKSTER.epostUgyldig;
  return undefined;
}

// ---------------------------------------------------------------------------------------------
// Writes (spec §4, §7)

/** Where a failed save's message goes: on the field (it is the value's fault) or in a box, with a next step. */
export type Lagrefeil = { felt: string } | { boks: string; neste?: string };

/** The life customer has no known e-mail, so a new mobile number cannot be sent (spec §7): no call is made. */
export class ManglerEpostFeil extends Error {
  override readonly name = 'ManglerEpostFeil';
  constructor() {
    super('No e-mail known for the life customer: the mobile number cannot be sent');
  }
}

const harKode = (error: unknown, kode: string): boolean => isKfpHttpError(error) && error.code === kode;

/** A failed e-mail save: UGYLDIG_MAILADRESSE is the field's error, anything else the general message. */
export const epostLagrefeil = (error: unknown): Lagrefeil =>
  harKode(error, 'UGYLDIG_MAILADRESSE') ? { felt: TEKSTER.epostUgyldig } : { boks: TEKSTER.epostFeilet };

/**
 * A failed mobile save: UGYLDIG_MOBILNR is the field's error, anything else the 'Noe gikk galt' box;
 * without a known e-mail the box says what to do first.
 */
export function mobilLagrefeil(error: unknown): Lagrefeil {
  if (harKode(error, 'UGYLDIG_MOBILNR')) return { felt: TEKSTER.mobilUgyldig };
  if (error instanceof ManglerEpostFeil) return { boks: TEKSTER.mobilFeilet, neste: TEKSTER.mobilManglerEpost };
  return { boks: TEKSTER.mobilFeilet };
}

/** Whether a failed save was the value's fault (the server's 400 code), so there is nothing to report. */
export const erVerdifeil = (error: unknown): boolean =>
  harKode(error, 'UGYLDIG_MOBILNR') || harKode(error, 'UGYLDIG_MAILADRESSE') || error instanceof ManglerEpostFeil;

/** Which call changes the e-mail, with its body. */
export type Epostendring = { kall: 'skadekunde'; epostAdresse: string } | { kall: 'livkunde'; epost: string };

export function epostendring(kunde: Pick<Skadekunde, 'niceKundenummer'>, verdi: string): Epostendring {
  const epost = epostTrimmet(verdi);
  return erSkadekunde(kunde) ? { kall: 'skadekunde', epostAdresse: epost } : { kall: 'livkunde', epost };
}

/**
 * Which call changes the mobile number, with its body: `{ mobilNummer }` with a niceKundenummer,
 * otherwise the life customer's `{ epost, telefon }`; without a known e-mail there is no call.
 */
export type Mobilendring =
  { kall: 'skadekunde'; mobilNummer: string } | { kall: 'livkunde'; epost: string; telefon: string } | { kall: 'mangler-epost' };

export function mobilendring(kunde: Pick<Skadekunde, 'niceKundenummer'>, livkundeEpost: string | undefined, verdi: string): Mobilendring {
  const nummer = mobilnummerUtenMellomrom(verdi);
  if (erSkadekunde(kunde)) return { kall: 'skadekunde', mobilNummer: nummer };
  const epost = (livkundeEpost ?? '').trim();
  return epost ? { kall: 'livkunde', epost, telefon: nummer } : { kall: 'mangler-epost' };
}

/** Confirming the postal preference sets it to the opposite of what it is. */
export const nyPostforsendelse = (hasReservasjon: boolean): boolean => !hasReservasjon;

export type Samtykketype = Samtykketekst['samtykke'];

/** The body of `POST samtykke/oppdater` for one consent. */
export const samtykkeEndring = (samtykke: Samtykketype, godkjent: boolean): SamtykkeEndring =>
  samtykke === 'MARKETING' ? { marketingConsentApproved: godkjent } : { crossDomainConsentApproved: godkjent };

/** The radio value for a consent: 'ja' when AUTHORIZED, 'nei' when NOT_AUTHORIZED, none when not given. */
export function samtykkeValg(samtykker: Skadekunde['samtykker'], samtykke: Samtykketype): 'ja' | 'nei' | undefined {
  const status = samtykke === 'MARKETING' ? samtykker.marketingConsent : samtykker.crossDomainConsent;
  if (status === 'AUTHORIZED') return 'ja';
  if (status === 'NOT_AUTHORIZED') return 'nei';
  return undefined;
}
