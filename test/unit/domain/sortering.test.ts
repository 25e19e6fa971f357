import { describe, expect, it } from 'vitest';
import { sorterEtterKilde } from '../../../src/domain/sortering.ts';

describe('sorterEtterKilde', () => {
  it('groups by source in the spec order, then name, then description', () => {
    const items = [
      { systemSource: 'NSF', name: 'A', description: '' },
      { systemSource: 'PARIS', name: 'A', description: '' },
      { systemSource: 'EIKA_PERSON', name: 'A', description: '' },
      { systemSource: 'PROLIFE', name: 'A', description: '' },
      { systemSource: 'LOFAVOR', name: 'A', description: '' },
      { systemSource: 'EIKA_SKADE', name: 'A', description: '' },
      { systemSource: 'NICE', name: 'Bil', description: 'Tesla' },
      { systemSource: 'NICE', name: 'Bil', description: 'Golf' },
      { systemSource: 'NICE', name: 'Innbo', description: '' },
      { systemSource: 'NICE', name: 'Åpen reise', description: '' },
    ] as const;
    const sorted = sorterEtterKilde(items).map((item) => `${item.systemSource}:${item.name}:${item.description}`);
    expect(sorted).toEqual([
      'NICE:Bil:Golf',
      'NICE:Bil:Tesla',
      'NICE:Innbo:',
      'NICE:Åpen reise:',
      'EIKA_SKADE:A:',
      'LOFAVOR:A:',
      'PROLIFE:A:',
      'EIKA_PERSON:A:',
      'PARIS:A:',
      'NSF:A:',
    ]);
  });

  it('does not change the given list', () => {
    const items = [{ systemSource: 'NSF' as const, name: 'B' }, { systemSource: 'NICE' as const, name: 'A' }];
    sorterEtterKilde(items);
    expect(items[0]?.name).toBe('B');
  });
});
