/** Brands of the eika family get the eika integration's agreements and customer communication. */
export const eikaFamilie = ['eika', 'fana', 'more'] as const;

export function isEikaFamilie(distributor: string): boolean {
  return (eikaFamilie as readonly string[]).includes(distributor.toLowerCase());
}

/**
 * The distributor short name of the savings-bank group's brand (SpareBank 1, which runs LO Favør for
 * the labour unions): only there does the profile show 'Medlem av et LO-forbund' (spec §2).
 */
export const SPAREBANKGRUPPEN = 'sb1';

export function isSparebankgruppen(distributor: string): boolean {
  return distributor.toLowerCase() === SPAREBANKGRUPPEN;
}
