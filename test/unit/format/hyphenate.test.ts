import { describe, expect, it } from 'vitest';
import { hyphenateName, hyphenateProductName } from '../../../src/format/hyphenate';

const SHY = '\u00AD';

/** Shows soft hyphens as "|" so expectations are readable. */
function synlig(tekst: string): string {
  return tekst.replaceAll(SHY, '|');
}

describe('hyphenateName', () => {
  it('leaves names of 23 characters or fewer untouched', () => {
    expect(hyphenateName('Bilforsikring')).toBe('Bilforsikring');
    expect(hyphenateName('Behandlingsforsikring')).toBe('Behandlingsforsikring');
    const tjuetre = 'Kjøretøyforsikring Bil1';
    expect(tjuetre).toHaveLength(23);
    expect(hyphenateName(tjuetre)).toBe(tjuetre);
  });

  it('hyphenates a name of 24 characters, at the compound boundaries', () => {
    const tjuefire = 'Kjøretøyforsikring Bil12';
    expect(tjuefire).toHaveLength(24);
    expect(synlig(hyphenateName(tjuefire))).toBe('Kjøre|tøy|forsikring Bil12');
  });

  it('knows only its heads: "erklæringen", "kalenderer" and "forsikringe" are none (they break by syllables)', () => {
    expect(synlig(hyphenateName('Helseerklæringen', 0))).toBe('Hel|seer|klæ|rin|gen');
    expect(synlig(hyphenateName('Vedlikeholdskalenderer', 0))).toBe('Ved|li|ke|hold|ska|len|de|rer');
    expect(synlig(hyphenateName('Reiseforsikringe', 0))).toBe('Rei|se|for|si|kringe');
    // Their neighbours in the list are heads.
    expect(synlig(hyphenateName('Helseerklæringer', 0))).toBe('Helse|erklæringer');
    expect(synlig(hyphenateName('Vedlikeholdskalenderen', 0))).toBe('Vedlikeholds|kalenderen');
    expect(synlig(hyphenateName('Reiseforsikringen', 0))).toBe('Reise|forsikringen');
  });

  it('breaks Norwegian compounds where their parts meet, never inside "forsikring"', () => {
    expect(synlig(hyphenateName('LO Favør Hundeforsikring for to'))).toBe('LO Favør Hunde|forsikring for to');
    expect(synlig(hyphenateName('LO Favør Ulykkesforsikring'))).toBe('LO Favør Ulykkes|forsikring');
    expect(synlig(hyphenateName('LO Favør Reiseforsikring Europa'))).toBe('LO Favør Reise|forsikring Europa');
    expect(synlig(hyphenateName('NSF Gruppelivsforsikring 2026'))).toBe('NSF Gruppe|livs|forsikring 2026');
    expect(synlig(hyphenateName('Motorsykkelforsikring Honda 2'))).toBe('Motor|sykkel|forsikring Honda 2');
    expect(synlig(hyphenateName('Campingvognforsikring Hobby'))).toBe('Camping|vogn|forsikring Hobby');
    expect(synlig(hyphenateName('Kritisk sykdom-forsikring for barn'))).toBe('Kritisk sykdom-forsikring for barn');
    expect(synlig(hyphenateName('Innboforsikring for utleiebolig'))).toBe('Innbo|forsikring for utleie|bolig');
    expect(synlig(hyphenateName('Helseerklæringer for familien din'))).toBe('Helse|erklæringer for familien din');
    for (const navn of ['LO Favør Hundeforsikring', 'LO Favør Ulykkesforsikring', 'Behandlingsforsikring barn']) {
      expect(hyphenateName(navn)).not.toMatch(new RegExp(`for${SHY}sik|sik${SHY}ring`));
    }
  });

  it('inserts U+00AD and nothing else', () => {
    const navn = 'Reiseforsikring for hele familien';
    const resultat = hyphenateName(navn);
    expect(resultat).toBe(`Reise${SHY}forsikring for hele familien`);
    expect(resultat.replaceAll(SHY, '')).toBe(navn);
  });

  it('never leaves fewer than three letters on either side of a break', () => {
    const resultat = hyphenateName('Ulykkesforsikring barn og ungdom ekstra Bilforsikringen');
    for (const ord of resultat.split(/[\s-]+/).filter((o) => o.includes(SHY))) {
      for (const del of ord.split(SHY)) expect(del.length).toBeGreaterThanOrEqual(3);
    }
    expect(synlig(resultat)).toBe('Ulykkes|forsikring barn og ungdom ekstra Bil|forsikringen');
  });

  it('leaves words shorter than eight letters alone', () => {
    expect(synlig(hyphenateName('Hytte Bolig Tilbud Reiser Husdyr'))).toBe('Hytte Bolig Tilbud Reiser Husdyr');
    // Seven-letter compounds of a known head: 'Leke|tøy' would leave both parts long enough, but the word is short.
    expect(synlig(hyphenateProductName('Leketøy'))).toBe('Leketøy');
    expect(synlig(hyphenateName('Verktøy og leketøy for hele huset'))).toBe('Verktøy og leketøy for hele huset');
  });

  it('treats hyphens, digits and punctuation as word boundaries', () => {
    expect(synlig(hyphenateName('Hus- og innboforsikring Storgata 12'))).toBe('Hus- og innbo|forsikring Storgata 12');
  });

  it('breaks a long part it does not know by syllables, and a run without syllables every eight letters', () => {
    expect(synlig(hyphenateName('Kombinasjonsproduktet for deg'))).toBe('Kom|bi|na|sjons|pro|duk|tet for deg');
    expect(synlig(hyphenateName('BCDFGHJKLMNPQRSTVWXZBCDFG'))).toBe('BCDFGHJK|LMNPQRST|VWXZBCDFG');
    expect(synlig(hyphenateName('Aaaaaaaaaaaaaaaaaaaaaaaa'))).toBe('Aaaaaaaa|aaaaaaaa|aaaaaaaa');
  });

  it('keeps a pair of consonants that starts a Norwegian syllable together after the break', () => {
    const ord: [navn: string, forventet: string][] = [
      ['Problemstillingene', 'Pro|blem|stil|lin|gene'], // bl, st
      ['Landbruksmaskinene', 'Land|bruks|ma|ski|nene'], // br, sk
      ['Innvandringsgruppene', 'Inn|van|drings|grup|pene'], // dr, gr
      ['Interessekonflikten', 'Inte|res|se|kon|flik|ten'], // fl
      ['Kostnadsfritaket', 'Kost|nads|fri|ta|ket'], // fr
      ['Markedsglidningen', 'Mar|keds|glid|nin|gen'], // gl
      ['Vannkjelereparasjon', 'Vann|kje|le|re|pa|ra|sjon'], // kj, sj
      ['Tannlegeklinikkene', 'Tann|le|ge|kli|nik|kene'], // kl
      ['Demokratiprosjektene', 'Demo|kra|ti|pro|sjek|tene'], // kr, pr, sj
      ['Parkeringsplassene', 'Par|ke|rings|plas|sene'], // pl
      ['Avtaleslutningen', 'Avta|le|slut|nin|gen'], // sl
      ['Kollektivtransporten', 'Kol|lek|tiv|tran|spor|ten'], // sp
      ['Administrasjonsrutine', 'Admi|nis|tra|sjons|ru|tine'], // tr, sj
    ];
    for (const [navn, forventet] of ord) expect(synlig(hyphenateProductName(navn)), navn).toBe(forventet);
    expect(synlig(hyphenateProductName('ADMINISTRASJONSRUTINE'))).toBe('ADMI|NIS|TRA|SJONS|RU|TINE');
  });

  it('keeps three letters together at the start and the end of a word broken by syllables', () => {
    // 'br' and 'sj' start syllables, but a break before them would leave two letters in front.
    expect(synlig(hyphenateProductName('Kabrioletteierne'))).toBe('Kab|rio|let|teierne');
    expect(synlig(hyphenateProductName('Aksjeselskapet'))).toBe('Aks|je|sel|ska|pet');
    // 'se' at the end is a syllable, but it is only two letters.
    expect(synlig(hyphenateProductName('Kundeundersøkelse'))).toBe('Kun|deun|der|sø|kelse');
  });

  it('breaks a run of letters without syllables every eight letters while three or more follow', () => {
    expect(synlig(hyphenateProductName('BCDFGHJKLMNPQRSTVWX'))).toBe('BCDFGHJK|LMNPQRST|VWX');
    expect(synlig(hyphenateProductName('BCDFGHJKLMNPQRSTVW'))).toBe('BCDFGHJK|LMNPQRSTVW');
    expect(synlig(hyphenateProductName('BCDFGHJKLMNPQRS'))).toBe('BCDFGHJK|LMNPQRS');
  });

  it('respects a custom maxLength', () => {
    expect(synlig(hyphenateName('Bilforsikring', 10))).toBe('Bil|forsikring');
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

describe('hyphenateProductName', () => {
  it('marks the compound boundaries of short product names too', () => {
    expect(synlig(hyphenateProductName('Hundeforsikring'))).toBe('Hunde|forsikring');
    expect(synlig(hyphenateProductName('Campingvognforsikring'))).toBe('Camping|vogn|forsikring');
    expect(synlig(hyphenateProductName('Behandlingsforsikring'))).toBe('Behandlings|forsikring');
    expect(synlig(hyphenateProductName('Elsparkesykkelforsikring'))).toBe('Elsparke|sykkel|forsikring');
    expect(synlig(hyphenateProductName('Kjøretøy'))).toBe('Kjøre|tøy');
    expect(synlig(hyphenateProductName('Husforsikring'))).toBe('Hus|forsikring');
  });
});
