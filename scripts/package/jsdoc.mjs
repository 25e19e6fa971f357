// The file-level JSDoc of an element definition (elements/kfp-x.ts): its description and the tags
// the Custom Elements Manifest is made of. The shape follows Shoelace's and the analyzer's:
//
//   @summary One line for listings.
//   @attr [{type}] name - What it does. Default x.      (continuation lines are indented)
//   @fires name - When it fires and its detail.
//   @cssprop --kfp-x - What it themes.
//   @csspart name - Which part it is.
//   @example                                            (the lines below, up to the next tag)
//
// A small parser of our own: the analyzer's reads JSDoc on classes only, and our elements are
// `defineElement(…)` calls.

/** The first JSDoc block of `text` (`/** … *\/`), or undefined. */
export function firstJsDoc(text) {
  const match = /\/\*\*([\s\S]*?)\*\//.exec(text);
  return match ? match[1] : undefined;
}

/** The lines of a JSDoc body without the leading ` * `. */
function bodyLines(body) {
  return body.split('\n').map((line) => line.replace(/^\s*\* ?/, '').replace(/\s+$/, ''));
}

const joinProse = (lines) =>
  lines
    .map((line) => line.trim())
    .join('\n')
    .replace(/([^\n])\n(?!\n)/g, '$1 ')
    .trim();

/** `{type} name - description` → parts; type and description may be missing. */
function namedTag(text) {
  const match = /^(?:\{([^}]*)\}\s*)?(\S+)(?:\s+-\s+([\s\S]*))?$/.exec(text.trim());
  if (!match) return undefined;
  return { type: match[1]?.trim() || undefined, name: match[2], description: match[3] ? joinProse(match[3].split('\n')) : '' };
}

/**
 * Parses a JSDoc body into `{ description, summary, attributes, events, cssProperties, cssParts,
 * examples }`; each named entry is `{ name, type?, description }` (description '' when undocumented).
 */
export function parseElementDoc(body) {
  const doc = { description: '', summary: '', attributes: [], events: [], cssProperties: [], cssParts: [], examples: [] };
  if (body === undefined) return doc;
  const descriptionLines = [];
  /** @type {{ tag: string, lines: string[] }[]} */
  const tags = [];
  for (const line of bodyLines(body)) {
    const tag = /^@(\w+)\s?(.*)$/.exec(line.trim());
    if (tag) tags.push({ tag: tag[1], lines: [tag[2]] });
    else if (tags.length) tags[tags.length - 1].lines.push(line);
    else descriptionLines.push(line);
  }
  doc.description = joinProse(descriptionLines);
  const lists = {
    attr: 'attributes',
    attribute: 'attributes',
    fires: 'events',
    event: 'events',
    cssprop: 'cssProperties',
    cssproperty: 'cssProperties',
    csspart: 'cssParts',
  };
  for (const { tag, lines } of tags) {
    if (tag === 'summary') doc.summary = joinProse(lines);
    else if (tag === 'example') doc.examples.push(dedent(lines).trim());
    else if (tag in lists) {
      const entry = namedTag(lines.join('\n'));
      if (entry) doc[lists[tag]].push(entry);
    }
  }
  return doc;
}

function dedent(lines) {
  const indents = lines.filter((line) => line.trim()).map((line) => /^\s*/.exec(line)[0].length);
  const indent = indents.length ? Math.min(...indents) : 0;
  return lines.map((line) => line.slice(indent)).join('\n');
}
