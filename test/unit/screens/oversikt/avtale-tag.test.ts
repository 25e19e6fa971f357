import { describe, expect, it } from 'vitest';
import type { Avtale } from '../../../../src/api/schemas.ts';
import { kildeRekkefolge } from '../../../../src/domain/sortering.ts';
import { avtaleTag, underBehandlingMerknad } from '../../../../src/screens/oversikt/avtale-tag.ts';

describe('avtaleTag', () => {
  it('shows Midlertidig (warning) for pending PROLIFE and Under behandling for pending EIKA_PERSON', () => {
    expect(avtaleTag({ avtaleStatus: 'PENDING', systemSource: 'PROLIFE' })).toEqual({ tekst: 'Midlertidig', variant: 'warning' });
    expect(avtaleTag({ avtaleStatus: 'PENDING', systemSource: 'EIKA_PERSON' })).toEqual({ tekst: 'Under behandling', variant: 'warning' });
  });

  it('shows nothing for pending agreements of other sources, nor for active ones', () => {
    for (const source of kildeRekkefolge.filter((s) => s !== 'PROLIFE' && s !== 'EIKA_PERSON')) {
      expect(avtaleTag({ avtaleStatus: 'PENDING', systemSource: source })).toBeNull();
    }
    for (const source of kildeRekkefolge) expect(avtaleTag({ avtaleStatus: 'ACTIVE', systemSource: source })).toBeNull();
  });

  it('shows Fornyelse (info) for a renewal from any source', () => {
    for (const source of kildeRekkefolge) {
      expect(avtaleTag({ avtaleStatus: 'RENEWAL', systemSource: source })).toEqual({ tekst: 'Fornyelse', variant: 'info' });
    }
  });
});

describe('underBehandlingMerknad', () => {
  const avtale = (systemSource: string, avtaleStatus: string, monthlyPrice?: number): Avtale => ({
    policyNumber: systemSource,
    name: 'Uføreforsikring',
    description: 'Engangsutbetaling 600 000 kr',
    productType: 'UFOER',
    systemSource,
    productCode: 'X',
    avtaleStatus,
    ...(monthlyPrice === undefined ? {} : { monthlyPrice }),
  });

  it("says how many priced agreements tagged 'Under behandling' the sums count, singular and plural", () => {
    expect(underBehandlingMerknad([avtale('EIKA_PERSON', 'PENDING', 233), avtale('NICE', 'ACTIVE', 100)])).toBe(
      'inkludert 1 forsikring under behandling',
    );
    expect(underBehandlingMerknad([avtale('EIKA_PERSON', 'PENDING', 233), avtale('EIKA_PERSON', 'PENDING', 10)])).toBe(
      'inkludert 2 forsikringer under behandling',
    );
  });

  it('says nothing when no card says Under behandling, or the one that does has no price', () => {
    expect(underBehandlingMerknad([])).toBe('');
    expect(
      underBehandlingMerknad([avtale('PROLIFE', 'PENDING', 100), avtale('NICE', 'PENDING', 100), avtale('EIKA_PERSON', 'RENEWAL', 100)]),
    ).toBe('');
    expect(underBehandlingMerknad([avtale('EIKA_PERSON', 'PENDING')])).toBe('');
  });
});
