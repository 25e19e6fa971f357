/// <reference types="mocha" />
// Editors' mistakes in tags a CMS adds after the first content (issue 34): checked as they come, as
// the tags in the page's markup are (feil-testvert), with the console warning and, on a test host,
// the note for the editor. A correct tag added later gets neither.
import { expect } from 'chai';
import { findByShadowRole } from 'shadow-dom-testing-library';
import { expectNoAxeViolations } from '../helpers/axe.ts';
import { resetBackend } from '../helpers/backend.ts';
import { loadBundle, mount } from '../helpers/portal.ts';
import { waitFor } from '../helpers/wait.ts';

const advarsler: string[] = [];
const ekteWarn = console.warn;
const NOTAT = 'Til redaktøren: noe er satt opp feil her (kunder ser ikke denne meldingen)';

describe('editors’ mistakes in tags added after the first content', function () {
  this.timeout(30_000);
  let side: HTMLElement;

  before(async () => {
    console.warn = (...args: unknown[]) => {
      advarsler.push(args.map(String).join(' '));
      ekteWarn.apply(console, args);
    };
    await resetBackend('utlogget');
    // One mistake in the page's own markup: its warning says the page's checks have run.
    side = mount('<kfp-feilside typ="generell"></kfp-feilside>');
    await loadBundle();
    await waitFor(() => advarsler.includes('[kfp] <kfp-feilside> has no attribute "typ": did you mean "type"?'));
  });

  after(() => {
    console.warn = ekteWarn;
  });

  it('names a misspelled tag and a misspelled attribute in a block the CMS adds, with a note in each', async () => {
    // A block as a CMS adds it: the tags inside another element, in one go.
    const blokk = document.createElement('div');
    const seksjon = document.createElement('section');
    const feilskrevet = document.createElement('kfp-kjopsinnganger');
    feilskrevet.setAttribute('heading-levl', '2');
    seksjon.append(document.createElement('kfp-oversigt'), feilskrevet);
    blokk.append(seksjon);
    side.append(blokk);
    await waitFor(() => advarsler.includes('[kfp] unknown tag <kfp-oversigt>: did you mean <kfp-oversikt>?'));
    await waitFor(() => advarsler.includes('[kfp] <kfp-kjopsinnganger> has no attribute "heading-levl": did you mean "heading-level"?'));
    const kjop = blokk.querySelector('kfp-kjopsinnganger') as HTMLElement;
    const note = await findByShadowRole(kjop, 'note', { name: NOTAT });
    expect(note.textContent).to.include(
      '<kfp-kjopsinnganger> har ikke attributtet «heading-levl», så det virker ikke. Mente du «heading-level»?',
    );
    const ukjent = await findByShadowRole(blokk.querySelector('kfp-oversigt') as HTMLElement, 'note', { name: NOTAT });
    expect(ukjent.textContent).to.include('Taggen <kfp-oversigt> finnes ikke, så her vises ingenting. Mente du <kfp-oversikt>?');
    await waitFor(() => kjop.shadowRoot?.querySelector('h2'));
    await expectNoAxeViolations(blokk);
  });

  it('says nothing about a correct tag added later', async () => {
    const antall = advarsler.filter((advarsel) => advarsel.startsWith('[kfp] ')).length;
    const riktig = document.createElement('kfp-kjopsinnganger');
    riktig.setAttribute('heading-level', '3');
    side.append(riktig);
    await waitFor(() => riktig.shadowRoot?.querySelector('h3'));
    // A tag with a mistake added after it is named, so the correct one had its turn before.
    const feil = document.createElement('kfp-kjopsinnganger');
    feil.setAttribute('heading-levle', '3');
    side.append(feil);
    await waitFor(() => advarsler.includes('[kfp] <kfp-kjopsinnganger> has no attribute "heading-levle": did you mean "heading-level"?'));
    expect(advarsler.filter((advarsel) => advarsel.startsWith('[kfp] ')).length).to.equal(antall + 1);
    expect(riktig.shadowRoot?.querySelector('[role="note"]')).to.equal(null);
  });
});
