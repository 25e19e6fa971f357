/**
 * Agreements shown before 'Vis alle forsikringene': what a customer with a handful has, and more
 * than a phone's first screens hold. A large account (a fleet, a farm) would otherwise render
 * every card before the first one shows (issue 23: 9.6 s for 10,000).
 */
export const FORSTE_BOLK = 12;

/**
 * The agreements in their order, cut into batches: the first `FORSTE_BOLK`, then `bolk` at a time.
 * Up to `FORSTE_BOLK + 3` they are one batch: a 'Vis alle' for one, two or three more cards is no help.
 */
export function avtaleBolker<T>(avtaler: readonly T[], bolk: number): T[][] {
  if (avtaler.length <= FORSTE_BOLK + 3) return [[...avtaler]];
  const bolker = [avtaler.slice(0, FORSTE_BOLK)];
  for (let start = FORSTE_BOLK; start < avtaler.length; start += bolk) bolker.push(avtaler.slice(start, start + bolk));
  return bolker;
}

/** A count as Norwegian writes it: 10 000 (a no-break space between thousands, as Intl's nb-NO). */
export function formatAntall(antall: number): string {
  return String(antall).replace(/\B(?=(\d{3})+(?!\d))/g, '\u00a0');
}

/** '1 forsikring', '2 forsikringer', '1\u00a0200 forsikringer'. */
export const antallForsikringer = (antall: number): string => (antall === 1 ? '1 forsikring' : `${formatAntall(antall)} forsikringer`);
