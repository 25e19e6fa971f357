/**
 * Numbers typed by people (spec §5): comma or period as decimal separator, spaces as thousands
 * separators.
 *
 * Rules, in order:
 * 1. All whitespace is removed (space, U+00A0, U+202F, U+2009: the group separators people and
 *    `Intl` use). A leading "+", "-" or U+2212 (the minus `formatKroner` writes) sets the sign.
 * 2. A single comma or period is the decimal separator: "1,5" and "1.5" are 1.5, and so is "1.234"
 *    1.234 (the spec's rule; Norwegian users rarely write periods as thousands separators).
 * 3. When both appear, the last one is the decimal separator and the other must separate groups of
 *    exactly three digits: "1.234,50" and "1,234.50" are 1234.5; "1,2.3" is not a number.
 * 4. The same separator more than once is a thousands separator only between groups of three
 *    ("1.234.567" is 1234567); otherwise it is not a number ("1,2,3").
 * Anything else (letters, exponents, "Infinity", an empty string) gives `undefined`.
 */

const GRUPPERT_MED_KOMMA = /^\d{1,3}(?:,\d{3})+$/;
const GRUPPERT_MED_PUNKTUM = /^\d{1,3}(?:\.\d{3})+$/;
const DESIMALTALL = /^(?:\d+(?:\.\d*)?|\.\d+)$/;

function heltallsdel(del: string, gruppeskille: ',' | '.'): string | undefined {
  if (!del.includes(gruppeskille)) return del;
  const monster = gruppeskille === ',' ? GRUPPERT_MED_KOMMA : GRUPPERT_MED_PUNKTUM;
  return monster.test(del) ? del.split(gruppeskille).join('') : undefined;
}

function normaliser(tall: string): string | undefined {
  const skille = Math.max(tall.lastIndexOf(','), tall.lastIndexOf('.'));
  if (skille === -1) return tall;

  const desimalskille = tall[skille] === ',' ? ',' : '.';
  const gruppeskille = desimalskille === ',' ? '.' : ',';
  const antallDesimalskille = tall.split(desimalskille).length - 1;

  // The same separator several times: thousands groups (heltallsdel refuses the other kind among them).
  if (antallDesimalskille > 1) return heltallsdel(tall, desimalskille);
  const heltall = heltallsdel(tall.slice(0, skille), gruppeskille);
  if (heltall === undefined) return undefined;
  return `${heltall}.${tall.slice(skille + 1)}`;
}

/**
 * Parses a number typed with comma or period as decimal separator and spaces between thousands.
 * Returns `undefined` when the input is not a number.
 *
 * @example
 * parseTall('1234,50')      // 1234.5
 * parseTall('1 234.5')      // 1234.5  (the space may also be U+00A0)
 * parseTall('1.234,50')     // 1234.5
 * parseTall('−250')         // -250    (U+2212, as formatKroner writes it)
 * parseTall('12 kr')        // undefined
 * parseTall('')             // undefined
 */
export function parseTall(input: string): number | undefined {
  const kompakt = input.replace(/\s/g, '');
  const fortegn = /^[+\-\u2212]/.exec(kompakt)?.[0];
  const uten = fortegn === undefined ? kompakt : kompakt.slice(1);

  const normalisert = normaliser(uten);
  if (normalisert === undefined || !DESIMALTALL.test(normalisert)) return undefined;

  const verdi = Number(normalisert);
  if (!Number.isFinite(verdi)) return undefined;
  const negativ = fortegn === '-' || fortegn === '\u2212';
  // `+ 0` turns "-0" into 0 rather than -0.
  return (negativ ? -verdi : verdi) + 0;
}
