import { describe, expect, it } from 'vitest';
import { fornavn } from '../../../src/format/navn';

describe('fornavn', () => {
  it('takes the first name', () => {
    expect(fornavn('Ingrid Haugland')).toBe('Ingrid');
    expect(fornavn('  Torbjørn   Sæther ')).toBe('Torbjørn');
    expect(fornavn('Åse')).toBe('Åse');
    expect(fornavn('JoAnn Berg')).toBe('JoAnn');
    expect(fornavn('\tKari\nNordmann')).toBe('Kari');
  });

  it('writes a name in capitals with a capital first letter only, each part of a double name too', () => {
    expect(fornavn('INGRID HAUGLAND')).toBe('Ingrid');
    expect(fornavn('ANNE-MARIE OLSEN')).toBe('Anne-Marie');
    expect(fornavn('ØYVIND')).toBe('Øyvind');
  });

  it('gives nothing when there is no name to greet', () => {
    expect(fornavn(undefined)).toBeUndefined();
    expect(fornavn(null)).toBeUndefined();
    expect(fornavn('')).toBeUndefined();
    expect(fornavn('   ')).toBeUndefined();
    expect(fornavn('123 456')).toBeUndefined();
  });
});
