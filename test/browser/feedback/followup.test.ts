import { expect } from 'chai';
import { findByShadowRole, findByShadowText } from 'shadow-dom-testing-library';
import { expectNoAxeViolations } from '../helpers/axe.ts';
import { resetBackend } from '../helpers/backend.ts';
import { cleanup, loadBundle, mount } from '../helpers/portal.ts';
import { waitFor } from '../helpers/wait.ts';
import { button, buttonsNamed, focusedIn, recordEvents, text, typeInto, widget, settled } from './feedback-helpers.ts';

const events = recordEvents();

const FOLLOWUP = JSON.stringify([
  {
    type: 'radio',
    label: 'Hvor ofte bruker du siden?',
    name: 'bruk',
    options: [
      { label: 'Daglig', value: 'daglig' },
      { label: 'Sjelden', value: 'sjelden' },
    ],
  },
  {
    type: 'checkbox',
    label: 'Hva brukte du?',
    options: [
      { label: 'Faktura', value: 'faktura' },
      { label: 'Tilbud', value: 'tilbud' },
    ],
  },
  { type: 'text', label: 'Hva kan bli bedre?' },
]);

async function submitMain(root: ShadowRoot) {
  (root.querySelector('input[value="ja"]') as HTMLInputElement).click();
  (await button(root, 'Send')).click();
  await findByShadowText(root as unknown as HTMLElement, 'Takk for tilbakemeldingen!');
}

