/**
 * The shapes of the profile's answers (see schemas.ts): apart from the rest, so their checks load
 * with the profile's chunk instead of on the first screen.
 */
import * as v from 'valibot';
import { bareGyldigeElementer, gyldigeElementer } from './gyldige-elementer.ts';

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
/** The customer's addresses; `forkastet` counts the addresses dropped as unreadable. */
export const Kundeadresser = v.pipe(
  v.object({ kundeadresser: v.optional(gyldigeElementer(Kundeadresse, 'kundeadresser'), []) }),
  v.transform(({ kundeadresser }) => ({ kundeadresser: kundeadresser.elementer, forkastet: kundeadresser.forkastet })),
);
export const Postnummerliste = bareGyldigeElementer(v.object({ kode: v.string(), navn: v.string() }), 'postnummer');

export const Samtykketekst = v.object({
  samtykke: v.picklist(['MARKETING', 'CROSS_DOMAIN']),
  tittel: v.string(),
  ingress: v.optional(v.string(), ''),
  tekst: v.optional(v.string(), ''),
});
export type Samtykketekst = v.InferOutput<typeof Samtykketekst>;
/**
 * The consent texts (`elementer`); one of an unknown kind or without a title is dropped (and
 * reported), the rest shown, and `forkastet` counts the dropped ones.
 */
export const Samtykketekster = gyldigeElementer(Samtykketekst, 'samtykketekster');
export const Reservasjon = v.object({ harReservasjon: v.boolean() });
export const Postforsendelse = v.object({ hasReservasjon: v.boolean() });
