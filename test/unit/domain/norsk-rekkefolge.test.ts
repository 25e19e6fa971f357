import { describe, expect, it } from 'vitest';
import { sammenlignNorsk } from '../../../src/domain/norsk-rekkefolge.ts';

const collator = new Intl.Collator('nb', { sensitivity: 'base', numeric: true });

/** A small deterministic random generator, so a failure can be repeated. */
function tilfeldig(seed: number) {
  return () => {
    seed = (seed * 1103515245 + 12345) % 2 ** 31;
    return seed / 2 ** 31;
  };
}

describe('sammenlignNorsk', () => {
  it('sorts as Norwegian readers expect', () => {
    const navn = [
      'Åpen reise',
      'bil',
      'Aasen',
      'Bil 10',
      'Bil 9',
      'Øya',
      'Ærlig',
      'zebra',
      'Bil',
      '4 hjul',
      'Bil-forsikring',
      'Bil forsikring',
    ];
    expect([...navn].sort(sammenlignNorsk)).toEqual([
      '4 hjul',
      'bil',
      'Bil',
      'Bil 9',
      'Bil 10',
      'Bil forsikring',
      'Bil-forsikring',
      'zebra',
      'Ærlig',
      'Øya',
      'Åpen reise',
      'Aasen',
    ]);
    expect(sammenlignNorsk('BIL', 'bil')).toBe(0);
    expect(sammenlignNorsk('Bil 007', 'Bil 7')).toBe(0);
  });

  it('orders every pair of characters, alone and inside a word, as the collator does', () => {
    const tegn = [...'abcdefghijklmnopqrstuvwxyzæøåABCDEFGHIJKLMNOPQRSTUVWXYZÆØÅ0123456789 _-,;:!?.\'"()[]{}@*/\\&#%`^+<=>|~$', 'aa', '10'];
    const avvik: string[] = [];
    for (const x of tegn) {
      for (const y of tegn) {
        for (const [a, b] of [
          [x, y],
          [`k${x}m`, `k${y}m`],
        ] as const) {
          if (sammenlignNorsk(a, b) !== Math.sign(collator.compare(a, b))) avvik.push(`${JSON.stringify(a)} vs ${JSON.stringify(b)}`);
        }
      }
    }
    expect(avvik.slice(0, 10)).toEqual([]);
  });

  it('orders random texts as Intl.Collator("nb", base, numeric) does', () => {
    const random = tilfeldig(11);
    const alfabet = [
      ...'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZæøåÆØÅ0123456789   _-,;:!?.\'"()[]{}@*/\\&#%`^+<=>|~$',
      'aa',
      'Aa',
      'AA',
      'å',
      '00',
      'é',
      'ü',
      'ö',
      'ä',
      '–',
      '§',
    ];
    const tekst = () => {
      const lengde = Math.floor(random() * 7);
      let resultat = '';
      for (let i = 0; i < lengde; i++) resultat += alfabet[Math.floor(random() * alfabet.length)];
      return resultat;
    };
    const avvik: string[] = [];
    for (let i = 0; i < 30_000; i++) {
      const a = tekst();
      const b = random() < 0.3 ? a.slice(0, Math.floor(random() * a.length)) + tekst() : tekst();
      const ventet = Math.sign(collator.compare(a, b));
      if (sammenlignNorsk(a, b) !== ventet) avvik.push(`${JSON.stringify(a)} vs ${JSON.stringify(b)}: ${ventet}`);
    }
    expect(avvik.slice(0, 10)).toEqual([]);
  });

  it('orders real insurance names and descriptions as the collator does', () => {
    const tekster = [
      'Bilforsikring',
      'Bil forsikring',
      'Innboforsikring',
      'Villaforsikring',
      'Hytteforsikring',
      'Båtforsikring',
      'Ulykkesforsikring barn',
      'Reiseforsikring Pluss',
      'Personbil EL 12345',
      'Tesla Model 3, EK 12345',
      'Golf (2019)',
      'Storgata 1A',
      'Storgata 10',
      'Storgata 2',
      'Grønland 12 B',
      'Aasveien 3',
      'Åsveien 3',
      'Hund – Fido',
      'Café',
      'Øvre Slottsgate 2',
    ];
    for (const a of tekster) for (const b of tekster) expect(sammenlignNorsk(a, b), `${a} vs ${b}`).toBe(Math.sign(collator.compare(a, b)));
  });
});
