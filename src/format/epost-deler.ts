/**
 * The pieces of an e-mail address between the places where a line may break when the address does
 * not fit: after the '@' and before each dot, so a narrow screen shows 'kundeservice@' /
 * 'forsikring' / '.example.no' instead of cutting a word. Joined, the pieces are the address.
 *
 * @example
 * epostDeler('ola.nordmann@forsikring.no') // ['ola', '.nordmann@', 'forsikring', '.no']
 */
export function epostDeler(adresse: string): string[] {
  const deler: string[] = [];
  let del = '';
  for (const tegn of adresse) {
    if (tegn === '.' && del !== '') {
      deler.push(del);
      del = '';
    }
    del += tegn;
    if (tegn === '@') {
      deler.push(del);
      del = '';
    }
  }
  if (del !== '') deler.push(del);
  return deler;
}
