import { describe, expect, it } from 'vitest';
import type { Tilbud } from '../../../../src/api/schemas.ts';
import { synligeSporsmal } from '../../../../src/screens/oversikt/FinnerIkkeForsikring.tsx';
import {
  aksepttilbudKort,
  flereForsikringer,
  helseerklaeringKort,
  meldingerKort,
  motorKort,
  tilbudKort,
} from '../../../../src/screens/oversikt/oppgaver.ts';

/** The offers page below the router's base (the card takes it from its element). */
const TILBUDSIDE = '/bank/forsikring/oversikt/tilbud';

const tilbud = (name: string, systemSource: Tilbud['systemSource'] = 'NICE'): Tilbud => ({
  name,
  description: '',
  policyNumber: name,
  productType: 'BIL',
  systemSource,
  pakkeTilbud: [],
});

describe('task cards', () => {
  it('counts health declarations and acceptance offers, and hides them at zero', () => {
    expect(helseerklaeringKort(0)).toBeNull();
    expect(helseerklaeringKort(1)?.tittel).toBe('1 helseerklæring venter på deg');
    expect(helseerklaeringKort(2)).toMatchObject({ tittel: '2 helseerklæringer venter på deg', href: '/privat/forsikring/skade/jump/ahv' });
    expect(aksepttilbudKort(0)).toBeNull();
    expect(aksepttilbudKort(3)).toMatchObject({ tittel: '3 tilbud venter på signering', href: '/privat/forsikring/aksept' });
  });

  it('speaks of one health declaration in the singular and of several in the plural', () => {
    expect(helseerklaeringKort(1)).toEqual({
      id: 'helseerklaering',
      tittel: '1 helseerklæring venter på deg',
      tekst: 'Fyll ut helseerklæringen, så kan vi behandle søknaden din.',
      href: '/privat/forsikring/skade/jump/ahv',
    });
    expect(helseerklaeringKort(2)).toEqual({
      id: 'helseerklaering',
      tittel: '2 helseerklæringer venter på deg',
      tekst: 'Fyll ut helseerklæringene, så kan vi behandle søknadene dine.',
      href: '/privat/forsikring/skade/jump/ahv',
    });
  });

  it('speaks of one acceptance offer in the singular and of several in the plural', () => {
    expect(aksepttilbudKort(1)).toEqual({
      id: 'aksepttilbud',
      tittel: '1 tilbud venter på signering',
      tekst: 'Signer tilbudet for å ta i bruk forsikringen.',
      href: '/privat/forsikring/aksept',
    });
    expect(aksepttilbudKort(2)).toEqual({
      id: 'aksepttilbud',
      tittel: '2 tilbud venter på signering',
      tekst: 'Signer tilbudene for å ta i bruk forsikringene.',
      href: '/privat/forsikring/aksept',
    });
  });

  it('gives a mileage task without a description a text of its own', () => {
    expect(motorKort([{ oppgavetype: 'ENDRE_KMSTAND', beskrivelse: '', avtalenummer: '7012345' }])[0]?.tekst).toBe(
      'Oppgi kilometerstanden for kjøretøyet ditt.',
    );
  });

  it('links ENDRE_KMSTAND to the agreement mileage form and ignores unknown motor tasks', () => {
    const kort = motorKort([
      { oppgavetype: 'ENDRE_KMSTAND', beskrivelse: 'Oppgi kilometerstand for Tesla', avtalenummer: '7012345' },
      { oppgavetype: 'UKJENT', beskrivelse: 'x', avtalenummer: '1' },
    ]);
    expect(kort).toEqual([
      {
        id: 'motor-0',
        tittel: 'Oppgi kilometerstand',
        tekst: 'Oppgi kilometerstand for Tesla',
        href: '/privat/forsikring/motor/detaljer/7012345/endre/kilometerstand',
      },
    ]);
  });

  it('shows unread messages only when there are some', () => {
    expect(meldingerKort(false)).toBeNull();
    expect(meldingerKort(true)).toEqual({
      id: 'meldinger',
      tittel: 'Du har uleste meldinger',
      tekst: 'Les meldingene vi har sendt deg.',
      href: '/privat/forsikring/dokumenter',
    });
  });

  it('names at most 3 offers in source order, then + n forsikring(er)', () => {
    expect(flereForsikringer(1)).toBe('+ 1 forsikring');
    expect(flereForsikringer(2)).toBe('+ 2 forsikringer');
    expect(tilbudKort([], TILBUDSIDE)).toBeNull();
    expect(tilbudKort([tilbud('A')], TILBUDSIDE)).toEqual({ tittel: 'Du har 1 tilbud', navn: ['A'], flere: null, href: TILBUDSIDE });
    expect(tilbudKort([tilbud('A'), tilbud('B')], TILBUDSIDE)?.tittel).toBe('Du har 2 tilbud');
    expect(tilbudKort([tilbud('A'), tilbud('B'), tilbud('C')], TILBUDSIDE)?.flere).toBeNull();
    const fire = tilbudKort([tilbud('Uføre', 'PROLIFE'), tilbud('Katt', 'LOFAVOR'), tilbud('Innbo'), tilbud('Bil')], TILBUDSIDE);
    expect(fire).toEqual({ tittel: 'Du har 4 tilbud', navn: ['Bil', 'Innbo', 'Katt'], flere: '+ 1 forsikring', href: TILBUDSIDE });
    expect(tilbudKort([tilbud('A'), tilbud('B'), tilbud('C'), tilbud('D'), tilbud('E')], TILBUDSIDE)?.flere).toBe('+ 2 forsikringer');
  });

  it('shows 3 accordion questions, 4 when exactly 4', () => {
    expect([0, 1, 3, 4, 5, 9].map(synligeSporsmal)).toEqual([0, 1, 3, 4, 3, 3]);
  });
});
