// The config's JSON Schema (dist/kfp-config.schema.json), made from the one declaration of the
// config: the valibot schema in src/config/app-config.ts that readConfig checks `#kfp-config` with.
// Types, defaults, nesting and the keys whose absence is reported come from the schema object
// itself; each key's description and example come from its JSDoc there (comments, so the bundle
// carries none of the text). A key without a description, or an example that is not valid JSON or
// does not fit its key, is a problem that fails the build.
import { ts } from '@custom-elements-manifest/analyzer';
import * as esbuild from 'esbuild';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import * as v from 'valibot';

const SOURCE = 'src/config/app-config.ts';

/** The schema module, bundled for Node in memory (valibot included) and imported. */
async function loadSchemaModule(root) {
  const result = await esbuild.build({
    entryPoints: [join(root, SOURCE)],
    bundle: true,
    format: 'esm',
    platform: 'node',
    write: false,
    logLevel: 'error',
  });
  const code = result.outputFiles[0].text;
  return import(`data:text/javascript;base64,${Buffer.from(code).toString('base64')}`);
}

/**
 * `Map<path, { description, example? }>` from the JSDoc on the schema's properties, following
 * identifiers to the file's other `const` schemas. Paths: `features.hasDirekteinnlogging`,
 * `andreForsikringer[].title`.
 */
export function jsDocByPath(text) {
  const source = ts.createSourceFile(SOURCE, text, ts.ScriptTarget.ES2022, true);
  const consts = new Map();
  for (const statement of source.statements) {
    if (!ts.isVariableStatement(statement)) continue;
    for (const declaration of statement.declarationList.declarations) {
      if (ts.isIdentifier(declaration.name) && declaration.initializer) consts.set(declaration.name.text, declaration.initializer);
    }
  }
  const docs = new Map();
  const visitValue = (node, path) => {
    if (ts.isIdentifier(node) && consts.has(node.text)) return visitValue(consts.get(node.text), path);
    if (!ts.isCallExpression(node)) return;
    const callee = node.expression.getText(source);
    if (/^v\.(object|looseObject|strictObject)$/.test(callee) && node.arguments[0] && ts.isObjectLiteralExpression(node.arguments[0])) {
      for (const property of node.arguments[0].properties) {
        if (!ts.isPropertyAssignment(property)) continue;
        const name = property.name.getText(source).replace(/^['"]|['"]$/g, '');
        const child = path ? `${path}.${name}` : name;
        const jsDoc = property.jsDoc?.at(-1);
        if (jsDoc) docs.set(child, parseDoc(jsDoc, source));
        visitValue(property.initializer, child);
      }
      return;
    }
    if (callee === 'v.array' && node.arguments[0]) return visitValue(node.arguments[0], `${path}[]`);
    // A key of several shapes: each shape's keys are documented under the same path.
    if (callee === 'v.union' && node.arguments[0] && ts.isArrayLiteralExpression(node.arguments[0])) {
      for (const element of node.arguments[0].elements) visitValue(element, path);
      return;
    }
    if (node.arguments[0]) visitValue(node.arguments[0], path);
  };
  visitValue(consts.get('appConfigSchema'), '');
  return docs;
}

/** `{ description, example? }` of a JSDoc node: its text, and `@example` parsed as JSON. */
function parseDoc(jsDoc, source) {
  const raw = jsDoc
    .getText(source)
    .replace(/^\/\*\*|\*\/$/g, '')
    .split('\n')
    .map((line) => line.replace(/^\s*\* ?/, ''))
    .join('\n');
  const [text, example] = raw.split(/@example\s*/);
  const description = text.replace(/\s+/g, ' ').trim();
  return example === undefined ? { description } : { description, exampleText: example.replace(/\s+/g, ' ').trim() };
}

const unwrap = (schema) => (schema.type === 'optional' || schema.type === 'exact_optional' ? schema.wrapped : schema);

/** The JSON Schema of a valibot schema node, described from `docs`; problems are collected. */
function toJsonSchema(schema, path, docs, problems, isItem = false) {
  const inner = unwrap(schema);
  const doc = docs.get(path);
  const out = {};
  if (path && !isItem) {
    if (!doc?.description) problems.push(`${SOURCE}: config key ${path} has no description (a /** JSDoc */ on its entry)`);
    else out.description = doc.description;
  }
  if (inner.entries) {
    out.type = 'object';
    out.properties = {};
    const required = [];
    for (const [key, entry] of Object.entries(inner.entries)) {
      out.properties[key] = toJsonSchema(entry, path ? `${path}.${key}` : key, docs, problems);
      if (isExpected(entry) || (entry.type !== 'optional' && entry.type !== 'exact_optional' && !entry.entries)) required.push(key);
    }
    if (required.length) out.required = required;
    out.additionalProperties = false;
  } else if (inner.type === 'array') {
    out.type = 'array';
    out.items = toJsonSchema(inner.item, `${path}[]`, docs, problems, true);
  } else if (['string', 'number', 'boolean'].includes(inner.type)) {
    out.type = inner.type;
    // readConfig counts an empty value of a required key as missing.
    if (inner.type === 'string' && isExpected(schema)) out.minLength = 1;
  } else if (inner.type === 'picklist') {
    out.enum = [...inner.options];
  } else if (inner.type === 'union') {
    out.anyOf = inner.options.map((option) => toJsonSchema(option, path, docs, problems, true));
  } else {
    problems.push(`${SOURCE}: config key ${path} has a type (${inner.type}) the JSON Schema converter does not know`);
  }
  if (schema.type === 'optional' && schema.default !== undefined) out.default = schema.default;
  if (doc?.exampleText !== undefined) {
    try {
      const example = JSON.parse(doc.exampleText);
      const result = v.safeParse(inner, example);
      if (!result.success) problems.push(`${SOURCE}: the @example of ${path} does not fit it (${result.issues[0].message})`);
      out.examples = [example];
    } catch {
      problems.push(`${SOURCE}: the @example of ${path} is not JSON: ${doc.exampleText}`);
    }
  }
  return out;
}

/** The config module's own `isExpected` (a key declared with `expected(…)`), set by `buildConfigSchema`. */
let isExpected = () => false;

/** `{ schema, problems }`: the JSON Schema of the config of the repository at `root`. */
export async function buildConfigSchema(root) {
  const { version } = JSON.parse(await readFile(join(root, 'package.json'), 'utf8'));
  const { appConfigSchema, isExpected: expectedIn } = await loadSchemaModule(root);
  isExpected = expectedIn;
  const docs = jsDocByPath(await readFile(join(root, SOURCE), 'utf8'));
  const problems = [];
  const body = toJsonSchema(appConfigSchema, '', docs, problems);
  const schema = {
    $schema: 'http://json-schema.org/draft-07/schema#',
    title: 'kfp-elements config',
    description:
      `The JSON of <script type="application/json" id="kfp-config"> for kfp-elements ${version}. ` +
      'Every key may be left out and falls back to its default; the required keys are reported (a console warning and an error report) when missing, ' +
      'so a CMS should refuse a config without them. Keys the schema does not know are refused here (a typo would be silently ignored by the bundle).',
    ...body,
  };
  return { schema, problems };
}
