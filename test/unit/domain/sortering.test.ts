import { describe, expect, it } from 'vitest';
import type { SystemSource } from '../../../src/api/schemas.ts';
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

  it('puts sources it does not know, and records without a source, after NSF', () => {
    const items = [
      { systemSource: 'NY_KILDE', name: 'A' },
      { name: 'A' },
      { systemSource: 'NSF', name: 'Z' },
      { systemSource: 'EIKA_SKADE', name: 'Z' },
    ] as { systemSource?: SystemSource; name: string }[];
    expect(sorterEtterKilde(items).map((item) => item.systemSource ?? '(ingen)')).toEqual(['EIKA_SKADE', 'NSF', 'NY_KILDE', '(ingen)']);
  });

  it('orders numbers in names by value: "Bil 2" before "Bil 10"', () => {
    const items = [
      { systemSource: 'NICE', name: 'Bil 10' },
      { systemSource: 'NICE', name: 'Bil 2' },
      { systemSource: 'NICE', name: 'Bil 1' },
    ] as const;
    expect(sorterEtterKilde(items).map((item) => item.name)).toEqual(['Bil 1', 'Bil 2', 'Bil 10']);
  });

  it('counts names that differ only in case as the same name, so the description decides', () => {
    const items = [
      { systemSource: 'NICE', name: 'bil', description: 'Tesla' },
      { systemSource: 'NICE', name: 'Bil', description: 'Golf' },
    ] as const;
    expect(sorterEtterKilde(items).map((item) => item.description)).toEqual(['Golf', 'Tesla']);
  });

  it('puts a record without a description before one with', () => {
    const items = [
      { systemSource: 'NICE', name: 'Bil', description: 'Golf' },
      { systemSource: 'NICE', name: 'Bil' },
    ] as { systemSource: SystemSource; name: string; description?: string }[];
    expect(sorterEtterKilde(items).map((item) => item.description ?? '(ingen)')).toEqual(['(ingen)', 'Golf']);
    expect(sorterEtterKilde([...items].reverse()).map((item) => item.description ?? '(ingen)')).toEqual(['(ingen)', 'Golf']);
  });

  it('does not change the given list', () => {
    const items = [
      { systemSource: 'NSF' as const, name: 'B' },
      { systemSource: 'NICE' as const, name: 'A' },
    ];
    sorterEtterKilde(items);
    expect(items[0]?.name).toBe('B');
  });
});
