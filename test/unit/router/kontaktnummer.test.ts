import { describe, expect, it } from 'vitest';
import { formatTelefonnummerMedLandkode, isGyldigTelefonnummer, telefonnummerForTelLenke } from '../../../src/format/phone.ts';
import { kontaktnummer } from '../../../src/router/first-screen.ts';

/** Inputs an editor may give `kontaktTelefon`: every first digit, every prefix, spaces, too short and too long. */
function inndata(): string[] {
  const ut = ['', ' ', '+47', '0047', '47', 'abc', '9150310a', '+47 +47 91503100', '++4791503100'];
  for (const forste of '0123456789') {
    const atte = `${forste}1503100`;
    for (const prefiks of ['', '+47', '+47 ', '0047', '47', '46', '+46', '00 47 ']) {
      for (const nummer of [atte, atte.slice(0, 7), `${atte}1`, `${atte.slice(0, 3)} ${atte.slice(3, 5)} ${atte.slice(5)}`, `47${atte}`]) {
        ut.push(prefiks + nummer);
      }
    }
  }
  return ut;
}

describe('kontaktnummer (the first screen’s phone number)', () => {
  it('gives the footer’s text and tel: address, and none where the footer shows none', () => {
    const inputs = inndata();
    expect(inputs.length).toBeGreaterThan(400);
    for (const input of inputs) {
      const liten = kontaktnummer(input);
      const forventet = isGyldigTelefonnummer(input)
        ? { tekst: formatTelefonnummerMedLandkode(input), href: `tel:${telefonnummerForTelLenke(input)}` }
        : undefined;
      expect(liten, JSON.stringify(input)).toEqual(forventet);
    }
  });

  it('formats the spec’s groups (§5): mobile 3-2-3, landline 2-2-2-2, with country code 47', () => {
    expect(kontaktnummer('91503100')).toEqual({ tekst: '+47 91 50 31 00', href: 'tel:+4791503100' });
    expect(kontaktnummer('+47 815 49 300')).toEqual({ tekst: '+47 815 49 300', href: 'tel:+4781549300' });
    expect(kontaktnummer('9150310')).toBeUndefined();
  });
});
