import {
  hentKundeadresser,
  hentLivkunde,
  hentPostforsendelse,
  hentPostnumre,
  hentProlifeEksisterer,
  hentSamtykketekster,
} from '../../api/profil.ts';
import { defineQuery } from '../define-query.ts';

/**
 * The profile's reads (the claims customer is `skadekundeQuery`, shared with the overview). Every
 * one is customer data: observe them with `enabled: useErInnlogget()` and the profile's own rules.
 */
export const prolifeEksistererQuery = defineQuery({
  queryKey: ['prolifeEksisterer'],
  queryFn: ({ signal }) => hentProlifeEksisterer(signal),
});

export const livkundeQuery = defineQuery({ queryKey: ['livkunde'], queryFn: ({ signal }) => hentLivkunde(signal) });

/** Only for a customer with a niceKundenummer (spec §7). */
export const kundeadresserQuery = defineQuery({ queryKey: ['kundeadresser'], queryFn: ({ signal }) => hentKundeadresser(signal) });

/** Only needed beside `kundeadresserQuery`: the place names of the postcodes. */
export const postnumreQuery = defineQuery({ queryKey: ['postnumre'], queryFn: ({ signal }) => hentPostnumre(signal) });

export const postforsendelseQuery = defineQuery({
  queryKey: ['postforsendelse'],
  queryFn: ({ signal }) => hentPostforsendelse(signal),
});

/** The consent texts a non-bank customer sees in the profile. */
export const samtykketeksterQuery = defineQuery({
  queryKey: ['samtykketekster', { bankkunde: false }],
  queryFn: ({ signal }) => hentSamtykketekster(false, signal),
});
