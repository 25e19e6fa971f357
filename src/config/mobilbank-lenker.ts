import type { MobilbankLenker } from './app-config.ts';
import type { ConfigProblem } from './read-config.ts';

/** The app's link hand-off as far as we know it; the bank's app team confirms it (the spec does not give it). */
export const DEFAULT_MOBILBANK_LENKER: MobilbankLenker = {
  nettvisning: 'mobilbank://open?url={url}&title={title}',
  nettleser: 'mobilbank://browser?url={url}',
};

const FARLIGE_SKJEMA = /^\s*(javascript|data|vbscript|file|blob):/i;

/**
 * Checks the two hand-off formats of `mobilbankLenker`: each must hold `{url}` and may not use a
 * scheme that runs or reads code (`javascript:`, `data:`, …). A bad one warns and falls back to its default.
 */
export function checkMobilbankLenker(lenker: MobilbankLenker, problems: ConfigProblem[]): MobilbankLenker {
  const sjekket = { ...lenker };
  for (const key of ['nettvisning', 'nettleser'] as const) {
    const mal = lenker[key];
    if (!mal.includes('{url}') || FARLIGE_SKJEMA.test(mal)) {
      problems.push({
        key: `mobilbankLenker.${key}`,
        message: `Config item mobilbankLenker.${key} must hold {url} and use an app or https address; the default '${DEFAULT_MOBILBANK_LENKER[key]}' is used.`,
      });
      sjekket[key] = DEFAULT_MOBILBANK_LENKER[key];
    }
  }
  return sjekket;
}
