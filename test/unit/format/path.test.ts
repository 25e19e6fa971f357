import { describe, expect, it } from 'vitest';
import { anonymiserSti, pathUtenSiffer } from '../../../src/format/path';

describe('pathUtenSiffer', () => {
  it('removes every digit from the path', () => {
    expect(pathUtenSiffer('/privat/forsikring/oversikt/avtale/12345')).toBe('/privat/forsikring/oversikt/avtale/');
    expect(pathUtenSiffer('/reise2024/kvittering')).toBe('/reise/kvittering');
    expect(pathUtenSiffer('/avtale/123/detaljer')).toBe('/avtale//detaljer');
  });

  it('drops the query string and the fragment', () => {
    expect(pathUtenSiffer('/tilbud?fnr=01019012345')).toBe('/tilbud');
    expect(pathUtenSiffer('/tilbud#avtale-42')).toBe('/tilbud');
  });

  it('leaves a path without digits unchanged', () => {
    expect(pathUtenSiffer('/privat/forsikring/oversikt')).toBe('/privat/forsikring/oversikt');
    expect(pathUtenSiffer('')).toBe('');
  });
});

describe('anonymiserSti', () => {
  it('replaces all-digit segments with :id', () => {
    expect(anonymiserSti('/privat/forsikring/oversikt/avtale/12345')).toBe('/privat/forsikring/oversikt/avtale/:id');
    expect(anonymiserSti('/skadesaker/01019012345/dokument/7')).toBe('/skadesaker/:id/dokument/:id');
    expect(anonymiserSti('/0')).toBe('/:id');
  });

  it('keeps segments that mix letters and digits', () => {
    expect(anonymiserSti('/reise2024/kvittering')).toBe('/reise2024/kvittering');
    expect(anonymiserSti('/tilbud/2024reise')).toBe('/tilbud/2024reise');
    expect(anonymiserSti('/avtale/POL-123')).toBe('/avtale/POL-123');
  });

  it('keeps leading, trailing and empty segments as they are', () => {
    expect(anonymiserSti('/avtale/123/')).toBe('/avtale/:id/');
    expect(anonymiserSti('/')).toBe('/');
    expect(anonymiserSti('')).toBe('');
  });

  it('drops the query string and the fragment', () => {
    expect(anonymiserSti('/avtale/123?vis=alle')).toBe('/avtale/:id');
    expect(anonymiserSti('/avtale/123#vilkaar')).toBe('/avtale/:id');
  });
});
