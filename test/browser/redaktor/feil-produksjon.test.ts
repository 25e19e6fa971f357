// Editors' mistakes on a host that is not a listed test host (issue 34): named in the console, never
// shown to customers, who get each element's normal state. The page's host is here in none of the
// config's lists, as a bank's production site the config forgot would be: a note only on hosts
// listed as QA or dev (a test host: feil-testvert).
import { expect } from 'chai';
import { editorMistakesPage } from '../helpers/redaktorfeil.ts';
import { shadowRoots } from '../helpers/reflow.ts';
import { waitFor } from '../helpers/wait.ts';

describe('editors’ mistakes on a host not listed as a test host', () => {
  // This page's host is in none of the config's lists of hosts.
  const feil = editorMistakesPage(
    { distributer: 'eika', miljoer: { production: [], qa: [], dev: [] } },
    { expectProblems: ['distributer'] },
  );

  it('warns about each mistake, and shows no note: the customer sees the normal state', async () => {
    for (const advarsel of [
      '[kfp] unknown config key "distributer": did you mean "distributor"?',
      '[kfp] <kfp-kjopsinnganger> has no attribute "heading-levl": did you mean "heading-level"?',
      '[kfp] <kfp-login> needs "features": { "hasDirekteinnlogging": true } in the config; without it customers see the not-found page',
      '[kfp] <kfp-feedback> unknown question "hvor-fornoid": did you mean "hvor-fornoyd"? (until then the widget is hidden)',
      '[kfp] unknown tag <kfp-oversigt>: did you mean <kfp-oversikt>?',
    ]) {
      await waitFor(() => feil.warnings.includes(advarsel));
    }
    expect(shadowRoots(document).flatMap((root) => [...root.querySelectorAll('[data-kfp-redaktorfeil], [role="note"]')])).to.have.length(0);
    const side = feil.page;
    expect(side.querySelector('kfp-oversigt')!.shadowRoot).to.equal(null);
    await waitFor(() => side.querySelector('kfp-login')!.shadowRoot?.querySelector('kfp-feilside[type="ikke-funnet"]'));
    await waitFor(() => side.querySelector('kfp-kjopsinnganger')!.shadowRoot?.querySelector('h1'));
  });
});
