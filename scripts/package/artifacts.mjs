// What the package publishes beside the bundle, written into dist/ by the build: the Custom
// Elements Manifest, the host type declarations and the config's JSON Schema. Returns the problems that must fail the build
// (an undocumented attribute or event, a theming token without a description, …).
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { buildConfigSchema } from './config-schema.mjs';
import { hostTypes } from './host-types.mjs';
import { buildManifest } from './manifest.mjs';

export async function writePackageArtifacts(root, outdir = join(root, 'dist')) {
  const { version } = JSON.parse(await readFile(join(root, 'package.json'), 'utf8'));
  const { manifest, problems, hostEvents, windowEvents } = await buildManifest(root);
  await mkdir(outdir, { recursive: true });
  await writeFile(join(outdir, 'custom-elements.json'), `${JSON.stringify(manifest, null, 2)}\n`);
  for (const [name, text] of Object.entries(hostTypes({ root, manifest, hostEvents, windowEvents, version }))) {
    await writeFile(join(outdir, name), text);
  }
  const { schema, problems: schemaProblems } = await buildConfigSchema(root);
  await writeFile(join(outdir, 'kfp-config.schema.json'), `${JSON.stringify(schema, null, 2)}\n`);
  return [...problems, ...schemaProblems];
}
