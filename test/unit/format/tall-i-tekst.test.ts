import { describe, expect, it } from 'vitest';
import { bindTall } from '../../../src/format/tall-i-tekst';

/** Shows no-break spaces as "~" so expectations are readable. */
const synlig = (tekst: string) => tekst.replaceAll('\u00A0', '~');

describe('bindTall', () => {
  it('joins the digit groups of an amount', () => {
    expect(synlig(bindTall('Forsikringssum 2 000 000 kr'))).toBe('Forsikringssum 2~000~000~kr');
    expect(synlig(bindTall('Egenandel 12 345'))).toBe('Egenandel 12~345');
  });

  it('keeps kr, kr/md, kr/år, % and prosent on the line of their number', () => {
    expect(synlig(bindTall('Få 5 % ekstra rabatt'))).toBe('Få 5~% ekstra rabatt');
    expect(synlig(bindTall('opptil 15 prosent'))).toBe('opptil 15~prosent');
    expect(synlig(bindTall('fra 99 kr/md og 1 188 kr/år'))).toBe('fra 99~kr/md og 1~188~kr/år');
    expect(synlig(bindTall('kr 2 500 i egenandel'))).toBe('kr~2~500 i egenandel');
    expect(synlig(bindTall('Egenandel: kr 4 000, eller kr. 8 000'))).toBe('Egenandel: kr~4~000, eller kr.~8~000');
    expect(synlig(bindTall('pakr 4 og Skr 5'))).toBe('pakr 4 og Skr 5');
  });

  it('leaves other spaces alone', () => {
    expect(bindTall('Ring 91 50 31 00')).toBe('Ring 91 50 31 00');
    expect(bindTall('Kirkeveien 12, 0368 Oslo')).toBe('Kirkeveien 12, 0368 Oslo');
    expect(bindTall('3 krabber og 2 kroner')).toBe('3 krabber og 2 kroner');
    expect(bindTall('i 2026 fikk 1234 kunder')).toBe('i 2026 fikk 1234 kunder');
    expect(bindTall('')).toBe('');
  });

  it('changes spaces only, and running it twice changes nothing more', () => {
    const tekst = 'Som kunde i banken får du 5 % ekstra rabatt på 2 000 kr';
    const en = bindTall(tekst);
    expect(en.replaceAll('\u00A0', ' ')).toBe(tekst);
    expect(bindTall(en)).toBe(en);
  });
});
