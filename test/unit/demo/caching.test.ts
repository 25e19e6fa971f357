// @vitest-environment node
// The demo server sends the bundle's files with the caching docs/host-page.md's "Caching" asks of a bank's
// CDN, so `npm run bench`'s repeat visit measures what a returning customer gets.
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDemoServer, type DemoServer } from '../../../demo/server/serve.mjs';

let server: DemoServer;
let root: string;

beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'kfp-caching-'));
  await writeFile(join(root, 'kfp.js'), 'export {};\n');
  await writeFile(join(root, 'chunk-Ab3_x-9Z.js'), 'export {};\n');
  await writeFile(join(root, 'kfp-config.schema.json'), '{}\n');
  server = await startDemoServer({ port: 0, staticRoot: root });
});

afterAll(async () => {
  await server?.close();
  await rm(root, { recursive: true, force: true });
});

describe('caching of the bundle (docs/host-page.md, "Caching")', () => {
  it('lets a browser keep a hashed chunk for a year without asking again', async () => {
    const res = await fetch(`${server.url}/chunk-Ab3_x-9Z.js`);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  });

  it('has kfp.js and other unhashed files revalidated on every load', async () => {
    for (const file of ['kfp.js', 'kfp-config.schema.json']) {
      const res = await fetch(`${server.url}/${file}`);
      expect(res.headers.get('cache-control'), file).toBe('no-cache');
      expect(res.headers.get('etag'), file).toMatch(/^W\/".+"$/);
    }
  });

  it('answers 304 without a body when kfp.js has not changed, 200 when the tag is another', async () => {
    const first = await fetch(`${server.url}/kfp.js`);
    const etag = first.headers.get('etag')!;
    const again = await fetch(`${server.url}/kfp.js`, { headers: { 'If-None-Match': etag } });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
    const other = await fetch(`${server.url}/kfp.js`, { headers: { 'If-None-Match': 'W/"0-0"' } });
    expect(other.status).toBe(200);
    expect(await other.text()).toBe('export {};\n');
  });
});
