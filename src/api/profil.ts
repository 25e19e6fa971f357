/**
 * The insurance profile's calls (spec §7; paths marked *chosen* in docs/api.md are ours).
 * The claims customer itself (`GET skadekunde/hent`) is read by `hentSkadekunde` in `oversikt.ts`:
 * the overview and the profile share it.
 */
import { request } from './client.ts';
import {
  Kundeadresser,
  Livkunde,
  Postforsendelse,
  Postnummerliste,
  ProlifeEksisterer,
  Reservasjon,
  Samtykketekster,
} from './profil-schemas.ts';

/** `GET liv/kunde/v1/eksisterer` (*chosen*): whether the customer has a Prolife (life) record. */
export const hentProlifeEksisterer = () => request('GET', 'liv/kunde/v1/eksisterer', { schema: ProlifeEksisterer });

/** `GET liv/kunde/v1/kunde`: the life customer's contact data, `{ epost?, telefon? }`. */
export const hentLivkunde = () => request('GET', 'liv/kunde/v1/kunde', { schema: Livkunde });

/** `GET adresse/kundeadresser`: the addresses on file, the registered one (folkeregistrert) among them. */
export const hentKundeadresser = () => request('GET', 'adresse/kundeadresser', { schema: Kundeadresser });

/** `GET adresse/postnummer`: the postal list, `{ kode, navn }[]`. */
export const hentPostnumre = () => request('GET', 'adresse/postnummer', { schema: Postnummerliste });

/** `POST adresse/oppdater`, no body: use the registered address (folkeregistrert) from now on. */
export const oppdaterTilFolkeregistrertAdresse = () => request('POST', 'adresse/oppdater');

/** `GET dokumenter/postforsendelse` (*chosen*): whether the insurance documents come in the post. */
export const hentPostforsendelse = () => request('GET', 'dokumenter/postforsendelse', { schema: Postforsendelse });

/** `PUT dokumenter/postforsendelse` (*chosen*) `{ hasReservasjon }`. */
export const endrePostforsendelse = (hasReservasjon: boolean) => request('PUT', 'dokumenter/postforsendelse', { json: { hasReservasjon } });

/** `GET samtykke/tekster?bankkunde=…`: the consent texts. */
export const hentSamtykketekster = (bankkunde: boolean) =>
  request('GET', 'samtykke/tekster', { schema: Samtykketekster, query: { bankkunde } });

/** What `POST samtykke/oppdater` takes: one consent, as a boolean. */
export type SamtykkeEndring = { marketingConsentApproved: boolean } | { crossDomainConsentApproved: boolean };

/** `POST samtykke/oppdater` `{ marketingConsentApproved }` or `{ crossDomainConsentApproved }`. */
export const oppdaterSamtykke = (endring: SamtykkeEndring) => request('POST', 'samtykke/oppdater', { json: endring });

/** `GET samtykke/reservasjon/hent`: the reservation consent (spec §3 `harReservasjon`). */
export const hentReservasjon = () => request('GET', 'samtykke/reservasjon/hent', { schema: Reservasjon });

/** `POST samtykke/reservasjon` `{ harReservasjon }`. */
export const oppdaterReservasjon = (harReservasjon: boolean) => request('POST', 'samtykke/reservasjon', { json: { harReservasjon } });

/** `PUT skadekunde/kontaktinformasjon` `{ epostAdresse }`: a claims customer's e-mail. 400 `UGYLDIG_MAILADRESSE`. */
export const endreSkadekundeEpost = (epostAdresse: string) => request('PUT', 'skadekunde/kontaktinformasjon', { json: { epostAdresse } });

/** `PUT skadekunde/mobilnummer` (*chosen*) `{ mobilNummer }`: a claims customer's mobile number. 400 `UGYLDIG_MOBILNR`. */
export const endreSkadekundeMobilnummer = (mobilNummer: string) => request('PUT', 'skadekunde/mobilnummer', { json: { mobilNummer } });

/**
 * `POST liv/kunde/v1/contactInfo` `{ epost, telefon? }`: a life customer's contact data (the e-mail
 * alone, or the known e-mail with a new number).
 */
export const endreLivkundeKontaktinfo = (kontakt: { epost: string; telefon?: string }) =>
  request('POST', 'liv/kunde/v1/contactInfo', { json: kontakt });
