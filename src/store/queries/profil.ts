import {
  hentKundeadresser,
  hentLivkunde,
  hentPostforsendelse,
  hentReservasjon,
  hentPostnumre,
  hentProlifeEksisterer,
  hentSamtykketekster,
} from '../../api/profil.ts';
import { defineQuery } from '../define-query.ts';
import { FRESH_SHARED_MS, freshFor } from '../query-client.ts';

/** The profile's data is fresh for 60 s (spec §7). */
const staleTime = freshFor(FRESH_SHARED_MS);

/**
 * The profile's reads (the claims customer is `skadekundeQuery`, shared with the overview). Every
 * one is customer data: observe them with `enabled: useIsLoggedIn()` and the profile's own rules.
 * Each is fresh for 60 s (spec §7 "60 s for the profile").
 */
export const prolifeEksistererQuery = defineQuery({
  queryKey: ['prolifeEksisterer'],
  queryFn: () => hentProlifeEksisterer(),
  staleTime,
});

export const livkundeQuery = defineQuery({ queryKey: ['livkunde'], queryFn: () => hentLivkunde(), staleTime });

/** Only for a customer with a niceKundenummer (spec §7). */
export const kundeadresserQuery = defineQuery({ queryKey: ['kundeadresser'], queryFn: () => hentKundeadresser(), staleTime });

/** Only needed beside `kundeadresserQuery`: the place names of the postcodes. */
export const postnumreQuery = defineQuery({ queryKey: ['postnumre'], queryFn: () => hentPostnumre(), staleTime });

export const postforsendelseQuery = defineQuery({
  queryKey: ['postforsendelse'],
  queryFn: () => hentPostforsendelse(),
  staleTime,
});

/** The consent texts a non-bank customer sees in the profile. */
export const samtykketeksterQuery = defineQuery({
  queryKey: ['samtykketekster', { bankkunde: false }],
  queryFn: () => hentSamtykketekster(false),
  staleTime,
});

/** The reservation consent (`harReservasjon`), shown beside the marketing consents. */
export const reservasjonQuery = defineQuery({
  queryKey: ['reservasjon'],
  queryFn: () => hentReservasjon(),
  staleTime,
});
