/// <reference types="mocha" />
// Issue 33: the agreements' failure was spoken in two bursts (the phone number, which comes a moment
// later, was inside the alert) and 'Prøv igjen' turning into 'Vennligst vent' inside it was spoken
// assertively. Only the message is the alert now: spoken once, whole, each time it comes.
import { expect } from 'chai';
import { resetBackend, overrideApi, countRequests } from '../helpers/backend.ts';
import { lyttEtterKunngjoringer } from '../helpers/kunngjoringer.ts';
import { API, loadBundle, mount } from '../helpers/portal.ts';
import { waitFor } from '../helpers/wait.ts';
import { tekst } from './felles.ts';

const MELDING = 'En feil oppsto ved henting av forsikringene dine Feilen er trolig midlertidig og ligger hos oss. Prøv igjen om litt.';

before(async () => {
  await resetBackend('skadekunde');
  await overrideApi('GET', `${API}/avtaleoversikt/avtaler`, { status: 400, body: { message: 'Feil' }, delayMs: 300 });
  await loadBundle();
});

describe("the agreements' failure, as a screen reader hears it", function () {
  this.timeout(20_000);

  it("is one alert with the message only, and 'Prøv igjen' speaks no 'Vennligst vent'", async () => {
    const container = mount('<main><kfp-oversikt></kfp-oversikt></main>');
    const root = await waitFor(() => container.querySelector('kfp-oversikt')?.shadowRoot);
    const lytter = lyttEtterKunngjoringer(root);
    const boks = await waitFor(() => [...root.querySelectorAll('.kfp-alert')].find((el) => tekst(el).includes('En feil oppsto')));
    // The phone number has come (it is read after the message showed).
    await waitFor(() => boks.querySelector('a[href^="tel:"]'));
    const knapp = await waitFor(() => [...boks.querySelectorAll('button')].find((b) => tekst(b) === 'Prøv igjen'));
    knapp.click();
    await waitFor(async () => (await countRequests('GET', `${API}/avtaleoversikt/avtaler`)) === 2);
    await waitFor(() => [...root.querySelectorAll('button')].find((b) => tekst(b) === 'Prøv igjen'));
    lytter.stopp();
    const omFeilen = (t: string) =>
      t.includes('En feil oppsto') || t.includes('Vennligst vent') || t.includes('Ring oss') || t.includes('+47');
    expect(lytter.kunngjort.filter(omFeilen), 'no change inside a live region spoken later').to.deep.equal([]);
    expect(lytter.fyltVedInnsetting.filter(omFeilen), 'the alert each time it came, whole').to.deep.equal([MELDING, MELDING]);
  });
});
