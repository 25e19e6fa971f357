// The generated parts of the docs: regions between `<!-- generated:NAME -->` and
// `<!-- /generated:NAME -->` in README.md (the tag table) and docs/editors.md (tags, config,
// tokens, scenarios), made from the manifest (tags, attributes, events, examples, theming
// tokens), the config's JSON Schema (keys, types, defaults, descriptions, examples) and the demo's
// scenarios. The prose around them is written by hand. A unit test fails when a region is stale.
//
// Usage: node scripts/package/docs.mjs            rewrite the regions
//        node scripts/package/docs.mjs --check    exit 1 and name the stale files
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { buildConfigSchema } from './config-schema.mjs';
import { buildManifest } from './manifest.mjs';
import { readTokens } from './tokens.mjs';

const cell = (text) => String(text).replace(/\|/g, '\\|').replace(/\n+/g, ' ');
const code = (text) => `\`${String(text).replace(/\|/g, '\\|')}\``;

/** Every token: name, default, what it themes. */
export function tokensTable(tokens) {
  const rows = tokens.map((property) => `| ${code(property.name)} | ${code(property.default)} | ${cell(property.description)} |`);
  return ['| token | default | themes |', '|---|---|---|', ...rows].join('\n');
}

/** One row per tag, linking to its section of docs/editors.md: its summary, attribute names and event names. */
export function tagTable(declarations) {
  const names = (list) => list.map((entry) => code(entry.name)).join(', ');
  const rows = declarations.map(
    (d) =>
      `| [${code(`<${d.tagName}>`)}](docs/editors.md#${d.tagName}) | ${cell(d.summary)} | ${names(d.attributes)} | ${names(d.events)} |`,
  );
  return ['| tag | what it shows | attributes | events |', '|---|---|---|---|', ...rows].join('\n');
}

/** One section per tag: what it is, its attributes and events, and the examples of its JSDoc. */
export function tagsSection(declarations) {
  return declarations
    .map((declaration) => {
      // The JSDoc opens with "`<kfp-x>`: what it is"; under the tag's own heading the tag is said.
      const description = declaration.description
        .replace(`\`<${declaration.tagName}>\`: `, '')
        .replace(/^\w/, (letter) => letter.toUpperCase());
      const parts = [`### \`<${declaration.tagName}>\``, `**${cell(declaration.summary)}**`, description];
      if (declaration.attributes.length) {
        parts.push(
          [
            '| attribute | value | what it does |',
            '|---|---|---|',
            ...declaration.attributes.map((a) => `| ${code(a.name)} | ${code(a.type.text)} | ${cell(a.description)} |`),
          ].join('\n'),
        );
      } else {
        parts.push('No attributes.');
      }
      if (declaration.events.length) {
        parts.push(
          [
            'Events (they bubble and are composed, so a listener on `document` hears them):',
            '',
            '| event | `detail` type | when |',
            '|---|---|---|',
            ...declaration.events.map(
              (e) => `| ${code(e.name)} | ${code(e.type.text.replace(/^CustomEvent<([\s\S]*)>$/, '$1'))} | ${cell(e.description)} |`,
            ),
          ].join('\n'),
        );
      }
      return parts.join('\n\n');
    })
    .join('\n\n');
}

/** What each demo scenario shows, and a link that opens it on a running demo (`npm start`). */
export function scenariosTable(scenarios) {
  const rows = [...scenarios.values()].map((scenario) => {
    const traits = [
      scenario.alwaysLoggedOut ? 'always logged out' : `customer \`${scenario.customer}\``,
      scenario.slow ? 'every API answer delayed' : '',
      scenario.partialOutage ? 'agreements and offers flag `systemSourceError`' : '',
      ...(scenario.faults ?? []).map(
        (fault) => `${fault.method} \`${fault.path.replace('/api/privat/forsikring', '')}\` answers ${fault.status}`,
      ),
    ].filter(Boolean);
    const link = `[open](http://localhost:8080/demo/scenario?name=${scenario.name}&redirect=/privat/forsikring/oversikt)`;
    return `| ${code(scenario.name)} | ${cell(scenario.beskrivelse)} | ${cell(traits.join('; '))} | ${link} |`;
  });
  return ['| scenario | what it shows | how | on `npm start` |', '|---|---|---|---|', ...rows].join('\n');
}

/** `features.x`, `features["nysalg-skade"]`: how a key path reads in the docs. */
const keyName = (path) => path.replace(/\.([^.]*-[^.]*)/g, '["$1"]');

