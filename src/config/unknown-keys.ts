import { appConfigSchema } from './app-config.ts';

interface Skjema {
  type: string;
  wrapped?: Skjema;
  entries?: Record<string, Skjema>;
}

/** A config key the schema does not know, with the keys beside it that it may have meant. */
export interface UnknownKey {
  key: string;
  kandidater: string[];
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The keys of the page's config JSON that the config schema (app-config.ts) does not know, at any
 * depth of its objects: a slip such as `distributer` or `features.hasDirekteinnloging`, which
 * readConfig passes over (the key keeps its default). Read apart from readConfig, by the editors'
 * checks after the first content (src/page/redaktor/check-page.ts), so the first screen carries none
 * of it. Broken JSON gives none (readConfig names that already).
 */
export function unknownKeys(jsonText: string | null | undefined): UnknownKey[] {
  let given: unknown;
  try {
    // No config (null) parses to null, which has no keys.
    given = JSON.parse(String(jsonText));
  } catch {
    // Broken JSON: readConfig names it already.
  }
  const funn: UnknownKey[] = [];
  const gjennom = (schema: Skjema, verdi: unknown, sti: string): void => {
    const inner = schema.wrapped ?? schema;
    if (!inner.entries || !isRecord(verdi)) return;
    const full = (key: string) => (sti ? `${sti}.${key}` : key);
    const kjente = Object.keys(inner.entries);
    for (const [key, value] of Object.entries(verdi)) {
      const entry = inner.entries[key];
      if (entry) gjennom(entry, value, full(key));
      // At the top, `$schema` names the JSON Schema (editors.md: VS Code checks the config with it).
      else if (!(sti === '' && key === '$schema')) funn.push({ key: full(key), kandidater: kjente.map(full) });
    }
  };
  gjennom(appConfigSchema as unknown as Skjema, given, '');
  return funn;
}
