import type { SystemSource } from '../api/schemas.ts';
import { norskNokkel, sammenlignNokler } from './norsk-rekkefolge.ts';

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
 * alphabetical order (æ, ø, å after z). Returns a new array. Each item's keys are made once (a
 * large account sorts 10,000 agreements: comparing raw texts took 0.6 s).
 */
export function sorterEtterKilde<T extends Sorterbar>(items: readonly T[]): T[] {
  return items
    .map((item) => ({
      item,
      kilde: rang(item.systemSource),
      navn: norskNokkel(item.name),
      beskrivelse: norskNokkel(item.description ?? ''),
    }))
    .sort((a, b) => a.kilde - b.kilde || sammenlignNokler(a.navn, b.navn) || sammenlignNokler(a.beskrivelse, b.beskrivelse))
    .map(({ item }) => item);
}
