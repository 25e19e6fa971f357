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

/**
 * Each case's setup: mounts `<kfp-feedback …>` with `attributes` and gives its shadow root, queries
 * by text and by role and name within it, and `sendMain()`: 'Ja' and 'Send', until the thanks shows.
 */
async function feedbackWith(attributes: string) {
  mount(`<kfp-feedback ${attributes}></kfp-feedback>`);
  const root = await widget();
  const within = root as unknown as HTMLElement;
  const findText = (words: string) => findByShadowText(within, words);
  return {
    root,
    findText,
    findRole: (role: string, name: string) => findByShadowRole(within, role, { name }),
    sendMain: async () => {
      (root.querySelector('input[value="ja"]') as HTMLInputElement).click();
      (await button(root, 'Send')).click();
      await findText('Takk for tilbakemeldingen!');
    },
  };
}

/** Once the widget has settled, axe finds nothing on the page. */
async function noAxeViolations() {
  await settled();
  await expectNoAxeViolations(document.body);
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
    const { root, findText, sendMain } = await feedbackWith(`followup='${FOLLOWUP}' contact`);
    expect(text(root)).not.to.contain('Har du tid');
    await sendMain();
    await findText('Har du tid til å svare på noen flere spørsmål?');
    expect(text(root)).to.contain('Det tar kun et minutt');
    await noAxeViolations();
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
    const { root, findText, findRole, sendMain } = await feedbackWith(`followup='${sameName}' contact`);
    await sendMain();
    (await button(root, 'Jeg har tid!')).click();
    const step1 = await findText('Steg 1 av 4');
    await waitFor(() => focusedIn(root) === step1);
    expect(text(root), 'the main thanks hides once the follow-up starts').not.to.contain('Takk for tilbakemeldingen!');
    await noAxeViolations();
    (await findRole('radio', 'Daglig')).click();
    (await button(root, 'Neste')).click();

    const step2 = await findText('Steg 2 av 4');
    await waitFor(() => focusedIn(root) === step2);
    (await findRole('radio', 'Sjelden')).click();
    (await button(root, 'Neste')).click();

    const step3 = await findText('Steg 3 av 4');
    await waitFor(() => focusedIn(root) === step3);
    (await findRole('checkbox', 'Faktura')).click();
    (await findRole('checkbox', 'Tilbud')).click();
    await noAxeViolations();
    (await button(root, 'Neste')).click();

    const step4 = await findText('Steg 4 av 4');
    await waitFor(() => focusedIn(root) === step4);
    typeInto(root.querySelector('textarea')!, 'Mer oversikt');
    expect(buttonsNamed(root, 'Neste'), 'the last step sends').to.have.length(0);
    await noAxeViolations();
    (await button(root, 'Send inn')).click();

    const thanks = await findText('Takk, igjen!');
    await waitFor(() => focusedIn(root)?.contains(thanks));
    expect(events.map((event) => event.name)).to.deep.equal(['kfp-feedback', 'kfp-feedback-followup']);
    expect(events[1]).to.deep.include({ composed: true, bubbles: true });
    expect(events[1]?.detail).to.deep.equal([
      { label: 'Og på mobil?', name: 'bruk', type: 'radio', value: 'sjelden' },
      { label: 'Hva brukte du?', name: 'Hva brukte du?', type: 'checkbox', value: ['faktura', 'tilbud'] },
      { label: 'Hva kan bli bedre?', name: 'Hva kan bli bedre?', type: 'text', value: 'Mer oversikt' },
    ]);
    await findText('Kan vi kontakte deg for flere innspill?');
    await noAxeViolations();
  });

  it('"Avbryt" in the steps goes back to step 1, discards the answers and sends nothing', async () => {
    const { root, findText, findRole, sendMain } = await feedbackWith(`followup='${FOLLOWUP}'`);
    await sendMain();
    (await button(root, 'Jeg har tid!')).click();
    (await findRole('radio', 'Daglig')).click();
    (await button(root, 'Neste')).click();
    await findText('Steg 2 av 3');
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
    const { root, findText, sendMain } = await feedbackWith('contact');
    expect(text(root)).not.to.contain('Kan vi kontakte deg');
    await sendMain();
    await findText('Kan vi kontakte deg for flere innspill?');
    expect(root.querySelector('input[name="phone"]'), 'no phone unless enabled').to.equal(null);
    (await button(root, 'Nei takk')).click();
    await waitFor(() => !text(root).includes('Kan vi kontakte deg'));
    expect(events.map((event) => event.name)).to.deep.equal(['kfp-feedback']);
  });
});
