import { getConfigProblems } from '../config/index.ts';
import { startMarkedskildeSync } from '../market-source/sync.ts';
import { reportError, startMonitoring } from '../monitoring/report.ts';

let booted = false;

/**
 * What the page needs once, whichever element connects first: config problems warned about and
 * reported (spec §8), error reporting scheduled for idle time, the market-source sync started.
 */
export function bootOnce(): void {
  if (booted) return;
  booted = true;
  for (const problem of getConfigProblems()) {
    console.warn(`[kfp] ${problem.message}`);
    reportError(new Error(`Config item ${problem.key} has no usable value`), { source: 'config', message: problem.message });
  }
  startMonitoring();
  startMarkedskildeSync();
}
