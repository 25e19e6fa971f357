import { describe, expect, it } from 'vitest';
import { FINNER_IKKE_TITTEL, readFinnerIkkeForsikring } from '../../../src/config/finner-ikke-forsikring.ts';
import { readConfig } from '../../../src/config/index.ts';
import type { ConfigProblem } from '../../../src/config/read-config.ts';

const les = (value: unknown) => {
  const problems: ConfigProblem[] = [];
  return { resultat: readFinnerIkkeForsikring(value, problems), problems };
};
const lenke = { url: 'https://www.eksempel.no/hjelp', urlText: 'Les mer', external: true };

describe('finnerIkkeForsikringConfig in every shape a CMS editor may give it', () => {
  it("the spec's reading: a list of questions with title, description and link", () => {
    const { resultat, problems } = les([
      { title: 'Nylig kjøpt?', description: 'Det tar et døgn.', link: lenke },
      { title: 'Kjøpt gjennom jobben?', description: 'Vises ikke her.' },
    ]);
    expect(problems).toEqual([]);
    expect(resultat).toEqual({
      title: FINNER_IKKE_TITTEL,
      description: '',
      items: [
        { title: 'Nylig kjøpt?', description: 'Det tar et døgn.', link: lenke },
        { title: 'Kjøpt gjennom jobben?', description: 'Vises ikke her.' },
      ],
    });
  });

  it('one question on its own keeps its link', () => {
    const { resultat, problems } = les({ title: 'Nylig kjøpt?', description: 'Det tar et døgn.', link: lenke });
    expect(problems).toEqual([]);
    expect(resultat.items).toEqual([{ title: 'Nylig kjøpt?', description: 'Det tar et døgn.', link: lenke }]);
    expect(resultat.title).toBe(FINNER_IKKE_TITTEL);
  });

  it("today's shape: the section's heading and text with its items", () => {
    const { resultat, problems } = les({
      title: 'Mangler noe?',
      description: 'Vanlige grunner.',
      items: [{ title: 'A', description: 'a' }],
    });
    expect(problems).toEqual([]);
    expect(resultat).toEqual({ title: 'Mangler noe?', description: 'Vanlige grunner.', items: [{ title: 'A', description: 'a' }] });
  });

  it('nothing given: the heading and no questions', () => {
    expect(les(undefined)).toEqual({ resultat: { title: FINNER_IKKE_TITTEL, description: '', items: [] }, problems: [] });
  });

  it('warns once per bad question, leaves it out and keeps the rest', () => {
    const { resultat, problems } = les([
      { title: 'God', description: 'x' },
      { description: 'uten tittel' },
      'tekst',
      { title: 'Også god', description: 'y' },
    ]);
    expect(resultat.items.map((item) => item.title)).toEqual(['God', 'Også god']);
    expect(problems.map((problem) => problem.key)).toEqual(['finnerIkkeForsikringConfig[1]', 'finnerIkkeForsikringConfig[2]']);
    expect(problems[0]?.message).toContain('needs a title');
  });

  it('a bad link or description is left out of its question, with a warning', () => {
    const { resultat, problems } = les({
      items: [
        { title: 'A', description: 'a', link: { url: 'https://x.no' } },
        { title: 'B', description: 5, link: { url: '/b', urlText: 'B', external: 'ja' } },
      ],
    });
    expect(resultat.items).toEqual([
      { title: 'A', description: 'a' },
      { title: 'B', description: '' },
    ]);
    expect(problems.map((problem) => problem.key)).toEqual([
      'finnerIkkeForsikringConfig.items[0].link',
      'finnerIkkeForsikringConfig.items[1].description',
      'finnerIkkeForsikringConfig.items[1].link',
    ]);
  });

  it('items that are not a list, or a value of another kind, give no questions and a warning', () => {
    expect(les({ items: 'mange' }).problems.map((p) => p.key)).toEqual(['finnerIkkeForsikringConfig.items']);
    expect(les('tekst')).toMatchObject({ resultat: { items: [] }, problems: [{ key: 'finnerIkkeForsikringConfig' }] });
  });

  it('says what is wrong and what is done instead, word for word', () => {
    expect(les([{ description: 'uten tittel' }]).problems).toEqual([
      {
        key: 'finnerIkkeForsikringConfig[0]',
        message: 'Config item finnerIkkeForsikringConfig[0] needs a title (and a description); the question is left out.',
      },
    ]);
    expect(les([{ title: 'A', description: 5, link: 'https://x.no' }]).problems).toEqual([
      {
        key: 'finnerIkkeForsikringConfig[0].description',
        message: 'Config item finnerIkkeForsikringConfig[0].description should be a string; it is left out.',
      },
      {
        key: 'finnerIkkeForsikringConfig[0].link',
        message: 'Config item finnerIkkeForsikringConfig[0].link should be { url, urlText, external? }; it is left out.',
      },
    ]);
    expect(les(5).problems).toEqual([
      {
        key: 'finnerIkkeForsikringConfig',
        message: 'Config item finnerIkkeForsikringConfig should be a list of questions or an object; no questions are shown.',
      },
    ]);
    expect(les({ title: 5, items: [] })).toEqual({
      resultat: { title: FINNER_IKKE_TITTEL, description: '', items: [] },
      problems: [
        {
          key: 'finnerIkkeForsikringConfig.title',
          message: 'Config item finnerIkkeForsikringConfig.title should be a text; the default is used.',
        },
      ],
    });
    expect(les({ title: 'Mangler noe?', description: 'Se her.', items: 'mange' })).toEqual({
      resultat: { title: 'Mangler noe?', description: 'Se her.', items: [] },
      problems: [
        {
          key: 'finnerIkkeForsikringConfig.items',
          message: 'Config item finnerIkkeForsikringConfig.items should be a list of questions; no questions are shown.',
        },
      ],
    });
  });

  it('takes null as nothing given, and a null question as a bad one', () => {
    expect(les(null)).toEqual({ resultat: { title: FINNER_IKKE_TITTEL, description: '', items: [] }, problems: [] });
    const { resultat, problems } = les([null, { title: 'A', description: 'a' }]);
    expect(resultat.items).toEqual([{ title: 'A', description: 'a' }]);
    expect(problems.map((problem) => problem.key)).toEqual(['finnerIkkeForsikringConfig[0]']);
  });

  it('leaves out a question whose title is only spaces', () => {
    expect(les([{ title: '   ', description: 'x' }]).resultat.items).toEqual([]);
  });

  it('takes a question without description, a link without external and a null link without a word', () => {
    const utenEkstern = { url: '/hjelp', urlText: 'Les mer' };
    const { resultat, problems } = les([
      { title: 'A', link: utenEkstern },
      { title: 'B', description: 'b', link: null },
    ]);
    expect(problems).toEqual([]);
    expect(resultat.items).toStrictEqual([
      { title: 'A', description: '', link: utenEkstern },
      { title: 'B', description: 'b' },
    ]);
  });

  it('leaves out a link without a usable address or text', () => {
    const { resultat, problems } = les([
      { title: 'A', description: 'a', link: { urlText: 'Les mer' } },
      { title: 'B', description: 'b', link: { url: '', urlText: 'Les mer' } },
      { title: 'C', description: 'c', link: { url: '/c', urlText: ' ' } },
    ]);
    expect(resultat.items).toEqual([
      { title: 'A', description: 'a' },
      { title: 'B', description: 'b' },
      { title: 'C', description: 'c' },
    ]);
    expect(problems).toHaveLength(3);
  });

  it("reads a section's heading and text without questions as a section, and one with questions and a link as a section too", () => {
    expect(les({ title: 'Mangler noe?', description: 'Ring oss.' })).toEqual({
      resultat: { title: 'Mangler noe?', description: 'Ring oss.', items: [] },
      problems: [],
    });
    expect(
      les({ title: 'Mangler noe?', description: 5, items: [{ title: 'A', description: 'a' }], link: { url: '/x', urlText: 'X' } }),
    ).toEqual({
      resultat: { title: 'Mangler noe?', description: '', items: [{ title: 'A', description: 'a' }] },
      problems: [],
    });
  });

  it('readConfig keeps it as given: the overview reads it when its lower half shows (issue 35: off the first screen)', () => {
    const given = [{ title: 'A', description: 'a', link: lenke }, {}];
    const { config, problems } = readConfig(JSON.stringify({ finnerIkkeForsikringConfig: given }));
    expect(config.finnerIkkeForsikringConfig).toEqual(given);
    expect(problems.map((problem) => problem.key)).not.toContain('finnerIkkeForsikringConfig[1]');
    expect(les(config.finnerIkkeForsikringConfig).problems.map((problem) => problem.key)).toEqual(['finnerIkkeForsikringConfig[1]']);
  });

  it('shows a question without a link whose address may not be used (spec §5), with the spec message', () => {
    const { resultat, problems } = les({
      title: 'Finner du ikke forsikringene dine?',
      description: '',
      items: [
        { title: 'A', description: 'a', link: { url: 'http://www.eika.no/kontakt', urlText: 'Kontakt oss' } },
        { title: 'B', description: 'b', link: { url: '/privat/forsikring/kontakt', urlText: 'Kontakt oss' } },
        { title: 'C', description: 'c', link: { url: 'javascript:alert(1)', urlText: 'Kontakt oss' } },
      ],
    });
    expect(resultat.items).toEqual([
      { title: 'A', description: 'a' },
      { title: 'B', description: 'b', link: { url: '/privat/forsikring/kontakt', urlText: 'Kontakt oss' } },
      { title: 'C', description: 'c' },
    ]);
    expect(problems.map((p) => [p.key, p.feil])).toEqual([
      ['finnerIkkeForsikringConfig.items[0].link.url', 'Plain text http is not allowed.'],
      ['finnerIkkeForsikringConfig.items[2].link.url', 'URL is not valid.'],
    ]);
  });
});
