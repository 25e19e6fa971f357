import { describe, expect, it } from 'vitest';
import { KfpHttpError } from '../../../../src/api/errors.ts';
import type { Kundeadresse } from '../../../../src/api/schemas.ts';
import {
  ManglerEpostFeil,
  MOBILNUMMER,
  adresseIBruk,
  adresselinjer,
  epostFeil,
  epostLagrefeil,
  epostendring,
  erVerdifeil,
  folkeregistrertAdresse,
  forsikringsdokumenterIPosten,
  mobilLagrefeil,
  mobilendring,
  mobilnummerFeil,
  nyPostforsendelse,
  sammeAdresse,
  samtykkeEndring,
  samtykkeValg,
  visFodselsnummer,
  visKontaktrader,
  visSamtykker,
} from '../../../../src/screens/profil/regler.ts';
import { isSparebankgruppen } from '../../../../src/config/distributor.ts';

const httpFeil = (status: number, body: unknown) => new KfpHttpError('PUT', '/api/privat/forsikring/x', status, '', body);
const adresse = (felt: Partial<Kundeadresse>): Kundeadresse => ({ isFolkreregistrert: false, gatenavn: '', postnummer: '', ...felt });
const POSTNUMRE = [
  { kode: '0354', navn: 'OSLO' },
  { kode: '5244', navn: 'FANA' },
];

describe('who sees what (spec §2, §6)', () => {
  it('shows the identity number to claims customers only', () => {
    expect(visFodselsnummer({ niceKundenummer: '100234567', ssn: '01019012345' })).toBe(true);
    expect(visFodselsnummer({ ssn: '15057834567' })).toBe(false);
    expect(visFodselsnummer({ niceKundenummer: '', ssn: '15057834567' })).toBe(false);
    expect(visFodselsnummer({ niceKundenummer: '1' })).toBe(false);
  });

  it('shows the contact rows with a niceKundenummer or a Prolife record, and waits for the Prolife check', () => {
    expect(visKontaktrader({ niceKundenummer: '1' }, undefined)).toBe(true);
    expect(visKontaktrader({ niceKundenummer: '1' }, false)).toBe(true);
    expect(visKontaktrader({}, true)).toBe(true);
    expect(visKontaktrader({}, false)).toBe(false);
    expect(visKontaktrader({}, undefined)).toBe(undefined);
  });

  it('shows the consents to non-bank customers when the config turns them on', () => {
    expect(visSamtykker({ isBankkunde: false }, true)).toBe(true);
    expect(visSamtykker({ isBankkunde: true }, true)).toBe(false);
    expect(visSamtykker({ isBankkunde: false }, false)).toBe(false);
  });

  it("shows 'Medlem av et LO-forbund' on the savings-bank group's brand only", () => {
    expect(isSparebankgruppen('sb1')).toBe(true);
    expect(isSparebankgruppen('SB1')).toBe(true);
    expect(isSparebankgruppen('eika')).toBe(false);
    expect(isSparebankgruppen('none')).toBe(false);
  });
});