/** A JSON value in a table cell. */
const json = (value) =>
  code(
    JSON.stringify(value)
      .replace(/,(?=["{[\w])/g, ', ')
      .replace(/:(?=["{[\w])/g, ': '),
  );

/** `{ title, description, link?: { url, urlText, external? } }`: the shape of an object schema. */
function shape(schema) {
  const required = new Set(schema.required ?? []);
  const fields = Object.entries(schema.properties).map(([key, child]) => {
    const optional = required.has(key) ? '' : '?';
    return child.properties ? `${key}${optional}: ${shape(child)}` : `${key}${optional}`;
  });
  return `{ ${fields.join(', ')} }`;
}

/**
 * The config keys as rows `{ path, schema, required }`: every top-level key, but for an object whose
 * keys have defaults of their own (features, miljoer, …) its keys instead.
 */
export function configRows(schema) {
  const rows = [];
  for (const [key, child] of Object.entries(schema.properties)) {
    const required = (schema.required ?? []).includes(key);
    if (child.properties && child.default === undefined && !child.required?.length) {
      for (const [inner, grandchild] of Object.entries(child.properties))
        rows.push({ path: `${key}.${inner}`, schema: grandchild, required: false });
    } else {
      rows.push({ path: key, schema: child, required });
    }
  }
  return rows;
}

function valueOf(schema) {
  if (schema.anyOf) return schema.anyOf.map(valueOf).join(', or ');
  if (schema.enum) return `one of ${schema.enum.map((value) => json(value)).join(', ')}`;
  if (schema.type === 'array' && schema.items.properties) return `list of ${code(shape(schema.items))}`;
  if (schema.type === 'array') return `list of ${schema.items.type}s`;
  if (schema.properties) return code(shape(schema));
  return schema.type ?? '';
}

/** The editors' list: every key with what it does, its value, its default and an example. */
export function configExamples(schema) {
  return configRows(schema)
    .map(({ path, schema: key, required }) => {
      const example = key.examples?.[0];
      const lines = [`- **${code(keyName(path))}**${required ? ' (required)' : ''}: ${key.description}`];
      // The example as it stands in the config's JSON, nested keys inside their object.
      const inPlace = path.split('.').reduceRight((value, part) => ({ [part]: value }), example);
      const exampleText =
        example === undefined
          ? ''
          : ` Example: ${code(
              JSON.stringify(inPlace)
                .replace(/^\{|\}$/g, '')
                .replace(/([,:])(?=["{[\w])/g, '$1 '),
            )}.`;
      lines.push(`  Value: ${valueOf(key)}. Default: ${key.default === undefined ? 'none' : json(key.default)}.${exampleText}`);
      return lines.join('\n');
    })
    .join('\n');
}

/** Attributes that no `@example` of their element uses: each attribute must have an example. */
export function attributesWithoutExample(declarations) {
  const missing = [];
  for (const declaration of declarations) {
    const examples = [...declaration.description.matchAll(/```html\n([\s\S]*?)```/g)].map((match) => match[1]).join('\n');
    for (const attribute of declaration.attributes) {
      if (!new RegExp(`\\s${attribute.name}(=|\\s|>)`).test(examples))
        missing.push(`${declaration.source.href}: no @example of <${declaration.tagName}> uses ${attribute.name}`);
    }
  }
  return missing;
}

/** Replaces the region `name` of `text`; throws when the file has no such region. */
export function fillRegion(text, name, content, file) {
  const pattern = new RegExp(`(<!-- generated:${name} [^>]*-->\\n)[\\s\\S]*?(<!-- /generated:${name} -->)`);
  if (!pattern.test(text)) throw new Error(`${file} has no region <!-- generated:${name} … --> … <!-- /generated:${name} -->`);
  return text.replace(pattern, (_match, start, end) => `${start}${content}\n${end}`);
}

/** `{ files: { path: expectedText }, problems }` for the docs of the repository at `root`. */
export async function renderDocs(root) {
  const { manifest } = await buildManifest(root);
  const declarations = manifest.modules.flatMap((module) => module.declarations);
  const { SCENARIOS } = await import(pathToFileURL(join(root, 'demo/server/scenarios.mjs')).href);
  const { tokens } = await readTokens(root);
  const { schema } = await buildConfigSchema(root);
  const regions = {
    'README.md': { 'tag-table': tagTable(declarations) },
    'docs/editors.md': {
      tags: tagsSection(declarations),
      config: configExamples(schema),
      tokens: tokensTable(tokens),
      scenarios: scenariosTable(SCENARIOS),
    },
  };
  const files = {};
  for (const [file, fills] of Object.entries(regions)) {
    let text = await readFile(join(root, file), 'utf8');
    for (const [name, content] of Object.entries(fills)) text = fillRegion(text, name, content, file);
    files[file] = text;
  }
  return { files, problems: attributesWithoutExample(declarations) };
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  const root = process.cwd();
  const check = process.argv.includes('--check');
  const { files, problems } = await renderDocs(root);
  const stale = [];
  for (const [file, text] of Object.entries(files)) {
    if ((await readFile(join(root, file), 'utf8')) === text) continue;
    stale.push(file);
    if (!check) await writeFile(join(root, file), text);
  }
  for (const problem of problems) console.error(`docs: ${problem}`);
  if (check && stale.length) console.error(`docs: stale generated regions in ${stale.join(', ')}: run npm run docs`);
  else if (stale.length) console.log(`docs: rewrote ${stale.join(', ')}`);
  if (problems.length || (check && stale.length)) process.exit(1);
}
