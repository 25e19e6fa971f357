import { describe, expect, it } from 'vitest';
import { kildeRekkefolge } from '../../../../src/domain/sortering.ts';
import { avtaleTag } from '../../../../src/screens/oversikt/avtale-tag.ts';

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
