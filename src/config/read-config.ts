import { defaultConfig, requiredKeys, type AppConfig } from './app-config.ts';
import { lesFinnerIkkeForsikring } from './finner-ikke-forsikring.ts';
import { sjekkMobilbankLenker } from './mobilbank-lenker.ts';

/** A problem found while reading the host page's config; reported once, never thrown. */
export interface ConfigProblem {
  key: string;
  message: string;
}

export interface ReadConfigResult {
  config: AppConfig;
  problems: ConfigProblem[];
}

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Merges `given` into `defaults` key by key, keeping a default wherever the given value is missing
 * or of another type than the default (so a string where a boolean belongs cannot break a screen).
 */
function mergeChecked(defaults: Json, given: unknown, path: string, problems: ConfigProblem[]): Json {
  if (given === undefined || given === null) return defaults;
  if (isRecord(defaults)) {
    if (!isRecord(given)) {
      problems.push({ key: path, message: `Config item ${path} should be an object; the default is used.` });
      return defaults;
    }
    const merged: Record<string, Json> = { ...defaults };
    for (const [key, value] of Object.entries(given)) {
      const child = path ? `${path}.${key}` : key;
      // Keys we have no default for (e.g. optional objects such as skrytebokser entries) pass through.
      merged[key] = key in defaults ? mergeChecked(defaults[key] as Json, value, child, problems) : (value as Json);
    }
    return merged;
  }
  if (Array.isArray(defaults)) {
    if (Array.isArray(given)) return given as Json[];
    problems.push({ key: path, message: `Config item ${path} should be a list; the default is used.` });
    return defaults;
  }
  if (typeof given !== typeof defaults) {
    problems.push({ key: path, message: `Config item ${path} should be a ${typeof defaults}; the default is used.` });
    return defaults;
  }
  return given as Json;
}

/**
 * Reads the config JSON text of `#kfp-config`. Never throws: a missing element, broken JSON or a
 * value of the wrong type gives the default and a problem to warn about and report (spec §8
 * "Missing application config value").
 */
export function readConfig(jsonText: string | null | undefined): ReadConfigResult {
  const problems: ConfigProblem[] = [];
  let given: unknown = {};
  if (jsonText == null) {
    problems.push({ key: '#kfp-config', message: 'No <script type="application/json" id="kfp-config"> on the page; defaults are used.' });
  } else {
    try {
      given = JSON.parse(jsonText);
    } catch {
      problems.push({ key: '#kfp-config', message: 'The config in #kfp-config is not valid JSON; defaults are used.' });
    }
  }
  const givenRecord = isRecord(given) ? given : {};
  // Keys with shapes of their own, read apart from the merge.
  const { finnerIkkeForsikringConfig, ...merged } = givenRecord;
  const config = mergeChecked(structuredClone(defaultConfig) as unknown as Json, isRecord(given) ? merged : given, '', problems) as unknown as AppConfig;
  config.finnerIkkeForsikringConfig = lesFinnerIkkeForsikring(finnerIkkeForsikringConfig, problems);
  config.mobilbankLenker = sjekkMobilbankLenker(config.mobilbankLenker, problems);
  for (const key of requiredKeys) {
    if (givenRecord[key] === undefined || givenRecord[key] === null || givenRecord[key] === '') {
      problems.push({ key, message: `Config item ${key} has no value; the default '${config[key]}' is used.` });
    }
  }
  return { config, problems };
}