describe('values shown', () => {
  it("reads hasReservasjon true as documents in the post: 'Ja'", () => {
    expect(forsikringsdokumenterIPosten(true)).toBe('Ja');
    expect(forsikringsdokumenterIPosten(false)).toBe('Nei');
    expect(nyPostforsendelse(true)).toBe(false);
    expect(nyPostforsendelse(false)).toBe(true);
  });

  it('uses the address that is not the registered one when there is one', () => {
    const bruk = adresse({ gatenavn: 'Kirkeveien', gatenummer: '12', postnummer: '0368' });
    const registrert = adresse({ isFolkreregistrert: true, gatenavn: 'Thereses gate', gatenummer: '44', postnummer: '0354' });
    expect(adresseIBruk([registrert, bruk])).toBe(bruk);
    expect(adresseIBruk([registrert])).toBe(registrert);
    expect(adresseIBruk([])).toBe(undefined);
    expect(folkeregistrertAdresse([bruk, registrert])).toBe(registrert);
    expect(folkeregistrertAdresse([bruk])).toBe(undefined);
  });

  it('writes street, number and letter, farm and holding numbers, postcode and place', () => {
    expect(
      adresselinjer(adresse({ gatenavn: 'Thereses gate', gatenummer: '44', gatenummerBokstav: 'B', postnummer: '0354' }), POSTNUMRE),
    ).toEqual(['Thereses gate 44B', '0354 OSLO']);
    expect(
      adresselinjer(
        adresse({ gatenavn: 'Hordnesvegen', gatenummer: 210, gaardsnummer: '40', bruksnummer: 112, postnummer: '5244' }),
        POSTNUMRE,
      ),
    ).toEqual(['Hordnesvegen 210', 'Gårdsnr. 40, bruksnr. 112', '5244 FANA']);
    expect(adresselinjer(adresse({ gaardsnummer: '7', postnummer: '5244' }), POSTNUMRE)).toEqual(['Gårdsnr. 7', '5244 FANA']);
    expect(adresselinjer(adresse({ bruksnummer: '3', postnummer: '9999' }), POSTNUMRE)).toEqual(['Bruksnr. 3', '9999']);
    expect(adresselinjer(adresse({}), POSTNUMRE)).toEqual([]);
    // Stray spaces from the register do not end up in the lines.
    expect(adresselinjer(adresse({ gatenavn: ' Kirkeveien ', gatenummer: ' 12', postnummer: '0354 ' }), POSTNUMRE)).toEqual([
      'Kirkeveien 12',
      '0354 OSLO',
    ]);
  });

  it('tells the same place apart from another', () => {
    const a = adresse({ gatenavn: 'Kalfarveien', gatenummer: '31', postnummer: '5018' });
    expect(sammeAdresse(a, { ...a, isFolkreregistrert: true, gatenummer: 31 })).toBe(true);
    expect(sammeAdresse(a, { ...a, gatenummerBokstav: 'A' })).toBe(false);
    expect(sammeAdresse(a, { ...a, postnummer: '5003' })).toBe(false);
  });
});

describe('validation (spec §5)', () => {
  it('requires a mobile number of 8 digits starting with 4 or 9, white space removed', () => {
    expect(mobilnummerFeil('')).toBe('Du må fylle inn et telefonnummer');
    expect(mobilnummerFeil('   ')).toBe('Du må fylle inn et telefonnummer');
    expect(mobilnummerFeil('91234567')).toBe(undefined);
    expect(mobilnummerFeil(' 91 23 45 67 ')).toBe(undefined);
    expect(mobilnummerFeil('4012\u00a03456')).toBe(undefined);
    for (const ugyldig of ['22334455', '81234567', '9123456', '912345678', '9123456a', '+4791234567', '912-34-567']) {
      expect(mobilnummerFeil(ugyldig), ugyldig).toBe('Mobilnummeret er ikke gyldig');
    }
    expect(MOBILNUMMER.test('49999999')).toBe(true);
    expect(MOBILNUMMER.test('59999999')).toBe(false);
  });

  it('requires an e-mail address of the §5 pattern (æ, ø, å allowed)', () => {
    expect(epostFeil('')).toBe('Du må fylle inn e-post');
    expect(epostFeil('  ')).toBe('Du må fylle inn e-post');
    expect(epostFeil('ola@eksempel.no')).toBe(undefined);
    expect(epostFeil(' Bjørn.Ås@example.no ')).toBe(undefined);
    for (const ugyldig of ['ola', 'ola@eksempel', 'ola@@eksempel.no', 'ola nordmann@eksempel.no', '@eksempel.no']) {
      expect(epostFeil(ugyldig), ugyldig).toBe('E-postadressen er ikke gyldig');
    }
  });
});

