/** Brands of the eika family get the eika integration's agreements and customer communication. */
export const eikaFamilie = ['eika', 'fana', 'more'] as const;

export function isEikaFamilie(distributor: string): boolean {
  return (eikaFamilie as readonly string[]).includes(distributor.toLowerCase());
}
