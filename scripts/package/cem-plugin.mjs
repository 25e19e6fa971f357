// The Custom Elements Manifest analyzer plugin for our element definitions. Our tags are mostly
// `defineElement('kfp-x', Screen, { props })` calls in elements/kfp-x.ts, not classes, so the
// analyzer alone sees only a variable. This plugin turns each element file into a custom-element
// declaration:
// - tag and public attributes from the `defineElement` call (`props` keys, kebab-cased) or, for a
//   class passed to `defineOnce` (kfp-router), from the analyzer's own reading of that class;
// - summary, description, attribute, event, CSS-property and part docs from the file's JSDoc;
// - events from what the element's code really fires (`useHostEvent('kfp-…')`, found by
//   host-events.mjs) with the detail type of its entry in KfpHostEventMap (src/page/host-events.ts);
// - every theming token of src/styles/tokens.css as a CSS property (every element reads them).
// It records a problem for every public attribute or fired event without a doc, and for docs that
// name nothing real; the build fails on any problem.
import { parseElementDoc } from './jsdoc.mjs';

const kebab = (name) => name.replace(/([a-z0-9])([A-Z])/g, '$1-$2').toLowerCase();
const propertyTypes = { string: 'string', boolean: 'boolean', number: 'number', json: 'unknown' };

/** The string value of a string literal node, or undefined. */
const stringOf = (ts, node) => (node && (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) ? node.text : undefined);

/** The `defineElement(…)`/`defineOnce(…)` call of a file and the name it is exported under. */
function findDefinition(ts, sourceFile) {
  let found;
  const visit = (node, exportName) => {
    if (found) return;
    if (ts.isVariableDeclaration(node) && node.initializer) return visit(node.initializer, node.name.getText(sourceFile));
    if (ts.isCallExpression(node) && ts.isIdentifier(node.expression) && ['defineElement', 'defineOnce'].includes(node.expression.text)) {
      const [tagNode, second, options] = node.arguments;
      found = { kind: node.expression.text, tag: stringOf(ts, tagNode), exportName, second, options };
      return;
    }
    ts.forEachChild(node, (child) => visit(child, exportName));
  };
  visit(sourceFile);
  return found;
}

