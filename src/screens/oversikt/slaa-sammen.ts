import type { Avtale, AvtaleOversikt } from '../../api/schemas.ts';
import { sorterEtterKilde } from '../../domain/sortering.ts';

export interface SammenslaattOversikt {
  avtaler: Avtale[];
  monthlySum: number;
  yearlySum: number;
}

/**
 * The agreements to show: our own, with the eika integration's merged in and their sums added
 * (eika-family brands, spec §4), sorted by source, name and description.
 */
export function slaaSammen(egne: AvtaleOversikt, eika?: AvtaleOversikt): SammenslaattOversikt {
  return {
    avtaler: sorterEtterKilde([...egne.avtaler, ...(eika?.avtaler ?? [])]),
    monthlySum: egne.monthlySum + (eika?.monthlySum ?? 0),
    yearlySum: egne.yearlySum + (eika?.yearlySum ?? 0),
  };
}

/** The customer's product types, unique and sorted: what the recommendation call is told they own. */
export function kundensProdukter(avtaler: readonly Avtale[]): string[] {
  return [...new Set(avtaler.map((a) => a.productType).filter((type) => type !== ''))].sort();
}
