// Types of manifest.mjs for TypeScript callers (the unit tests).
import type { FiredEvent, TypedEvent } from './host-events.mjs';

export interface ManifestType {
  text: string;
}
export interface ManifestAttribute {
  name: string;
  type: ManifestType;
  description: string;
  fieldName?: string;
}
export interface ManifestMember {
  kind: 'field';
  name: string;
  type: ManifestType;
  description: string;
  attribute?: string;
  readonly?: boolean;
}
export interface ManifestEvent {
  name: string;
  type: ManifestType;
  description: string;
}
export interface ManifestCssProperty {
  name: string;
  default?: string;
  description: string;
}
export interface ManifestElement {
  kind: 'class';
  name: string;
  tagName: string;
  customElement: true;
  summary: string;
  description: string;
  attributes: ManifestAttribute[];
  members: ManifestMember[];
  events: ManifestEvent[];
  cssProperties: ManifestCssProperty[];
  cssParts: { name: string; description: string }[];
  source: { href: string };
}
export interface Manifest {
  schemaVersion: string;
  modules: {
    kind: 'javascript-module';
    path: string;
    declarations: ManifestElement[];
    exports: { kind: string; name: string; declaration: { name: string; module: string } }[];
  }[];
}

/** The manifest of the elements under `root`, every documentation problem found, and the events. */
export function buildManifest(root: string): Promise<{
  manifest: Manifest;
  problems: string[];
  hostEvents: Map<string, Map<string, FiredEvent>>;
  windowEvents: Map<string, TypedEvent>;
}>;
