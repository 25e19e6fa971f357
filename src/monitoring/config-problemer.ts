import type { ConfigProblem } from '../config/read-config.ts';
import { reportError } from './report.ts';

/**
 * Warns about and reports the config's problems (spec §8 "Missing application config value"):
 * the page's at boot (src/element/boot.ts), the overview accordion's when its lower half first
 * shows (its reader stays off the first screen, src/config/finner-ikke-forsikring.ts).
 */
export function meldConfigProblemer(problems: readonly ConfigProblem[]): void {
  for (const problem of problems) {
    console.warn(`[kfp] ${problem.message}`);
    reportError(new Error(problem.feil ?? `Config item ${problem.key} has no usable value`), {
      source: 'config',
      message: problem.message,
    });
  }
}
