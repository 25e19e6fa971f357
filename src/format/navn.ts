/**
 * The first name to greet a customer by, from the full name the claims customer record gives
 * (`skadekunde.navn`, e.g. 'Ingrid Haugland'). A name written in capitals ('INGRID HAUGLAND', as some
 * registers give it) is shown with a capital first letter only ('Ingrid'), each part of a
 * double name too ('Anne-Marie'). Nothing usable gives `undefined`: then the portal greets no one
 * rather than greet wrongly.
 *
 * @example
 * fornavn('Ingrid Haugland')   // "Ingrid"
 * fornavn('ANNE-MARIE OLSEN')  // "Anne-Marie"
 * fornavn('  ')                // undefined
 */
export function fornavn(navn: string | undefined | null): string | undefined {
  // After trim() the first part ends at the first whitespace.
  const forste = navn?.trim().split(/\s/)[0];
  if (!forste || !/\p{L}/u.test(forste)) return undefined;
  if (forste !== forste.toLocaleUpperCase('nb-NO')) return forste;
  return forste
    .toLocaleLowerCase('nb-NO')
    .split('-')
    .map((del) => del.charAt(0).toLocaleUpperCase('nb-NO') + del.slice(1))
    .join('-');
}