describe('writes (spec §4, §7)', () => {
  it('sends a claims customer’s e-mail as epostAdresse, a life customer’s as epost, trimmed', () => {
    expect(epostendring({ niceKundenummer: '1' }, ' ny@example.no ')).toEqual({ kall: 'skadekunde', epostAdresse: 'ny@example.no' });
    expect(epostendring({}, 'ny@example.no')).toEqual({ kall: 'livkunde', epost: 'ny@example.no' });
  });

  it('sends the mobile number without white space: mobilNummer, or epost and telefon, or nothing without an e-mail', () => {
    expect(mobilendring({ niceKundenummer: '1' }, undefined, '91 23 45 67')).toEqual({ kall: 'skadekunde', mobilNummer: '91234567' });
    expect(mobilendring({}, 'liv@example.no', '48 12 34 56')).toEqual({ kall: 'livkunde', epost: 'liv@example.no', telefon: '48123456' });
    expect(mobilendring({}, undefined, '48123456')).toEqual({ kall: 'mangler-epost' });
    expect(mobilendring({}, '  ', '48123456')).toEqual({ kall: 'mangler-epost' });
  });

  it('turns the server’s codes into the field’s message and anything else into the general one', () => {
    expect(epostLagrefeil(httpFeil(400, { code: 'UGYLDIG_MAILADRESSE' }))).toEqual({ felt: 'E-postadressen er ikke gyldig' });
    expect(epostLagrefeil(httpFeil(400, { code: 'UGYLDIG_MOBILNR' }))).toEqual({ boks: 'Noe gikk galt ved oppdatering av e-post' });
    expect(epostLagrefeil(httpFeil(500, 'nede'))).toEqual({ boks: 'Noe gikk galt ved oppdatering av e-post' });
    expect(mobilLagrefeil(httpFeil(400, { code: 'UGYLDIG_MOBILNR' }))).toEqual({ felt: 'Mobilnummeret er ikke gyldig' });
    expect(mobilLagrefeil(httpFeil(503, {}))).toEqual({ boks: 'Noe gikk galt ved oppdatering av telefonnummer' });
    expect(mobilLagrefeil(new TypeError('x'))).toEqual({ boks: 'Noe gikk galt ved oppdatering av telefonnummer' });
    expect(mobilLagrefeil(new ManglerEpostFeil())).toEqual({
      boks: 'Noe gikk galt ved oppdatering av telefonnummer',
      neste: 'Vi må ha e-postadressen din for å endre telefonnummeret. Legg inn e-post først.',
    });
    expect(erVerdifeil(httpFeil(400, { code: 'UGYLDIG_MOBILNR' }))).toBe(true);
    expect(erVerdifeil(httpFeil(400, { code: 'UGYLDIG_MAILADRESSE' }))).toBe(true);
    expect(erVerdifeil(new ManglerEpostFeil())).toBe(true);
    expect(erVerdifeil(httpFeil(500, {}))).toBe(false);
    const mangler = new ManglerEpostFeil();
    expect(mangler.name).toBe('ManglerEpostFeil');
    expect(mangler.message).toMatch(/e-mail/);
  });

  it('sends one consent as a boolean under its own name', () => {
    expect(samtykkeEndring('MARKETING', true)).toEqual({ marketingConsentApproved: true });
    expect(samtykkeEndring('MARKETING', false)).toEqual({ marketingConsentApproved: false });
    expect(samtykkeEndring('CROSS_DOMAIN', true)).toEqual({ crossDomainConsentApproved: true });
  });

  it('sets Ja/Nei from the customer’s samtykker', () => {
    const samtykker = { marketingConsent: 'AUTHORIZED', crossDomainConsent: 'NOT_AUTHORIZED' } as const;
    expect(samtykkeValg(samtykker, 'MARKETING')).toBe('ja');
    expect(samtykkeValg(samtykker, 'CROSS_DOMAIN')).toBe('nei');
    expect(samtykkeValg({}, 'MARKETING')).toBe(undefined);
  });
});
