/** Removes null fields from a parsed response, at any depth (spec §7 "Null fields are stripped"). */
export function stripNulls(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(stripNulls);
  if (typeof value === 'object' && value !== null) {
    const result: Record<string, unknown> = {};
    for (const [key, field] of Object.entries(value)) {
      if (field !== null) result[key] = stripNulls(field);
    }
    return result;
  }
  return value;
}
