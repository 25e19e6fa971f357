import { describe, expect, it } from 'vitest';
import { kjopskategorier } from '../../../../src/screens/kjopsinnganger/kjopsprodukter.ts';

/** Category by category: id (sent to analytics), icon, title, and per product type the link text, spec §2's path, and the kjopUrls keys. */
const forventet = (reise: [string, string, string, string[]]) => [
  [
    'kjoretoy',
    'BIL',
    'Kjøretøy',
    [
      ['BIL', 'Bilforsikring', '/privat/forsikring/motor/bil', ['BIL']],
      ['BOBIL', 'Bobilforsikring', '/privat/forsikring/motor/bil/bobil', []],
      ['MOTORSYKKEL', 'Motorsykkelforsikring', '/privat/forsikring/motor/mc', ['MC']],
      ['MOPED', 'Mopedforsikring', '/privat/forsikring/motor/moped', ['MOPED']],
      ['SPARKESYKKEL', 'Elsparkesykkelforsikring', '/privat/forsikring/motor/sek', ['SEK']],
      ['TILHENGER', 'Tilhengerforsikring', '/privat/forsikring/motor/tilhenger?type=TILHENGER', ['TILHENGER']],
      ['CAMPINGVOGN', 'Campingvognforsikring', '/privat/forsikring/motor/tilhenger?type=CAMPINGVOGN', ['TILHENGER']],
    ],
  ],
  [
    'hus-og-hytte',
    'HUS',
    'Hus og hytte',
    [
      ['HUS', 'Husforsikring', '/privat/forsikring/hus', ['HUS']],
      ['HYTTE', 'Hytteforsikring', '/privat/forsikring/hytte', ['FRITIDSHUS']],
    ],
  ],
  ['reise', 'REISE', 'Reise', [reise]],
  [
    'innbo',
    'INNBO',
    'Innbo',
    [
      ['INNBO', 'Innboforsikring', '/privat/forsikring/innbo', ['INNBO']],
      ['STUDENT', 'Studentforsikring', '/privat/forsikring/student', []],
      ['UNG_INNBO_REISE', 'Innbo og reise for unge', '/privat/forsikring/ung', []],
    ],
  ],
  [
    'liv-og-helse',
    'LIV_OG_HELSE',
    'Liv og helse',
    [
      ['LIV', 'Livsforsikring', '/privat/forsikring/liv/kjop/livsforsikring', []],
      ['UFOER', 'Uføreforsikring', '/privat/forsikring/liv/kjop/uforeforsikring', []],
      ['KRITISK_SYKDOM', 'Forsikring mot kritisk sykdom', '/privat/forsikring/liv/kjop/kritisksykdom', []],
      ['BEHANDLING', 'Behandlingsforsikring', '/privat/forsikring/liv/kjop/behandlingsforsikring', []],
      ['ULYKKE', 'Ulykkesforsikring', '/privat/forsikring/liv/kjop/ulykkesforsikring', []],
      ['BARN', 'Barneforsikring', '/privat/forsikring/liv/kjop/barneforsikring', []],
    ],
  ],
  ['baat', 'BAAT', 'Båt', [['BAAT', 'Båtforsikring', '/privat/forsikring/motor/baat', ['BAAT']]]],
];

/** What a customer sees and where it leads: the path with its type query, as spec §2's table writes it. */
const somTabell = (isLo: boolean) =>
  kjopskategorier(isLo).map((kategori) => [
    kategori.id,
    kategori.ikon,
    kategori.tittel,
    kategori.produkter.map((p) => [p.produktType, p.navn, p.type ? `${p.sti}?type=${p.type}` : p.sti, [...(p.konfig ?? [])]]),
  ]);

describe('the purchase entries (spec §2 "Purchase entries")', () => {
  it('lists the categories, names, paths and configured addresses', () => {
    expect(somTabell(false)).toEqual([
      ...forventet(['REISE', 'Reiseforsikring', '/privat/forsikring/skade/reise', ['REISE']]),
      [
        'kjaeledyr',
        'HUND',
        'Kjæledyr',
        [
          ['HUND', 'Hundeforsikring', '/privat/forsikring/skade/kjaeledyr/hund', ['KJAELEDYR']],
          ['KATT', 'Kattforsikring', '/privat/forsikring/skade/kjaeledyr/katt', ['KJAELEDYR']],
        ],
      ],
    ]);
  });

  it('gives labour-union members their travel insurance and their pets address first', () => {
    expect(somTabell(true)).toEqual([
      ...forventet(['REISELO', 'Reiseforsikring for LO-medlemmer', '/privat/forsikring/skade/reise/lofavor', []]),
      [
        'kjaeledyr',
        'HUND',
        'Kjæledyr',
        [
          ['HUND', 'Hundeforsikring', '/privat/forsikring/skade/kjaeledyr/hund', ['LOFAVOR_KJAELEDYR', 'KJAELEDYR']],
          ['KATT', 'Kattforsikring', '/privat/forsikring/skade/kjaeledyr/katt', ['LOFAVOR_KJAELEDYR', 'KJAELEDYR']],
        ],
      ],
    ]);
  });

  it('says in one sentence under each name what the insurance is for, a different one for each', () => {
    const fordeler = [...kjopskategorier(false), ...kjopskategorier(true)].flatMap((k) => k.produkter.map((p) => p.fordel));
    for (const fordel of fordeler) expect(fordel).toMatch(/^\p{Lu}[^.]{10,}\.$/u);
    expect(new Set(fordeler).size).toBe(23);
  });
});
