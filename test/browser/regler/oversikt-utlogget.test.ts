/// <reference types="mocha" />
// One page: a visitor who is not logged in, on the overview. Spec §2 puts the feedback widget on
// the overview and calls it "shown to visitors": it shows, and works, without a login, like the
// accordion and the purchase entries (the customer's own parts stay away, oversikt/utlogget.test.ts).
// The accordion's items open and close in spec §4's 150 ms.
import { expect } from 'chai';
import { findByShadowRole, findByShadowText } from 'shadow-dom-testing-library';
import { expectNoAxeViolations } from '../helpers/axe.ts';
import { apiRequests, resetBackend } from '../helpers/backend.ts';
import { holderAv } from '../helpers/finn.ts';
import { API, loadBundle, mount } from '../helpers/portal.ts';
import { waitFor } from '../helpers/wait.ts';

const hendelser: { detail: unknown }[] = [];
document.addEventListener('kfp-feedback', (event) => hendelser.push({ detail: (event as CustomEvent).detail }));

/** The longest duration in a computed `transition-duration`, in ms. */
const lengsteMs = (verdi: string) => Math.max(...verdi.split(',').map((del) => parseFloat(del) * (del.trim().endsWith('ms') ? 1 : 1000)));

before(async () => {
  await resetBackend('utlogget');
  await loadBundle({
    finnerIkkeForsikringConfig: {
      title: 'Finner du ikke forsikringene dine?',
      description: 'Her er noen vanlige grunner.',
      items: [
        { title: 'Forsikringen er nylig kjøpt', description: 'Det kan ta noen dager før den vises her.' },
        { title: 'Forsikringen er i et annet selskap', description: 'Da finner du den hos det selskapet.' },
      ],
    },
  });
  mount('<main><kfp-oversikt></kfp-oversikt></main>');
});

describe('the overview for a visitor who is not logged in', () => {
  it("shows the feedback widget, and sends the visitor's answer to the host and to POST feedback/", async () => {
    // The widget's place by a plain DOM search first, then roles within it: role queries over every
    // shadow root of the overview, polled, starved WebKitGTK past the wait under load (issue 36).
    const widget = await holderAv('legend', 'Fikk du gjort det du skulle?');
    const sporsmal = await findByShadowRole(widget, 'radiogroup', { name: 'Fikk du gjort det du skulle?' });
    await expectNoAxeViolations(document.body);
    (await findByShadowRole(sporsmal, 'radio', { name: 'Ja' })).click();
    (await findByShadowRole(widget, 'button', { name: 'Send' })).click();
    await findByShadowText(widget, 'Takk for tilbakemeldingen!');
    expect(hendelser.map(({ detail }) => detail)).to.deep.equal([{ feedbackValue: 'ja', intentionalSubmit: true }]);
    const post = await waitFor(async () =>
      (await apiRequests()).find((request) => request.method === 'POST' && request.path === `${API}/feedback/`),
    );
    expect(post.body).to.deep.include({ feedbackValue: 'ja', productCode: 'forsikringsoversikt' });
  });

  it('opens and closes an accordion item in 150 ms (spec §4)', async () => {
    const knapp = await findByShadowRole(await holderAv('button', 'Forsikringen er nylig kjøpt'), 'button', {
      name: 'Forsikringen er nylig kjøpt',
    });
    const panel = await waitFor(() => (knapp.getRootNode() as ShadowRoot).getElementById(knapp.getAttribute('aria-controls') ?? ''));
    expect(knapp.getAttribute('aria-expanded')).to.equal('false');
    expect(lengsteMs(getComputedStyle(panel).transitionDuration), 'closed, about to open').to.equal(150);
    knapp.click();
    await waitFor(() => knapp.getAttribute('aria-expanded') === 'true');
    expect(lengsteMs(getComputedStyle(panel).transitionDuration), 'open, about to close').to.equal(150);
    knapp.click();
    await waitFor(() => knapp.getAttribute('aria-expanded') === 'false');
  });
});