describe('kfp-feedback: the follow-up and the contact form after it', () => {
  before(async () => {
    await resetBackend('skadekunde');
    await loadBundle();
  });
  afterEach(() => {
    cleanup();
    events.length = 0;
  });

  it('invites after the main feedback; "Nei takk" hides it and no contact form follows', async () => {
    mount(`<kfp-feedback followup='${FOLLOWUP}' contact></kfp-feedback>`);
    const root = await widget();
    expect(text(root)).not.to.contain('Har du tid');
    await submitMain(root);
    await findByShadowText(root as unknown as HTMLElement, 'Har du tid til å svare på noen flere spørsmål?');
    expect(text(root)).to.contain('Det tar kun et minutt');
    await settled();
    await expectNoAxeViolations(document.body);
    (await button(root, 'Nei takk')).click();
    await waitFor(() => !text(root).includes('Har du tid'));
    expect(text(root)).to.contain('Takk for tilbakemeldingen!');
    expect(text(root)).not.to.contain('Kan vi kontakte deg');
  });

  it('walks every step with focus on "Steg N av M", replaces a re-answered name, sends the list, thanks with focus, then asks for contact', async () => {
    const sameName = JSON.stringify([
      {
        type: 'radio',
        label: 'Hvor ofte bruker du siden?',
        name: 'bruk',
        options: [
          { label: 'Daglig', value: 'daglig' },
          { label: 'Sjelden', value: 'sjelden' },
        ],
      },
      {
        type: 'radio',
        label: 'Og på mobil?',
        name: 'bruk',
        options: [
          { label: 'Daglig', value: 'daglig' },
          { label: 'Sjelden', value: 'sjelden' },
        ],
      },
      {
        type: 'checkbox',
        label: 'Hva brukte du?',
        options: [
          { label: 'Faktura', value: 'faktura' },
          { label: 'Tilbud', value: 'tilbud' },
        ],
      },
      { type: 'text', label: 'Hva kan bli bedre?' },
    ]);
    mount(`<kfp-feedback followup='${sameName}' contact></kfp-feedback>`);
    const root = await widget();
    await submitMain(root);
    (await button(root, 'Jeg har tid!')).click();
    const step1 = await findByShadowText(root as unknown as HTMLElement, 'Steg 1 av 4');
    await waitFor(() => focusedIn(root) === step1);
    expect(text(root), 'the main thanks hides once the follow-up starts').not.to.contain('Takk for tilbakemeldingen!');
    await settled();
    await expectNoAxeViolations(document.body);
    (await findByShadowRole(root as unknown as HTMLElement, 'radio', { name: 'Daglig' })).click();
    (await button(root, 'Neste')).click();

    const step2 = await findByShadowText(root as unknown as HTMLElement, 'Steg 2 av 4');
    await waitFor(() => focusedIn(root) === step2);
    (await findByShadowRole(root as unknown as HTMLElement, 'radio', { name: 'Sjelden' })).click();
    (await button(root, 'Neste')).click();

    const step3 = await findByShadowText(root as unknown as HTMLElement, 'Steg 3 av 4');
    await waitFor(() => focusedIn(root) === step3);
    (await findByShadowRole(root as unknown as HTMLElement, 'checkbox', { name: 'Faktura' })).click();
    (await findByShadowRole(root as unknown as HTMLElement, 'checkbox', { name: 'Tilbud' })).click();
    await settled();
    await expectNoAxeViolations(document.body);
    (await button(root, 'Neste')).click();

    const step4 = await findByShadowText(root as unknown as HTMLElement, 'Steg 4 av 4');
    await waitFor(() => focusedIn(root) === step4);
    typeInto(root.querySelector('textarea')!, 'Mer oversikt');
    expect(buttonsNamed(root, 'Neste'), 'the last step sends').to.have.length(0);
    await settled();
    await expectNoAxeViolations(document.body);
    (await button(root, 'Send inn')).click();

    const thanks = await findByShadowText(root as unknown as HTMLElement, 'Takk, igjen!');
    await waitFor(() => focusedIn(root)?.contains(thanks));
    expect(events.map((event) => event.name)).to.deep.equal(['kfp-feedback', 'kfp-feedback-followup']);
    expect(events[1]).to.deep.include({ composed: true, bubbles: true });
    expect(events[1]?.detail).to.deep.equal([
      { label: 'Og på mobil?', name: 'bruk', type: 'radio', value: 'sjelden' },
      { label: 'Hva brukte du?', name: 'Hva brukte du?', type: 'checkbox', value: ['faktura', 'tilbud'] },
      { label: 'Hva kan bli bedre?', name: 'Hva kan bli bedre?', type: 'text', value: 'Mer oversikt' },
    ]);
    await findByShadowText(root as unknown as HTMLElement, 'Kan vi kontakte deg for flere innspill?');
    await settled();
    await expectNoAxeViolations(document.body);
  });

  it('"Avbryt" in the steps goes back to step 1, discards the answers and sends nothing', async () => {
    mount(`<kfp-feedback followup='${FOLLOWUP}'></kfp-feedback>`);
    const root = await widget();
    await submitMain(root);
    (await button(root, 'Jeg har tid!')).click();
    (await findByShadowRole(root as unknown as HTMLElement, 'radio', { name: 'Daglig' })).click();
    (await button(root, 'Neste')).click();
    await findByShadowText(root as unknown as HTMLElement, 'Steg 2 av 3');
    (await button(root, 'Avbryt')).click();
    await waitFor(() => !text(root).includes('Steg'));
    expect(text(root)).to.contain('Takk for tilbakemeldingen!');
    expect(text(root)).not.to.contain('Takk, igjen!');
    window.dispatchEvent(new PageTransitionEvent('pagehide'));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(
      events.map((event) => event.name),
      'discarded answers are not sent, not even on leave',
    ).to.deep.equal(['kfp-feedback']);
  });

  it('shows the contact form right after the main feedback when there is no follow-up', async () => {
    mount('<kfp-feedback contact></kfp-feedback>');
    const root = await widget();
    expect(text(root)).not.to.contain('Kan vi kontakte deg');
    await submitMain(root);
    await findByShadowText(root as unknown as HTMLElement, 'Kan vi kontakte deg for flere innspill?');
    expect(root.querySelector('input[name="phone"]'), 'no phone unless enabled').to.equal(null);
    (await button(root, 'Nei takk')).click();
    await waitFor(() => !text(root).includes('Kan vi kontakte deg'));
    expect(events.map((event) => event.name)).to.deep.equal(['kfp-feedback']);
  });
});
