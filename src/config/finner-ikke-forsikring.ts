import type { FinnerIkkeForsikringConfig, FinnerIkkeForsikringItem } from './app-config.ts';
import { linkProblem } from './lenker.ts';
import type { ConfigProblem } from './read-config.ts';

/** The overview accordion's heading when the config gives none (spec §2). */
export const FINNER_IKKE_TITTEL = 'Finner du ikke forsikringene dine?';

const KEY = 'finnerIkkeForsikringConfig';

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const tekst = (value: unknown): value is string => typeof value === 'string' && value.trim() !== '';

/** A problem about `path`: what was wrong and what is done instead. */
const problem = (path: string, feil: string, folge: string): ConfigProblem => ({
  key: path,
  message: `Config item ${path} ${feil}; ${folge}.`,
});

/**
 * One question, checked: the title is required; a missing description is empty; a bad link, or one
 * whose address may not be used (spec §5, lenker.ts), is left out.
 */
function sporsmal(value: unknown, path: string, problems: ConfigProblem[]): FinnerIkkeForsikringItem | undefined {
  if (!isRecord(value) || !tekst(value.title)) {
    problems.push(problem(path, 'needs a title (and a description)', 'the question is left out'));
    return undefined;
  }
  const { title, description, link } = value;
  const item: FinnerIkkeForsikringItem = { title, description: typeof description === 'string' ? description : '' };
  if (description !== undefined && typeof description !== 'string')
    problems.push(problem(`${path}.description`, 'should be a string', 'it is left out'));
  if (link !== undefined && link !== null) {
    const feil = isRecord(link) && tekst(link.url) ? linkProblem(link.url.trim()) : undefined;
    if (feil) {
      problems.push({ key: `${path}.link.url`, message: `Config item ${path}.link.url: ${feil}`, feil });
    } else if (
      isRecord(link) &&
      tekst(link.url) &&
      tekst(link.urlText) &&
      (link.external === undefined || typeof link.external === 'boolean')
    ) {
      item.link = { url: link.url, urlText: link.urlText, ...(link.external === undefined ? {} : { external: link.external }) };
    } else {
      problems.push(problem(`${path}.link`, 'should be { url, urlText, external? }', 'it is left out'));
    }
  }
  return item;
}

const sporsmalene = (list: readonly unknown[], path: string, problems: ConfigProblem[]): FinnerIkkeForsikringItem[] =>
  list.flatMap((value, index) => sporsmal(value, `${path}[${index}]`, problems) ?? []);

/**
 * Reads `finnerIkkeForsikringConfig` in every shape a CMS editor may give it, checking each
 * question (a warning per bad one, which is left out; a bad link or description is left out of
 * its question):
 * - the spec's reading (§3: "title, description, link"), a list of questions:
 *   `[{ title, description, link?: { url, urlText, external? } }]`;
 * - one such question on its own: `{ title, description, link }` (an object with `link` and no `items`);
 * - the section with its questions: `{ title?, description?, items: [question, …] }` (or without `items`:
 *   the section's heading and text only).
 * The heading defaults to 'Finner du ikke forsikringene dine?'. Read when the overview's lower half
 * first shows, not with the rest of the config: this reader is no first-screen code (issue 35).
 */
export function readFinnerIkkeForsikring(value: unknown, problems: ConfigProblem[]): FinnerIkkeForsikringConfig {
  const tom: FinnerIkkeForsikringConfig = { title: FINNER_IKKE_TITTEL, description: '', items: [] };
  if (value === undefined || value === null) return tom;
  if (Array.isArray(value)) return { ...tom, items: sporsmalene(value, KEY, problems) };
  if (!isRecord(value)) {
    problems.push(problem(KEY, 'should be a list of questions or an object', 'no questions are shown'));
    return tom;
  }
  if (value.items === undefined && value.link !== undefined) {
    return { ...tom, items: sporsmalene([value], KEY, problems) };
  }
  const title = tekst(value.title) ? value.title : FINNER_IKKE_TITTEL;
  if (value.title !== undefined && !tekst(value.title)) problems.push(problem(`${KEY}.title`, 'should be a text', 'the default is used'));
  const description = typeof value.description === 'string' ? value.description : '';
  if (value.items !== undefined && !Array.isArray(value.items)) {
    problems.push(problem(`${KEY}.items`, 'should be a list of questions', 'no questions are shown'));
    return { title, description, items: [] };
  }
  return { title, description, items: sporsmalene(Array.isArray(value.items) ? value.items : [], `${KEY}.items`, problems) };
}
