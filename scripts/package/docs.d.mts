// Types of docs.mjs for TypeScript callers (the unit tests).

/** The docs with their generated regions filled in, and the attributes no example uses. */
export function renderDocs(root: string): Promise<{ files: Record<string, string>; problems: string[] }>;
/** Replaces the region `name` of `text`; throws when there is none. */
export function fillRegion(text: string, name: string, content: string, file: string): string;
/** The config keys as the docs list them: top-level keys, or the keys of objects with defaults. */
export function configRows(
  schema: import('./config-schema.mjs').JsonSchema,
): { path: string; schema: import('./config-schema.mjs').JsonSchema; required: boolean }[];
