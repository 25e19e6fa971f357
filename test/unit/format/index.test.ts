import { describe, expect, it } from 'vitest';
import * as format from '../../../src/format';

describe('src/format/index', () => {
  it('re-exports every public function and the e-mail pattern', () => {
    expect(Object.keys(format).sort()).toEqual(
      [
        'EPOST_REGEX',
        'anonymiserSti',
        'assertGyldigEksternUrl',
        'bindTall',
        'formatDato',
        'fornavn',
        'formatFodselsnummer',
        'formatKroner',
        'formatKronerPerAar',
        'formatKronerPerMaaned',
        'formatTelefonnummer',
        'formatTelefonnummerMedLandkode',
        'hyphenateName',
        'hyphenateProductName',
        'isGyldigEpost',
        'isGyldigTelefonnummer',
        'isSafeHref',
        'parseTall',
        'pathUtenSiffer',
        'telefonnummerForTelLenke',
      ].sort(),
    );
  });
});
