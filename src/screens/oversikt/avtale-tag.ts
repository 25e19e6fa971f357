import type { Avtale } from '../../api/schemas.ts';
import { antallForsikringer } from './avtale-bolker.ts';

export interface AvtaleTag {
  tekst: string;
  variant: 'warning' | 'info';
}

/**
 * The status tag of an agreement (spec §4 "Agreement status"): PENDING is 'Midlertidig' (warning)
 * for PROLIFE and 'Under behandling' for EIKA_PERSON, nothing for other sources; RENEWAL is
 * 'Fornyelse' (info); ACTIVE has none.
 */
export function avtaleTag({ avtaleStatus, systemSource }: Pick<Avtale, 'avtaleStatus' | 'systemSource'>): AvtaleTag | null {
  if (avtaleStatus === 'RENEWAL') return { tekst: 'Fornyelse', variant: 'info' };
  if (avtaleStatus !== 'PENDING') return null;
  if (systemSource === 'PROLIFE') return { tekst: 'Midlertidig', variant: 'warning' };
  if (systemSource === 'EIKA_PERSON') return { tekst: 'Under behandling', variant: 'warning' };
  return null;
}

/**
 * The note under 'Dette betaler du' when its sums (the backend's, spec §3) count applications still
 * being processed: 'inkludert 1 forsikring under behandling', 'inkludert 2 forsikringer under
 * behandling'; empty when none. It counts the cards tagged 'Under behandling' that carry a price,
 * so the note names what the customer sees on the cards.
 */
export function underBehandlingMerknad(avtaler: readonly Avtale[]): string {
  const antall = avtaler.filter((a) => avtaleTag(a)?.tekst === 'Under behandling' && (a.monthlyPrice || a.yearlyPrice)).length;
  return antall ? `inkludert ${antallForsikringer(antall)} under behandling` : '';
}
