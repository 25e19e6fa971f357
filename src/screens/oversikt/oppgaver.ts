import type { MotorOppgave, Tilbud } from '../../api/schemas.ts';
import { sorterEtterKilde } from '../../domain/sortering.ts';

/** One task card: a title, a line of text and where it leads. */
export interface Oppgavekort {
  id: string;
  tittel: string;
  tekst: string;
  href: string;
}

/** The offers task card: at most `MAKS_TILBUD` offer names, then '+ n forsikring(er)'. */
export interface TilbudKort {
  tittel: string;
  navn: string[];
  flere: string | null;
  href: string;
}

/** Offers named on the task card (spec §9). */
export const MAKS_TILBUD = 3;

/** Where each task leads (spec §2 "Overview"; the unread-messages page is our choice). */
export const OPPGAVE_LENKER = {
  helseerklaering: '/privat/forsikring/skade/jump/ahv',
  aksepttilbud: '/privat/forsikring/aksept',
  meldinger: '/privat/forsikring/dokumenter',
} as const;

/** '2 helseerklæringer venter på deg'; null when there are none. */
export function helseerklaeringKort(antall: number): Oppgavekort | null {
  if (antall <= 0) return null;
  return {
    id: 'helseerklaering',
    tittel: antall === 1 ? '1 helseerklæring venter på deg' : `${antall} helseerklæringer venter på deg`,
    tekst:
      antall === 1
        ? 'Fyll ut helseerklæringen, så kan vi behandle søknaden din.'
        : 'Fyll ut helseerklæringene, så kan vi behandle søknadene dine.',
    href: OPPGAVE_LENKER.helseerklaering,
  };
}

/** '1 tilbud venter på signering'; null when there are none. */
export function aksepttilbudKort(antall: number): Oppgavekort | null {
  if (antall <= 0) return null;
  return {
    id: 'aksepttilbud',
    tittel: `${antall} tilbud venter på signering`,
    tekst: antall === 1 ? 'Signer tilbudet for å ta i bruk forsikringen.' : 'Signer tilbudene for å ta i bruk forsikringene.',
    href: OPPGAVE_LENKER.aksepttilbud,
  };
}

/** One card per known motor task; ENDRE_KMSTAND leads to the agreement's mileage form. Unknown types are left out. */
export function motorKort(oppgaver: readonly MotorOppgave[]): Oppgavekort[] {
  return oppgaver
    .filter((oppgave) => oppgave.oppgavetype === 'ENDRE_KMSTAND')
    .map((oppgave, index) => ({
      id: `motor-${index}`,
      tittel: 'Oppgi kilometerstand',
      tekst: oppgave.beskrivelse || 'Oppgi kilometerstanden for kjøretøyet ditt.',
      href: `/privat/forsikring/motor/detaljer/${encodeURIComponent(oppgave.avtalenummer)}/endre/kilometerstand`,
    }));
}

/** 'Du har uleste meldinger'; null when there are none. */
export function meldingerKort(hasUlesteMeldinger: boolean): Oppgavekort | null {
  if (!hasUlesteMeldinger) return null;
  return { id: 'meldinger', tittel: 'Du har uleste meldinger', tekst: 'Les meldingene vi har sendt deg.', href: OPPGAVE_LENKER.meldinger };
}

/** '+ 1 forsikring', '+ 2 forsikringer'. */
export function flereForsikringer(antall: number): string {
  return `+ ${antall} ${antall === 1 ? 'forsikring' : 'forsikringer'}`;
}

/** The offers card, offers in the spec §4 order, leading to the offers page `tilbudSide` (below the router's base); null when there are none. */
export function tilbudKort(tilbud: readonly Tilbud[], tilbudSide: string): TilbudKort | null {
  if (tilbud.length === 0) return null;
  const sortert = sorterEtterKilde(tilbud);
  const resten = sortert.length - MAKS_TILBUD;
  return {
    // 'tilbud' is singular and plural alike: 'Du har 1 tilbud', 'Du har 2 tilbud'.
    tittel: `Du har ${tilbud.length} tilbud`,
    navn: sortert.slice(0, MAKS_TILBUD).map((t) => t.name),
    flere: resten > 0 ? flereForsikringer(resten) : null,
    href: tilbudSide,
  };
}
