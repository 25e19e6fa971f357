// A large account for the bench and the browser tests: a fleet or a farm with hundreds or
// thousands of agreements (issue 23 point 7). `POST /demo/mange-avtaler { antall }` makes
// `GET avtaleoversikt/avtaler` answer with that many until the next reset.

/** The most agreements it will make (a guard against a typo that would fill the server's memory). */
export const MAKS_ANTALL = 20_000;

const KILDER = ['NICE', 'NICE', 'NICE', 'EIKA_SKADE', 'LOFAVOR', 'PROLIFE', 'PARIS', 'NSF'];
const TYPER = [
  ['BIL', 'Bilforsikring'],
  ['TILHENGER', 'Tilhengerforsikring'],
  ['HUS', 'Husforsikring'],
  ['INNBO', 'Innboforsikring'],
  ['HYTTE', 'Hytteforsikring'],
  ['BAAT', 'Båtforsikring'],
  ['MOTORSYKKEL', 'Motorsykkelforsikring'],
  ['LIV', 'Livsforsikring'],
];

/**
 * `antall` agreements, the same on every call: sources, product types and names spread, so the
 * sorting by source, name and description has work to do.
 * @param {number} antall
 */
export function mangeAvtaler(antall) {
  const avtaler = Array.from({ length: antall }, (_, i) => {
    const [productType, navn] = TYPER[(i * 7) % TYPER.length] ?? TYPER[0];
    const systemSource = KILDER[(i * 5) % KILDER.length] ?? 'NICE';
    const nummer = String(1_000_000 + i);
    return {
      policyNumber: nummer,
      name: `${navn} ${String((i * 7919) % antall).padStart(5, '0')}`,
      description: `Kjøretøy eller eiendom nr. ${nummer}`,
      monthlyPrice: 100 + (i % 900),
      yearlyPrice: (100 + (i % 900)) * 12,
      productType,
      systemSource,
      productCode: `${systemSource}_${productType}`,
      avtaleStatus: i % 50 === 0 ? 'RENEWAL' : 'ACTIVE',
    };
  });
  const monthlySum = avtaler.reduce((sum, avtale) => sum + avtale.monthlyPrice, 0);
  return { avtaler, monthlySum, yearlySum: monthlySum * 12, systemSourceError: false };
}
