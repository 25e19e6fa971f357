// The events an element really fires to the host page: every `useHostEvent('kfp-…')` and
// `sendHostEvent(target, 'kfp-…', …)` in the code its definition file reaches through relative
// imports (static and dynamic, so lazy screens count), typed by the one map of public events,
// `KfpHostEventMap` in src/page/host-events.ts (window events: `KfpWindowEventMap`). The manifest
// check compares them with the element's `@fires` docs.
import { ts } from '@custom-elements-manifest/analyzer';
import { readFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';

/** Where the public events are typed, relative to the repository. */
export const EVENT_MAP_FILE = 'src/page/host-events.ts';

const IMPORT = /(?:\bfrom\s*|\bimport\s*\(?\s*)'(\.{1,2}\/[^']+)'/g;
const CALL = /\b(?:useHostEvent\(|sendHostEvent\([^,()]*,)\s*('([^']+)')?/g;

/** The JSDoc text of `node` (joined lines, tags left out), or ''. */
function jsDocText(node) {
  return (node.jsDoc ?? [])
    .map((doc) => (typeof doc.comment === 'string' ? doc.comment : (doc.comment ?? []).map((part) => part.text).join('')))
    .join('\n')
    .replace(/\s*\n\s*/g, ' ')
    .trim();
}

/**
 * `{ host, window }`: each a `Map<eventName, { detailType, description }>` read from the interfaces
 * `KfpHostEventMap` and `KfpWindowEventMap` of src/page/host-events.ts under `root` (empty when the
 * file is not there).
 */
export async function readEventMaps(root) {
  const maps = { host: new Map(), window: new Map() };
  let text;
  try {
    text = await readFile(join(root, EVENT_MAP_FILE), 'utf8');
  } catch {
    return maps;
  }
  const source = ts.createSourceFile(EVENT_MAP_FILE, text, ts.ScriptTarget.ES2022, true);
  for (const statement of source.statements) {
    if (!ts.isInterfaceDeclaration(statement)) continue;
    const map = { KfpHostEventMap: maps.host, KfpWindowEventMap: maps.window }[statement.name.text];
    if (!map) continue;
    for (const member of statement.members) {
      if (!ts.isPropertySignature(member) || !member.type) continue;
      const name = ts.isStringLiteral(member.name) ? member.name.text : member.name.getText(source);
      map.set(name, { detailType: member.type.getText(source), description: jsDocText(member) });
    }
  }
  return maps;
}

/**
 * `Map<eventName, { detailType, description, file }>` for the element defined in `file` (absolute
 * path), typed by `hostMap` (from `readEventMaps`; an event missing there has no detail type); `file`
 * is where the detail type is visible (the map's file). Only .ts/.tsx modules are followed;
 * node_modules are never reached through relative imports. Throws on a call whose event name is
 * not a literal: the build could not tell what the element fires.
 */
export async function hostEventsOf(file, hostMap = new Map(), mapFile = undefined) {
  const events = new Map();
  const seen = new Set();
  const visit = async (path) => {
    if (seen.has(path) || !/\.tsx?$/.test(path)) return;
    seen.add(path);
    const text = await readFile(path, 'utf8');
    // The helpers' own modules pass the name on; every other call names its event.
    const definesHelper = /export function (?:useHostEvent|sendHostEvent)\b/.test(text);
    for (const match of definesHelper ? [] : text.matchAll(CALL)) {
      const name = match[2];
      if (!name) throw new Error(`${path}: ${match[0].trim()}… names its event by a variable; write the event name as a literal`);
      if (events.has(name)) continue;
      const typed = hostMap.get(name);
      events.set(name, { detailType: typed?.detailType, description: typed?.description ?? '', file: mapFile ?? path });
    }
    for (const [, specifier] of text.matchAll(IMPORT)) await visit(resolve(dirname(path), specifier));
  };
  await visit(file);
  // In the map's order (an element's own events before the crash every element may report).
  const order = [...hostMap.keys()];
  const rank = (name) => (order.includes(name) ? order.indexOf(name) : order.length);
  return new Map([...events].sort(([a], [b]) => rank(a) - rank(b)));
}
