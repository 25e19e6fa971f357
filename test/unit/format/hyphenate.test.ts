import { describe, expect, it } from 'vitest';
import { hyphenateName } from '../../../src/format/hyphenate';

const SHY = '\u00AD';

/** Shows soft hyphens as "|" so expectations are readable. */
function synlig(tekst: string): string {
  return tekst.replaceAll(SHY, '|');
}

describe('hyphenateName', () => {
  it('leaves names of 23 characters or fewer untouched', () => {
    expect(hyphenateName('Bilforsikring')).toBe('Bilforsikring');
    const tjuetre = 'Kjøretøyforsikring Bil1';
    expect(tjuetre).toHaveLength(23);
    expect(hyphenateName(tjuetre)).toBe(tjuetre);
  });

  it('hyphenates a name of 24 characters', () => {
    const tjuefire = 'Kjøretøyforsikring Bil12';
    expect(tjuefire).toHaveLength(24);
    expect(synlig(hyphenateName(tjuefire))).toBe('Kjø|re|tøy|for|sik|ring Bil12');
  });

  it('inserts U+00AD and nothing else', () => {
    const navn = 'Reiseforsikring for hele familien';
    const resultat = hyphenateName(navn);
    expect(resultat).toBe(`Rei${SHY}se${SHY}for${SHY}sik${SHY}ring for hele fami${SHY}lien`);
    expect(resultat.replaceAll(SHY, '')).toBe(navn);
  });

  it('breaks before a consonant followed by a vowel', () => {
    expect(synlig(hyphenateName('Innboforsikring for utleiebolig'))).toBe(
      'Inn|bo|for|sik|ring for utleie|bo|lig',
    );
  });

  it('never breaks within the first or last three letters of a word', () => {
    const resultat = hyphenateName('Ulykkesforsikring barn og ungdom ekstra');
    for (const ord of resultat.split(/[\s-]+/)) {
      const deler = ord.split(SHY);
      if (deler.length > 1) {
        expect(deler[0]?.length).toBeGreaterThanOrEqual(3);
        expect(deler.at(-1)?.length).toBeGreaterThanOrEqual(3);
      }
    }
    expect(synlig(resultat)).toBe('Ulyk|kes|for|sik|ring barn og ungdom ekstra');
  });

  it('leaves words shorter than eight letters alone', () => {
    expect(synlig(hyphenateName('Hytte Bolig Tilbud Reiser Husdyr'))).toBe('Hytte Bolig Tilbud Reiser Husdyr');
  });

  it('treats hyphens, digits and punctuation as word boundaries', () => {
    expect(synlig(hyphenateName('Hus- og innboforsikring Storgata 12'))).toBe(
      'Hus- og inn|bo|for|sik|ring Stor|gata 12',
    );
  });

  it('breaks a long run without syllable points every eight letters', () => {
    expect(synlig(hyphenateName('BCDFGHJKLMNPQRSTVWXZBCDFG'))).toBe('BCDFGHJK|LMNPQRST|VWXZBCDFG');
    expect(synlig(hyphenateName('Aaaaaaaaaaaaaaaaaaaaaaaa'))).toBe('Aaaaaaaa|aaaaaaaa|aaaaaaaa');
  });

  it('respects a custom maxLength', () => {
    expect(synlig(hyphenateName('Bilforsikring', 10))).toBe('Bil|for|sik|ring');
    expect(hyphenateName('Reiseforsikring for hele familien', 40)).toBe('Reiseforsikring for hele familien');
  });

  it('leaves a name that already has soft hyphens unchanged, so running twice changes nothing', () => {
    const en = hyphenateName('Kjøretøyforsikring Tesla Model Y');
    expect(hyphenateName(en)).toBe(en);
    const forfatterens = `Kjøretøy${SHY}forsikring Tesla Model Y`;
    expect(hyphenateName(forfatterens)).toBe(forfatterens);
  });

  it('counts characters, not UTF-16 units', () => {
    const navn = 'Bilforsikring 🚗🚗🚗🚗🚗';
    expect(Array.from(navn)).toHaveLength(19);
    expect(hyphenateName(navn)).toBe(navn);
  });

  it('handles an empty name', () => {
    expect(hyphenateName('')).toBe('');
  });
});
