import { reportError } from '../monitoring/report.ts';
import type { ForkastedeElementer } from './gyldige-elementer.ts';

/**
 * Warns on the console and reports that records of an answer were dropped as unreadable. Only the
 * call, the list names, the counts and the failing fields' paths go out: never a value (policy
 * numbers, names and national identity numbers are values).
 *
 * @example
 * // "[kfp] GET /api/privat/forsikring/avtaleoversikt/avtaler: dropped 1 of 12 avtaler (systemSource)"
 */
export function rapporterForkastede(method: string, url: string, forkastede: readonly ForkastedeElementer[]): void {
  const hva = forkastede.map(({ liste, antall, av, felter }) => `${antall} of ${av} ${liste} (${felter.join(', ')})`).join('; ');
  const melding = `${method} ${url}: dropped ${hva}`;
  console.warn(`[kfp] ${melding}`);
  reportError(new Error(`Unreadable records dropped: ${melding}`), { source: 'api', message: 'Unreadable records dropped' });
}
