// The events an element really fires to the host page: every `useHostEvent<Detail>('kfp-…')` in
// the code its definition file reaches through relative imports (static and dynamic, so lazy
// screens count). The manifest check compares them with the element's `@fires` docs.
import { readFile } from 'node:fs/promises';
import { dirname, resolve } from 'node:path';

const IMPORT = /(?:\bfrom\s*|\bimport\s*\(?\s*)'(\.{1,2}\/[^']+)'/g;
const HOST_EVENT = /useHostEvent(?:<([^(]+?)>)?\(\s*'([^']+)'/g;

/**
 * `Map<eventName, { detailType, file }>` for the element defined in `file` (absolute path). Only
 * .ts/.tsx modules are followed; node_modules are never reached through relative imports.
 */
export async function hostEventsOf(file) {
  const events = new Map();
  const seen = new Set();
  const visit = async (path) => {
    if (seen.has(path) || !/\.tsx?$/.test(path)) return;
    seen.add(path);
    const text = await readFile(path, 'utf8');
    for (const [, detailType, name] of text.matchAll(HOST_EVENT)) {
      if (!events.has(name)) events.set(name, { detailType: detailType?.trim(), file: path });
    }
    for (const [, specifier] of text.matchAll(IMPORT)) await visit(resolve(dirname(path), specifier));
  };
  await visit(file);
  return events;
}
