/// <reference types="mocha" />
import { expect } from 'chai';
import { expectNoAxeViolations } from '../helpers/axe.ts';
import { API, loadBundle, mount } from '../helpers/portal.ts';
import { apiRequests, overrideApi, resetBackend } from '../helpers/backend.ts';
import { acceptStatistics } from '../helpers/analytics.ts';
import { waitFor } from '../helpers/wait.ts';
import { oversiktRoot, seksjon, sporsmal, sporsmalKnapper, tekst } from './felles.ts';

// One page: a brand outside the eika family, no agreements and a source down; the control group
// for recommendations; no tasks; an accordion of 3.
const analytics: CustomEvent[] = [];
addEventListener('kfp-analytics', (event) => analytics.push(event as CustomEvent));

before(async () => {
  await resetBackend('skadekunde');
  await overrideApi('GET', `${API}/avtaleoversikt/avtaler`, {
    status: 200,
    body: { avtaler: [], monthlySum: 0, yearlySum: 0, systemSourceError: true },
  });
  await overrideApi('GET', `${API}/avtaleoversikt/tilbud`, { status: 200, body: { tilbud: [] } });
  // A task read fails too: still one banner, the partial outage's.
  await overrideApi('GET', `${API}/oversikt/helseerklaering`, { status: 404, body: { message: 'Feil' } });
  await overrideApi('GET', `${API}/oversikt/aksepttilbud`, { status: 200, body: { antall: 0 } });
  await overrideApi('GET', `${API}/oversikt/meldinger`, { status: 200, body: { hasUlesteMeldinger: false } });
  await overrideApi('GET', `${API}/motor/oppgaver/motoroppgaver`, { status: 200, body: [] });
  await overrideApi('GET', `${API}/nbo/produktanbefaling`, {
    status: 200,
    body: { scores: [{ nextBestOfferProdukt: 'HUS', score: 0.9 }], controlgroup: true, fallback: true },
  });
  acceptStatistics('none');
  await loadBundle({ distributor: 'none', finnerIkkeForsikringConfig: sporsmal(3) });
  mount('<main><kfp-oversikt></kfp-oversikt></main>');
});

describe('kfp-oversikt with a source down and no agreements', () => {
  it("says 'Noen av systemene våre er nede...' in one banner, and that there are no agreements, with Kjøp forsikring", async () => {
    const root = await oversiktRoot();
    const banner = await waitFor(() =>
      [...root.querySelectorAll('.kfp-alert')].find((el) => tekst(el).includes('Noen av systemene våre er nede...')),
    );
    expect(banner.querySelector('h2')?.textContent, 'its title is a heading (issue 33)').to.equal('Noen av systemene våre er nede...');
    const del = await waitFor(() => {
      const s = seksjon(root, 'Forsikringene dine');
      return s && tekst(s).includes('Du har ingen forsikringer hos oss ennå.') ? s : null;
    });
    expect(del.querySelectorAll('a')).to.have.length(1);
    expect(root.querySelector('dl')).to.equal(null);
    expect(root.querySelectorAll('.kfp-alert')).to.have.length(1);
    expect(tekst(root)).not.to.contain('Vi opplever for tiden problemer');
  });

  it('shows no task cards when there are none', async () => {
    const root = await oversiktRoot();
    await waitFor(async () => (await apiRequests()).some((r) => r.path === `${API}/motor/oppgaver/motoroppgaver`));
    expect(seksjon(root, 'Oppgaver')).to.equal(null);
  });

  it('never asks the eika integration for a brand outside the eika family', async () => {
    const paths = (await apiRequests()).map((r) => r.path);
    expect(paths.filter((p) => p.includes('eikaintegrasjon'))).to.deep.equal([]);
  });

  it('shows no recommendations to the control group, and says so to analytics', async () => {
    const root = await oversiktRoot();
    const payload = await waitFor(() => analytics.find((e) => e.detail.event === 'Anbefaling'));
    expect(payload.detail.properties).to.include({ controlGroup: true, presentedNboModule: false, fallback: true });
    expect(seksjon(root, 'Anbefalt for deg')).to.equal(null);
  });

  it('shows all 3 questions with no Vis flere spørsmål', async () => {
    const root = await oversiktRoot();
    expect(sporsmalKnapper(root)).to.have.length(3);
    expect([...root.querySelectorAll('button')].some((b) => b.textContent === 'Vis flere spørsmål')).to.equal(false);
  });

  it('has no axe violations in the empty state', async () => {
    await expectNoAxeViolations(document.body);
  });
});
