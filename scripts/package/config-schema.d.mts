// Types of config-schema.mjs for TypeScript callers (the unit tests).

/** A JSON Schema node as config-schema.mjs writes it. */
export interface JsonSchema {
  $schema?: string;
  title?: string;
  description?: string;
  type?: 'object' | 'array' | 'string' | 'number' | 'boolean';
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean;
  items?: JsonSchema;
  enum?: unknown[];
  minLength?: number;
  default?: unknown;
  examples?: unknown[];
}

/** The config's JSON Schema for the repository at `root`, and the problems that fail the build. */
export function buildConfigSchema(root: string): Promise<{ schema: JsonSchema; problems: string[] }>;
/** Descriptions and example texts from the JSDoc of the config schema's source, by key path. */
export function jsDocByPath(text: string): Map<string, { description: string; exampleText?: string }>;
