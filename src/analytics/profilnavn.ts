/**
 * The fixed lists the analytics people profile's random name comes from (spec §9): the service
 * shows a name on every profile, and it must never be the customer's. Adjectives and Norwegian
 * animals, so no profile name can be mistaken for a real person's.
 */
export const FORNAVN = ['Modig', 'Rolig', 'Kvikk', 'Klok', 'Glad', 'Snill', 'Lun', 'Sindig', 'Flink', 'Blid'] as const;
export const ETTERNAVN = ['Elg', 'Rev', 'Gaupe', 'Oter', 'Ugle', 'Ekorn', 'Hare', 'Bever', 'Lemen', 'Jerv'] as const;

/** A random first and last name from the fixed lists; `random` is for tests. */
export function tilfeldigProfilnavn(random: () => number = Math.random): { fornavn: string; etternavn: string } {
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length) % list.length] as T;
  return { fornavn: pick(FORNAVN), etternavn: pick(ETTERNAVN) };
}
