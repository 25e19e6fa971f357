// @vitest-environment node
// Every public event is typed once (KfpHostEventMap / KfpWindowEventMap in src/page/host-events.ts)
// and dispatched through its helper, so the build puts each in custom-elements.json and kfp.d.ts
// with its detail type. An event dispatched by hand (as `kfp-element-krasjet` was) is missed there.
import { readFile, readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildManifest, type Manifest } from '../../../scripts/package/manifest.mjs';
import { readEventMaps } from '../../../scripts/package/host-events.mjs';
import { hostTypes } from '../../../scripts/package/host-types.mjs';

const root = process.cwd();
let manifest: Manifest;
let maps: Awaited<ReturnType<typeof readEventMaps>>;
let dts = '';
const sources = new Map<string, string>();

/** Events of our own on `window` that carry no detail and are no part of the public face. */
const INTERNAL_EVENTS: Record<string, string> = {
  LOCATION_CHANGED: 'the router tells the navigation and page views that it changed the URL',
  OFFLINE_WRITE: 'a write failed offline; the offline notice listens',
};

async function walk(dir: string): Promise<void> {
  for (const entry of await readdir(join(root, dir), { withFileTypes: true })) {
    const path = `${dir}/${entry.name}`;
    if (entry.isDirectory()) await walk(path);
    else if (/\.tsx?$/.test(entry.name)) sources.set(path, await readFile(join(root, path), 'utf8'));
  }
}

beforeAll(async () => {
  await walk('src');
  await walk('elements');
  const built = await buildManifest(root);
  manifest = built.manifest;
  maps = await readEventMaps(root);
  dts = hostTypes({ root, manifest, hostEvents: built.hostEvents, windowEvents: built.windowEvents, version: '0.0.0' })['kfp.d.ts'];
}, 60_000);

describe('public events', () => {
  it('are built by the helpers only: no hand-made CustomEvent, no other event dispatched', () => {
    for (const [path, text] of sources) {
      if (path === 'src/page/host-events.ts' || path === 'src/page/window-events.ts') continue;
      expect(text.match(/new CustomEvent\b/g) ?? [], `${path} builds a CustomEvent by hand; use sendHostEvent/useHostEvent`).toEqual([]);
      for (const [, argument] of text.matchAll(/dispatchEvent\??\.?\(\s*new Event\(\s*(\w+)/g)) {
        expect(Object.keys(INTERNAL_EVENTS), `${path} dispatches ${argument}`).toContain(argument);
      }
      expect(text.match(/dispatchEvent\??\.?\(\s*(?!new Event\()/g) ?? [], `${path} dispatches an event that is not typed`).toEqual([]);
    }
  });

  it('every event src fires is typed in the map', () => {
    const fired = new Set<string>();
    for (const [path, text] of sources) {
      if (path === 'src/page/host-events.ts') continue;
      for (const [, name] of text.matchAll(/\b(?:useHostEvent\(|sendHostEvent\([^,()]*,)\s*'([^']+)'/g)) fired.add(name!);
      for (const [, name] of text.matchAll(/\bsendWindowEvent\(\s*'([^']+)'/g)) fired.add(name!);
    }
    expect([...fired].sort()).toEqual([...maps.host.keys(), ...maps.window.keys()].sort());
    expect(fired).toContain('kfp-element-krasjet');
  });

  it('every element event is in custom-elements.json and kfp.d.ts with its detail type', () => {
    const declarations = manifest.modules[0]?.declarations ?? [];
    expect([...maps.host.keys()]).toContain('kfp-element-krasjet');
    for (const [name, { detailType, description }] of maps.host) {
      expect(description, name).not.toBe('');
      const firing = declarations.filter((declaration) => declaration.events.some((event) => event.name === name));
      expect(firing.length, `${name} is in no element of the manifest`).toBeGreaterThan(0);
      for (const declaration of firing) {
        expect(declaration.events.find((event) => event.name === name)?.type.text, `${declaration.tagName} ${name}`).toBe(
          `CustomEvent<${detailType}>`,
        );
      }
      expect(dts).toContain(`    '${name}': CustomEvent<${detailType}>;`);
      expect(dts).toContain(`  'on${name}'?: (event: CustomEvent<${detailType}>) => void;`);
      for (const type of detailType.match(/[A-Z]\w+/g) ?? []) expect(dts, type).toMatch(new RegExp(`export (interface|type) ${type}\\b`));
    }
  });

  it('every crashing element tells its container: kfp-element-krasjet on each React element', () => {
    const declarations = manifest.modules[0]?.declarations ?? [];
    const without = declarations.filter(
      (declaration) => declaration.tagName !== 'kfp-router' && !declaration.events.some((event) => event.name === 'kfp-element-krasjet'),
    );
    expect(without.map((declaration) => declaration.tagName)).toEqual([]);
    expect(dts).toContain("'kfp-element-krasjet': CustomEvent<ElementKrasjetDetail>;");
  });

  it('every window event is in kfp.d.ts with its detail type', () => {
    expect([...maps.window.keys()]).toEqual(['kfp-analytics']);
    for (const [name, { detailType }] of maps.window) {
      expect(dts).toMatch(new RegExp(`interface WindowEventMap \\{[^}]*'${name}': CustomEvent<${detailType}>;`));
      expect(dts).toMatch(new RegExp(`export (interface|type) ${detailType}\\b`));
    }
  });
});
