/// <reference types="mocha" />
// One page: finnerIkkeForsikringConfig in the spec's shape, a list of questions with title,
// description and link, one of them broken.
import { expect } from 'chai';
import { findByShadowRole } from 'shadow-dom-testing-library';
import { expectNoAxeViolations } from '../helpers/axe.ts';
import { resetBackend } from '../helpers/backend.ts';
import { loadBundle, mount } from '../helpers/portal.ts';
import { waitFor } from '../helpers/wait.ts';
import { oversiktRoot, seksjon, sporsmalKnapper } from './felles.ts';

const advarsler: string[] = [];

before(async () => {
  const warn = console.warn.bind(console);
  console.warn = (...args: unknown[]) => {
    advarsler.push(args.map(String).join(' '));
    warn(...args);
  };
  await resetBackend('skadekunde');
  await loadBundle(
    {
      distributor: 'none',
      finnerIkkeForsikringConfig: [
        {
          title: 'Er forsikringen nylig kjøpt?',
          description: 'Det kan ta et døgn før den vises.',
          link: { url: '/privat/forsikring/hjelp', urlText: 'Les mer om nye forsikringer' },
        },
        { title: 'Er forsikringen kjøpt gjennom jobben?', description: 'Forsikringer fra arbeidsgiveren vises ikke her.' },
        { description: 'Et spørsmål uten tittel' },
        { title: 'Er forsikringen i et annet selskap?', description: 'Vi viser bare forsikringer du har hos oss.' },
        { title: 'Er du medforsikret?', description: 'Da står forsikringen på en annen.' },
        { title: 'Har du byttet bank?', description: 'Ta kontakt med oss.' },
      ],
    },
    { expectProblems: ['finnerIkkeForsikringConfig[2]'] },
  );
  mount('<main><kfp-oversikt></kfp-oversikt></main>');
});

describe("finnerIkkeForsikringConfig as a list of questions (spec §3's reading)", () => {
  it("shows the accordion 'Finner du ikke forsikringene dine?' with 3 of the 5 good questions, the rest behind 'Vis flere spørsmål'", async () => {
    const root = await oversiktRoot();
    const del = await waitFor(() => seksjon(root, 'Finner du ikke forsikringene dine?'));
    await waitFor(() => sporsmalKnapper(root).length === 3);
    (await findByShadowRole(del, 'button', { name: 'Vis flere spørsmål' })).click();
    await waitFor(() => sporsmalKnapper(root).length === 5);
    expect(sporsmalKnapper(root).map((knapp) => knapp.textContent)).to.deep.equal([
      'Er forsikringen nylig kjøpt?',
      'Er forsikringen kjøpt gjennom jobben?',
      'Er forsikringen i et annet selskap?',
      'Er du medforsikret?',
      'Har du byttet bank?',
    ]);
  });

  it("keeps a question's link", async () => {
    const root = await oversiktRoot();
    sporsmalKnapper(root)[0]!.click();
    const lenke = await findByShadowRole(root as unknown as HTMLElement, 'link', { name: 'Les mer om nye forsikringer' });
    expect(lenke.getAttribute('href')).to.equal('/privat/forsikring/hjelp');
  });

  it('warns on the console about the question it left out, by its place in the list', () => {
    expect(advarsler.filter((tekst) => tekst.includes('finnerIkkeForsikringConfig[2]'))).to.have.length(1);
  });

  it('has no axe violations', async () => {
    await expectNoAxeViolations(document.body);
  });
});
