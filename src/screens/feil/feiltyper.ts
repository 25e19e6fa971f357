/** The error screen types of spec §8 with their exact titles and leads. */
export const feiltyper = {
  generell: { title: 'Noe har gått galt', lead: 'Prøv igjen, eller ta kontakt med oss.' },
  utilgjengelig: { title: 'Tjenesten er utilgjengelig nå', lead: 'Prøv igjen etter klokken 06.00' },
  avsluttForsikring: { title: 'Forsikringen din kan ikke avsluttes på nett', lead: 'Vi hjelper deg gjerne. Ta kontakt med oss.' },
  alleredeAvsluttet: { title: 'Forsikringen er allerede avsluttet', lead: 'Vi hjelper deg gjerne. Ta kontakt med oss.' },
  finnes: { title: 'Tilsvarende produkt er allerede forsikret', lead: 'Vi hjelper deg gjerne. Ta kontakt med oss.' },
  kanIkkeSeForsikringPaaNett: { title: 'Du kan ikke se forsikringer på nett', lead: 'Vi hjelper deg gjerne. Ta kontakt med oss.' },
} as const;

export type Feiltype = keyof typeof feiltyper;
