// Types of host-types.mjs for TypeScript callers (the unit tests).
import type { FiredEvent, TypedEvent } from './host-events.mjs';
import type { Manifest } from './manifest.mjs';

/** `kfp.d.ts`, `react.d.ts` and `preact.d.ts` as `{ fileName: text }`. */
export function hostTypes(options: {
  root: string;
  manifest: Manifest;
  hostEvents: Map<string, Map<string, FiredEvent>>;
  windowEvents?: Map<string, TypedEvent>;
  version: string;
}): Record<'kfp.d.ts' | 'react.d.ts' | 'preact.d.ts', string>;
