import type { SystemSource } from '../api/schemas.ts';
import { sammenlignNorsk } from './norsk-rekkefolge.ts';

/** The order of sources in lists of agreements and offers (spec §4 "Sorting"). */
export const kildeRekkefolge: readonly SystemSource[] = ['NICE', 'EIKA_SKADE', 'LOFAVOR', 'PROLIFE', 'EIKA_PERSON', 'PARIS', 'NSF'];

interface Sorterbar {
  systemSource?: SystemSource | undefined;
  name: string;
  description?: string | undefined;
}

const rang = (source: SystemSource | undefined) => {
  const index = source ? kildeRekkefolge.indexOf(source) : -1;
  return index === -1 ? kildeRekkefolge.length : index;
};

/**
 * Agreements and offers grouped by source in the order NICE, EIKA_SKADE, LOFAVOR, PROLIFE,
 * EIKA_PERSON, PARIS, NSF (unknown sources last), then by name, then by description, in Norwegian
 * alphabetical order (æ, ø, å after z). Returns a new array.
 */
export function sorterEtterKilde<T extends Sorterbar>(items: readonly T[]): T[] {
  return [...items].sort(
    (a, b) =>
      rang(a.systemSource) - rang(b.systemSource) ||
      sammenlignNorsk(a.name, b.name) ||
      sammenlignNorsk(a.description ?? '', b.description ?? ''),
  );
}
