/// <reference types="mocha" />
// The agreements read never answers (issue 23 point 2): after a short bound the overview shows what
// does not need the agreements (the lower parts, the purchase entries, the feedback widget), while
// the agreements keep their place with their placeholder.
import { expect } from 'chai';
import { API, loadBundle, mount } from '../helpers/portal.ts';
import { overrideApi, resetBackend } from '../helpers/backend.ts';
import { waitFor } from '../helpers/wait.ts';
import { oversiktRoot, seksjon, sporsmal, tekst } from './felles.ts';

before(async () => {
  await resetBackend('skadekunde');
  // Longer than the client's own timeout: for the page, it never answers.
  await overrideApi('GET', `${API}/avtaleoversikt/avtaler`, {
    status: 200,
    body: { avtaler: [], monthlySum: 0, yearlySum: 0 },
    delayMs: 120_000,
  });
  await loadBundle({ distributor: 'none', finnerIkkeForsikringConfig: sporsmal(3) });
  mount('<main><kfp-oversikt></kfp-oversikt></main>');
});

describe('kfp-oversikt while the agreements read hangs', function () {
  this.timeout(20_000);

  it('shows the tasks, the lower parts, the purchase entries and the feedback widget while the agreements still load', async () => {
    const root = await oversiktRoot();
    const kjop = await waitFor(() => root.querySelector('kfp-kjopsinnganger'));
    expect(root.querySelector('kfp-feedback')).to.not.equal(null);
    expect(seksjon(root, 'Finner du ikke forsikringene dine?')).to.not.equal(null);
    expect(seksjon(root, 'Oppgaver')).to.not.equal(null);
    // The agreements are still loading, in their place above.
    const avtaler = seksjon(root, 'Forsikringene dine')!;
    expect(avtaler.getAttribute('aria-busy')).to.equal('true');
    expect(tekst(avtaler)).to.contain('Laster forsikringene dine');
    expect(avtaler.compareDocumentPosition(kjop) & Node.DOCUMENT_POSITION_FOLLOWING).to.not.equal(0);
    // The purchase entries render their own content (the element is upgraded).
    await waitFor(() => kjop.shadowRoot?.querySelector('h2'));
  });
});
