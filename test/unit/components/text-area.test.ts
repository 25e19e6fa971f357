import { describe, expect, it } from 'vitest';
import { forMangeTegn, TEXT_AREA_ROWS } from '../../../src/components/text-area/TextArea.tsx';

describe('forMangeTegn', () => {
  it('says how many characters too many, only past the limit', () => {
    expect(forMangeTegn(250, 250)).toBeUndefined();
    expect(forMangeTegn(251, 250)).toBe('Du har skrevet 1 tegn for mye');
    expect(forMangeTegn(262, 250)).toBe('Du har skrevet 12 tegn for mye');
    expect(forMangeTegn(0, 0)).toBeUndefined();
    expect(forMangeTegn(1000, undefined)).toBeUndefined();
  });

  it('has the rows of spec §9', () => {
    expect(TEXT_AREA_ROWS).toEqual({ standard: 7, feedback: 5, tillegg: 4 });
  });
});
