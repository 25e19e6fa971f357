// Editors' mistakes on a test host (issue 34): each is named in a console warning with '[kfp]' and a
// "did you mean", and shown in the element as a note for the editor. (Production: feil-produksjon.)
import { expect } from 'chai';
import { findByShadowRole } from 'shadow-dom-testing-library';
import { expectNoAxeViolations } from '../helpers/axe.ts';
import { editorMistakesPage } from '../helpers/redaktorfeil.ts';
import { waitFor } from '../helpers/wait.ts';

/** The editor's note in `host`, found by its role and name. */
async function notat(host: Element): Promise<string> {
  const note = await findByShadowRole(host as HTMLElement, 'note', {
    name: 'Til redaktøren: noe er satt opp feil her (kunder ser ikke denne meldingen)',
  });
  return note.textContent ?? '';
}

describe('editors’ mistakes on a test host', () => {
  const feil = editorMistakesPage(
    { distributer: 'eika', features: { hasDirekteinnloging: true } },
    { expectProblems: ['distributer', 'features.hasDirekteinnloging'] },
  );
  const advarsler = feil.warnings;
  const side = () => feil.page;

  it('a misspelled config key: a warning with the key it may have meant, and a note', async () => {
    await waitFor(() => advarsler.includes('[kfp] unknown config key "distributer": did you mean "distributor"?'));
    await waitFor(() =>
      advarsler.includes('[kfp] unknown config key "features.hasDirekteinnloging": did you mean "features.hasDirekteinnlogging"?'),
    );
    const kjopsinnganger = side().querySelector('kfp-kjopsinnganger')!;
    // Shown in the element that connected first (the bundle registers kfp-kjopsinnganger before the others here).
    await waitFor(async () =>
      (await notat(kjopsinnganger)).includes(
        'Konfigurasjonen har nøkkelen «distributer», som ikke finnes og blir oversett. Mente du «distributor»?',
      ),
    );
  });

  it('an attribute the tag does not have: a warning with the one it may have meant, and a note', async () => {
    await waitFor(() => advarsler.includes('[kfp] <kfp-kjopsinnganger> has no attribute "heading-levl": did you mean "heading-level"?'));
    expect(await notat(side().querySelector('kfp-kjopsinnganger')!)).to.include(
      '<kfp-kjopsinnganger> har ikke attributtet «heading-levl», så det virker ikke. Mente du «heading-level»?',
    );
  });

  it('<kfp-login> without its flag: a warning naming the flag, a note, and the not-found page under it', async () => {
    await waitFor(() =>
      advarsler.includes(
        '[kfp] <kfp-login> needs "features": { "hasDirekteinnlogging": true } in the config; without it customers see the not-found page',
      ),
    );
    const login = side().querySelector('kfp-login')!;
    expect(await notat(login)).to.include('<kfp-login> trenger "features": { "hasDirekteinnlogging": true } i konfigurasjonen.');
    await waitFor(() => login.shadowRoot?.querySelector('kfp-feilside[type="ikke-funnet"]'));
    await expectNoAxeViolations(login);
  });

  it('a misspelled feedback preset: a warning with the preset it may have meant, and a note where the widget would be', async () => {
    await waitFor(() =>
      advarsler.includes(
        '[kfp] <kfp-feedback> unknown question "hvor-fornoid": did you mean "hvor-fornoyd"? (until then the widget is hidden)',
      ),
    );
    const feedback = side().querySelector('kfp-feedback')!;
    expect(await notat(feedback)).to.include(
      'Spørsmålet «hvor-fornoid» finnes ikke, så tilbakemeldingsskjemaet vises ikke. Mente du «hvor-fornoyd»?',
    );
    await expectNoAxeViolations(feedback);
  });

  it('a misspelled tag: a warning with the tag it may have meant, and a note in its place', async () => {
    await waitFor(() => advarsler.includes('[kfp] unknown tag <kfp-oversigt>: did you mean <kfp-oversikt>?'));
    expect(await notat(side().querySelector('kfp-oversigt')!)).to.include(
      'Taggen <kfp-oversigt> finnes ikke, så her vises ingenting. Mente du <kfp-oversikt>?',
    );
  });

  it('names each mistake once', async () => {
    await waitFor(() => advarsler.filter((advarsel) => advarsel.startsWith('[kfp] ')).length >= 6);
    const egne = advarsler.filter((advarsel) => advarsel.startsWith('[kfp] '));
    expect(egne.length).to.equal(new Set(egne).size);
    expect(egne).to.have.length(6);
  });
});