/** `{ propName: 'string' | … }` from the options object of `defineElement`. */
function propsOf(ts, options) {
  const props = {};
  if (!options || !ts.isObjectLiteralExpression(options)) return props;
  const propsNode = options.properties.find((property) => ts.isPropertyAssignment(property) && property.name.getText() === 'props');
  if (!propsNode || !ts.isObjectLiteralExpression(propsNode.initializer)) return props;
  for (const property of propsNode.initializer.properties) {
    if (ts.isPropertyAssignment(property)) props[property.name.getText().replace(/^['"]|['"]$/g, '')] = stringOf(ts, property.initializer);
  }
  return props;
}

/**
 * The plugin. `context` carries what the phases share: `tokens` (from tokens.mjs), `hostEvents`
 * (`Map<file, Map<event, { detailType, file }>>`), and collects `problems` and `elements`.
 */
export function kfpElementsPlugin() {
  return {
    name: 'kfp-elements',
    analyzePhase({ ts, node, context }) {
      if (!ts.isSourceFile(node) || !/(^|\/)elements\/kfp-[\w-]+\.ts$/.test(node.fileName)) return;
      const file = node.fileName;
      const problem = (message) => context.problems.push(`${file}: ${message}`);
      const definition = findDefinition(ts, node);
      if (!definition?.tag) {
        problem('no defineElement(…) or defineOnce(…) call with a tag name');
        return;
      }
      const doc = parseElementDoc(/\/\*\*([\s\S]*?)\*\//.exec(node.text)?.[1]);
      context.elements.push({
        file,
        tag: definition.tag,
        className:
          definition.kind === 'defineOnce' && definition.second && ts.isIdentifier(definition.second)
            ? definition.second.text
            : definition.exportName,
        props: definition.kind === 'defineElement' ? propsOf(ts, definition.options) : undefined,
        doc,
      });
    },
    packageLinkPhase({ customElementsManifest, context }) {
      const classes = new Map(
        customElementsManifest.modules.flatMap((module) =>
          (module.declarations ?? []).filter((d) => d.kind === 'class').map((d) => [d.name, d]),
        ),
      );
      const declarations = context.elements.map((element) => declarationOf(element, classes.get(element.className), context));
      customElementsManifest.modules = [
        {
          kind: 'javascript-module',
          path: 'dist/kfp.js',
          description: 'The bundle: importing it registers every element (loading it twice is harmless).',
          declarations,
          exports: declarations.map((declaration) => ({
            kind: 'custom-element-definition',
            name: declaration.tagName,
            declaration: { name: declaration.name, module: 'dist/kfp.js' },
          })),
        },
      ];
    },
  };
}

/** One element's manifest declaration, checking its docs against its code. */
function declarationOf(element, analyzedClass, context) {
  const { file, tag, className, props, doc } = element;
  const problem = (message) => context.problems.push(`${file}: ${message}`);
  if (!doc.summary) problem(`<${tag}> has no @summary`);

  // Public attributes: the props of defineElement, or the attributes the analyzer read from the class.
  const publicFields = (analyzedClass?.members ?? []).filter(
    (member) => member.kind === 'field' && (member.privacy ?? 'public') === 'public' && !member.static,
  );
  const code = props
    ? Object.entries(props).map(([field, kind]) => ({ name: kebab(field), fieldName: field, type: propertyTypes[kind] ?? 'string' }))
    : (analyzedClass?.attributes ?? []).map((attribute) => {
        const field = publicFields.find((member) => kebab(member.name) === attribute.name);
        return {
          name: attribute.name,
          fieldName: field?.name,
          type: field?.type?.text ?? attribute.type?.text ?? 'string',
          description: attribute.description,
        };
      });
  if (!props && !analyzedClass) problem(`the class ${className} was not analysed; list its file in the manifest's sources`);
  const attributeDocs = new Map(doc.attributes.map((entry) => [entry.name, entry]));
  const attributes = code.map((attribute) => {
    const documented = attributeDocs.get(attribute.name);
    const description = documented?.description || attribute.description || '';
    if (!description)
      problem(`attribute "${attribute.name}" of <${tag}> has no doc (add "@attr ${attribute.name} - …" to the file's JSDoc)`);
    return {
      name: attribute.name,
      type: { text: documented?.type ?? attribute.type },
      description,
      ...(attribute.fieldName ? { fieldName: attribute.fieldName } : {}),
    };
  });
  for (const name of attributeDocs.keys()) {
    if (!code.some((attribute) => attribute.name === name)) problem(`@attr ${name} documents an attribute <${tag}> does not have`);
  }

  // Events: what the code fires, with the docs of @fires.
  const fired = context.hostEvents.get(file) ?? new Map();
  const eventDocs = new Map(doc.events.map((entry) => [entry.name, entry]));
  const events = [...fired].map(([name, { detailType, description: typedDescription }]) => {
    const description = eventDocs.get(name)?.description || typedDescription || '';
    if (!description)
      problem(
        `<${tag}> fires "${name}" without a doc (add "@fires ${name} - …" to the file's JSDoc, or a JSDoc to its entry in KfpHostEventMap)`,
      );
    if (!detailType) problem(`<${tag}> fires "${name}", which KfpHostEventMap (src/page/host-events.ts) does not type`);
    return { name, type: { text: `CustomEvent<${detailType ?? 'unknown'}>` }, description };
  });
  for (const name of eventDocs.keys()) {
    if (!fired.has(name))
      problem(
        `@fires ${name} documents an event <${tag}> does not fire (no useHostEvent('${name}') or sendHostEvent(…, '${name}') in its code)`,
      );
  }

  // Theming: every token; an element's own @cssprop says why it matters there.
  const tokenNames = new Set(context.tokens.map((token) => token.name));
  const cssDocs = new Map(doc.cssProperties.map((entry) => [entry.name, entry]));
  for (const name of cssDocs.keys()) {
    if (!tokenNames.has(name)) problem(`@cssprop ${name} is not a token of src/styles/tokens.css`);
  }
  const cssProperties = context.tokens.map((token) => ({
    name: token.name,
    default: token.default,
    description: cssDocs.get(token.name)?.description || token.description,
  }));

  const members = attributes
    .filter((attribute) => attribute.fieldName)
    .map((attribute) => {
      const analyzed = analyzedClass?.members?.find((member) => member.name === attribute.fieldName);
      return {
        kind: 'field',
        name: attribute.fieldName,
        // An r2wc property is undefined until its attribute or property is set.
        type: { text: analyzed?.type?.text ?? `${attribute.type.text} | undefined` },
        description: attribute.description,
        attribute: attribute.name,
        ...(analyzed?.readonly ? { readonly: true } : {}),
      };
    });

  const description = [doc.description, ...doc.examples.map((example) => `Example:\n\n\`\`\`html\n${example}\n\`\`\``)]
    .filter(Boolean)
    .join('\n\n');
  return {
    kind: 'class',
    name: className,
    tagName: tag,
    customElement: true,
    summary: doc.summary,
    description,
    superclass: { name: 'HTMLElement', package: 'global:' },
    attributes,
    members,
    events,
    cssProperties,
    cssParts: doc.cssParts.map(({ name, description: partDescription }) => ({ name, description: partDescription })),
    source: { href: file },
  };
}
