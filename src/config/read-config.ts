import * as v from 'valibot';
import { appConfigSchema, defaultConfig, defaultOf, requiredKeys, type AppConfig } from './app-config.ts';
import { checkLinks } from './lenker.ts';
import { checkMobilbankLenker } from './mobilbank-lenker.ts';

/** A problem found while reading the host page's config; reported once, never thrown. */
export interface ConfigProblem {
  key: string;
  message: string;
  /** The error the report carries, when the spec names it ('Plain text http is not allowed.'). */
  feil?: string;
}

export interface ReadConfigResult {
  config: AppConfig;
  problems: ConfigProblem[];
}

type AnySchema = v.GenericSchema & { type: string; wrapped?: AnySchema; entries?: Record<string, AnySchema>; item?: AnySchema };

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

const unwrap = (schema: AnySchema): AnySchema =>
  (schema.type === 'optional' || schema.type === 'exact_optional') && schema.wrapped ? schema.wrapped : schema;

/** The first issue of a failed check, short: 'title: Invalid type: Expected string but received undefined'. */
function firstIssue([issue]: readonly [v.BaseIssue<unknown>, ...v.BaseIssue<unknown>[]]): string {
  const path = v.getDotPath(issue);
  return path ? `${path}: ${issue.message}` : issue.message;
}

/**
 * The value for `path`: `given` where it fits `schema`, else the default and a problem. Objects are
 * checked key by key, so one wrong key keeps its default and its siblings keep their values; keys
 * the schema does not know pass through. A list keeps its good items and leaves out the bad ones.
 * An optional value without a default (a skryteboks, an optional link) is left out when wrong.
 */
function check(schema: AnySchema, given: unknown, path: string, problems: ConfigProblem[]): unknown {
  const inner = unwrap(schema);
  const fallback = defaultOf(schema);
  const fallbackNote = fallback === undefined ? 'it is left out' : 'the default is used';
  if (given === undefined || given === null) return fallback;

  if (inner.entries && fallback === undefined) {
    // An optional object with no default: all of it, or nothing.
    const result = v.safeParse(inner, given);
    if (result.success) return given;
    problems.push({ key: path, message: `Config item ${path} is not valid (${firstIssue(result.issues)}); it is left out.` });
    return undefined;
  }
  if (inner.entries) {
    if (!isRecord(given)) {
      problems.push({ key: path, message: `Config item ${path} should be an object; the default is used.` });
      return fallback;
    }
    const merged: Record<string, unknown> = { ...given };
    for (const [key, entry] of Object.entries(inner.entries)) {
      const value = check(entry, given[key], path ? `${path}.${key}` : key, problems);
      if (value === undefined) delete merged[key];
      else merged[key] = value;
    }
    return merged;
  }
  if (inner.item) {
    if (!Array.isArray(given)) {
      problems.push({ key: path, message: `Config item ${path} should be a list; ${fallbackNote}.` });
      return fallback;
    }
    const item = inner.item;
    return given.filter((value, index) => {
      const result = v.safeParse(item, value);
      if (!result.success)
        problems.push({
          key: `${path}[${index}]`,
          message: `Config item ${path}[${index}] is not valid (${firstIssue(result.issues)}); it is left out.`,
        });
      return result.success;
    });
  }
  if (v.is(inner, given)) return given;
  // Objects and lists returned above: what is left is a single value ('a string', 'a boolean').
  problems.push({ key: path, message: `Config item ${path} should be a ${inner.type}; ${fallbackNote}.` });
  return fallback;
}

/**
 * Reads the config JSON text of `#kfp-config` and checks it against the schema (app-config.ts).
 * Never throws: a missing element, broken JSON or a value of the wrong type gives the default and a
 * problem to warn about and report (spec §8 "Missing application config value").
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
  if (!isRecord(given)) {
    problems.push({ key: '#kfp-config', message: 'The config in #kfp-config should be a JSON object; defaults are used.' });
    given = {};
  }
  const givenRecord = given as Record<string, unknown>;
  // Kept as given: the accordion reads its several shapes itself when the overview's lower half shows
  // (readFinnerIkkeForsikring, src/config/finner-ikke-forsikring.ts), so its reader is not first-screen code.
  const { finnerIkkeForsikringConfig, ...resten } = givenRecord;
  let config = check(appConfigSchema as unknown as AnySchema, resten, '', problems) as AppConfig;
  config.finnerIkkeForsikringConfig = finnerIkkeForsikringConfig ?? defaultConfig.finnerIkkeForsikringConfig;
  config.mobilbankLenker = checkMobilbankLenker(config.mobilbankLenker, problems);
  for (const key of requiredKeys) {
    const value = givenRecord[key];
    if (value === undefined || value === null || value === '') {
      // An empty value counts as missing: the default stands in for it.
      (config as Record<string, unknown>)[key] = defaultConfig[key];
      problems.push({ key, message: `Config item ${key} has no value; the default '${String(defaultConfig[key])}' is used.` });
    }
  }
  config = checkLinks(config, defaultConfig, problems);
  return { config, problems };
}
