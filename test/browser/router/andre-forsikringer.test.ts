import { expect } from 'chai';
import { findByShadowRole, queryAllByShadowRole } from 'shadow-dom-testing-library';
import { expectNoAxeViolations } from '../helpers/axe.ts';
import { resetBackend } from '../helpers/backend.ts';
import { goTo, loadBundle, mount } from '../helpers/portal.ts';

describe('kfp-router /andre-forsikringer', () => {
  const warnings: string[] = [];
  const warn = console.warn;
  before(() => {
    console.warn = (...args: unknown[]) => {
      warnings.push(args.map(String).join(' '));
      warn.apply(console, args);
    };
  });
  after(() => {
    console.warn = warn;
  });

  it('shows the configured cards with their links, dropping unsafe and plain http ones', async () => {
    await resetBackend('skadekunde');
    await loadBundle(
      {
        andreForsikringer: [
          {
            title: 'Kortforsikring',
            description: 'Forsikring av bankkort.',
            meldSkadeUrl: '/privat/forsikring/skade/meld-skade',
            lesMerUrl: 'https://www.eika.no/kort',
          },
          { title: 'Gjeldsforsikring', description: 'Dekker lånet ditt.', lesMerUrl: 'javascript:alert(1)' },
          {
            title: 'Reiseforsikring',
            description: 'Gjennom kortet ditt.',
            lesMerUrl: 'http://www.eika.no/reise',
            meldSkadeUrl: 'http://www.eika.no/meld',
          },
        ],
      },
      { expectProblems: ['andreForsikringer[1].lesMerUrl', 'andreForsikringer[2].meldSkadeUrl', 'andreForsikringer[2].lesMerUrl'] },
    );
    goTo('/privat/forsikring/oversikt/andre-forsikringer');
    mount('<kfp-router no-chrome></kfp-router>');
    await findByShadowRole(document.body, 'heading', { name: 'Andre forsikringer', level: 1 });
    await findByShadowRole(document.body, 'heading', { name: 'Kortforsikring', level: 2 });
    const meldSkade = await findByShadowRole(document.body, 'link', { name: 'Meld skade på Kortforsikring (åpnes i ny fane)' });
    expect(meldSkade.getAttribute('href')).to.equal('/privat/forsikring/skade/meld-skade');
    expect(meldSkade.getAttribute('target'), 'the claims app is outside the portal').to.equal('_blank');
    expect((await findByShadowRole(document.body, 'link', { name: 'Les mer om Kortforsikring' })).getAttribute('href')).to.equal(
      'https://www.eika.no/kort',
    );
    expect(queryAllByShadowRole(document.body, 'link', { name: /Gjeldsforsikring/ })).to.have.length(0);
    // A lead sentence under the heading, and an icon on each link.
    const side = meldSkade.getRootNode() as ShadowRoot;
    expect(side.querySelector('h1 + .kfp-lead')?.textContent).to.equal(
      'Her er forsikringer du har gjennom andre ordninger. Meld skade eller les mer om hver av dem.',
    );
    for (const lenke of side.querySelectorAll('.kfp-andre__lenker a')) {
      expect(lenke.querySelector('svg[data-icon]'), `${lenke.textContent} has an icon`).to.not.equal(null);
    }
    // Plain http (spec §5): the card shows, without a link, and the editor is told with the spec's words.
    await findByShadowRole(document.body, 'heading', { name: 'Reiseforsikring', level: 2 });
    expect(queryAllByShadowRole(document.body, 'link', { name: /Reiseforsikring/ })).to.have.length(0);
    expect(warnings.filter((w) => w.includes('Plain text http is not allowed.'))).to.have.length(2);
    expect(warnings.some((w) => w.includes('andreForsikringer[1].lesMerUrl: URL is not valid.'))).to.equal(true);
    await expectNoAxeViolations();
  });
});
