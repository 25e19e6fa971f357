// Gathers the source of the types a public declaration names (an event's detail type, say), and of
// every type those name in turn, following the modules' imports. The host-type declarations carry
// them as they are written in src/, JSDoc included, so a host sees the real types and they cannot
// drift. Parsing only (no type checker): fast, and enough for plain interfaces and type aliases.
import { ts } from '@custom-elements-manifest/analyzer';
import { readFileSync } from 'node:fs';
import { dirname, relative, resolve } from 'node:path';

const parsed = new Map();
function parse(file) {
  if (!parsed.has(file)) parsed.set(file, ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.ES2022, true));
  return parsed.get(file);
}

const isTypeDeclaration = (node) => ts.isInterfaceDeclaration(node) || ts.isTypeAliasDeclaration(node) || ts.isEnumDeclaration(node);

/** The names of the type references in a type text or node (`FollowupAnswer[]` → FollowupAnswer). */
export function referencedNames(node) {
  const names = new Set();
  const visit = (child) => {
    if (ts.isTypeReferenceNode(child) || ts.isExpressionWithTypeArguments(child)) {
      const name = ts.isTypeReferenceNode(child) ? child.typeName : child.expression;
      names.add((ts.isQualifiedName(name) ? name.left : name).getText());
    }
    ts.forEachChild(child, visit);
  };
  visit(node);
  // A declaration's own type parameters are not references.
  for (const parameter of node.typeParameters ?? []) names.delete(parameter.name.text);
  return names;
}

/** The names referenced in the type text `text` (e.g. 'CustomEvent<FeedbackDetail>'). */
export function namesInTypeText(text) {
  const file = ts.createSourceFile('type.ts', `type T = ${text};`, ts.ScriptTarget.ES2022, true);
  return referencedNames(file.statements[0].type);
}

/** The declaration of `name` visible in `file`: declared there, or imported from a relative module. */
function findDeclaration(name, file) {
  const source = parse(file);
  for (const statement of source.statements) {
    if (isTypeDeclaration(statement) && statement.name.text === name) return { node: statement, file };
  }
  for (const statement of source.statements) {
    if (
      !ts.isImportDeclaration(statement) ||
      !statement.importClause?.namedBindings ||
      !ts.isNamedImports(statement.importClause.namedBindings)
    )
      continue;
    const specifier = statement.moduleSpecifier.text;
    if (!specifier.startsWith('.')) continue;
    for (const element of statement.importClause.namedBindings.elements) {
      if (element.name.text !== name) continue;
      const original = element.propertyName?.text ?? name;
      if (original !== name) throw new Error(`${file}: ${name} is imported renamed (from ${original}); public types must keep their names`);
      const target = resolve(dirname(file), specifier);
      return findDeclaration(original, /\.tsx?$/.test(target) ? target : `${target}.ts`);
    }
  }
  return undefined;
}

/** The declaration's text as it stands (with its JSDoc), exported. */
function declarationText(node) {
  const source = node.getSourceFile();
  const start = node.getFullStart();
  const leading = ts.getLeadingCommentRanges(source.text, start) ?? [];
  const jsDoc = leading.filter((range) => source.text.slice(range.pos, range.pos + 3) === '/**').pop();
  const doc = jsDoc ? `${source.text.slice(jsDoc.pos, jsDoc.end)}\n` : '';
  const text = node.getText().replace(/^export\s+/, '');
  return `${doc}export ${text}`;
}

/**
 * The declarations (text) of `names` as seen from `file` and of everything they reference, in
 * dependency order; names that are not declared in our sources (DOM and language types) are left
 * to the host's lib. Throws when two different declarations share a name.
 */
export function collectTypes(root, requests) {
  const found = new Map();
  const queue = [...requests];
  while (queue.length) {
    const { name, file } = queue.shift();
    const declaration = findDeclaration(name, file);
    if (!declaration) continue;
    const previous = found.get(name);
    if (previous) {
      if (previous.node !== declaration.node)
        throw new Error(`two public types are named ${name}: ${relative(root, previous.file)} and ${relative(root, declaration.file)}`);
      continue;
    }
    found.set(name, declaration);
    for (const referenced of referencedNames(declaration.node)) queue.push({ name: referenced, file: declaration.file });
  }
  return [...found.entries()].map(([name, { node, file }]) => ({ name, file: relative(root, file), text: declarationText(node) }));
}
