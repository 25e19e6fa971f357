import type { Avtale } from '../../api/schemas.ts';

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
