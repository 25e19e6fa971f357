import { sendKeys } from '@web/test-runner-commands';
import { expect } from 'chai';
import { findByShadowRole, findByShadowText } from 'shadow-dom-testing-library';
import { expectNoAxeViolations } from '../helpers/axe.ts';
import { resetBackend } from '../helpers/backend.ts';
import { cleanup, loadBundle, mount } from '../helpers/portal.ts';
import { acceptStatistics } from '../helpers/analytics.ts';
import { waitFor } from '../helpers/wait.ts';
import { button, buttonsNamed, focusedIn, recordEvents, text, typeInto, widget, settled, CHECKBOX_QUESTION } from './feedback-helpers.ts';

const events = recordEvents();
const analytics: { event: string; properties: Record<string, unknown> }[] = [];
window.addEventListener('kfp-analytics', (event) => {
  const detail = (event as CustomEvent).detail;
  if (detail.event === 'Tilbakemelding') analytics.push(detail);
});

const PERSONVERN =
  'Ikke skriv personlige opplysninger. Tilbakemeldinger som kommer inn her blir ikke besvart, men brukt i videre arbeid med å forbedre tjenestene våre.';

/** The texts a field's `aria-describedby` points at, in order (each id must resolve). */
function beskrivelser(root: ShadowRoot, felt: Element): string[] {
  const ids = (felt.getAttribute('aria-describedby') ?? '').split(/\s+/).filter(Boolean);
  return ids.map((id) => (root.getElementById(id)?.textContent ?? `(no element #${id})`).trim());
}

describe('kfp-feedback: the main question', () => {
  before(async () => {
    await resetBackend('skadekunde');
    acceptStatistics();
    await loadBundle();
  });
  afterEach(() => {
    cleanup();
    events.length = 0;
    analytics.length = 0;
  });

  it('walks nothing chosen → value chosen → cancel → chosen → submitted, with the exact event', async () => {
    mount('<kfp-feedback id="hoved"></kfp-feedback>');
    const root = await widget();
    const group = await findByShadowRole(root as unknown as HTMLElement, 'radiogroup', { name: 'Fikk du gjort det du skulle?' });
    expect(buttonsNamed(root, 'Send'), 'no send area before a value is chosen').to.have.length(0);
    await settled();
    await expectNoAxeViolations(document.body);

    (await findByShadowRole(group, 'radio', { name: 'Ja' })).click();
    await button(root, 'Send');
    const addOn = await findByShadowRole(root as unknown as HTMLElement, 'textbox', {
      name: 'Så bra! Har du noen tilbakemeldinger kan du skrive dem her.',
    });
    expect(text(root)).to.contain('Ikke skriv personlige opplysninger.');
    expect(text(root), text(root)).to.contain('0 / 250');
    await settled();
    await expectNoAxeViolations(document.body);

    typeInto(addOn as HTMLTextAreaElement, 'tekst');
    (await button(root, 'Avbryt')).click();
    await waitFor(() => buttonsNamed(root, 'Send').length === 0);
    expect((root.querySelector('input[value="ja"]') as HTMLInputElement).checked, 'cancel clears the value').to.equal(false);
    expect(events, 'cancel sends nothing').to.deep.equal([]);

    (await findByShadowRole(group, 'radio', { name: 'Nei' })).click();
    const nei = await findByShadowRole(root as unknown as HTMLElement, 'textbox', {
      name: 'Det var leit! Fortell oss gjerne hva du savner, så kan vi gjøre sidene våre bedre.',
    });
    expect((nei as HTMLTextAreaElement).value, 'cancel cleared the add-on text').to.equal('');
    typeInto(nei as HTMLTextAreaElement, 'Fant ikke fakturaen');
    (await button(root, 'Send')).click();

    const thanks = await findByShadowText(root as unknown as HTMLElement, 'Takk for tilbakemeldingen!');
    await waitFor(() => focusedIn(root)?.contains(thanks));
    expect(events).to.deep.equal([
      {
        name: 'kfp-feedback',
        detail: { feedbackValue: 'nei', intentionalSubmit: true, message: 'Fant ikke fakturaen' },
        composed: true,
        bubbles: true,
      },
    ]);
    await waitFor(() => analytics.length > 0);
    expect(analytics).to.deep.equal([
      { event: 'Tilbakemelding', properties: { feedbackValue: 'nei', intentionalSubmit: true, kind: 'main' } },
    ]);
    expect(JSON.stringify(analytics), 'never the free text').not.to.contain('fakturaen');
    expect(root.querySelector('form'), 'the form is gone').to.equal(null);
    await settled();
    await expectNoAxeViolations(document.body);
  });

  it('counts to 250, shows the over-limit message, refuses to send and focuses the text', async () => {
    mount('<kfp-feedback></kfp-feedback>');
    const root = await widget();
    (root.querySelector('input[value="ja"]') as HTMLInputElement).click();
    const area = (await waitFor(() => root.querySelector('textarea'))) as HTMLTextAreaElement;
    typeInto(area, 'a'.repeat(250));
    await waitFor(() => text(root).includes('250 / 250'));
    expect(text(root)).not.to.contain('tegn for mye');
    typeInto(area, 'a'.repeat(253));
    await findByShadowText(root as unknown as HTMLElement, 'Du har skrevet 3 tegn for mye');
    expect(text(root)).to.contain('253 / 250');
    expect(area.getAttribute('aria-invalid')).to.equal('true');
    // Issue 34: the privacy help stays beside the error, and the field is described by both, help first.
    expect(beskrivelser(root, area)).to.deep.equal([PERSONVERN, 'Du har skrevet 3 tegn for mye']);
    typeInto(area, 'a'.repeat(10));
    await waitFor(() => !text(root).includes('tegn for mye'));
    expect(beskrivelser(root, area), 'under the limit: the help alone').to.deep.equal([PERSONVERN]);
    typeInto(area, 'a'.repeat(253));
    await findByShadowText(root as unknown as HTMLElement, 'Du har skrevet 3 tegn for mye');
    await settled();
    await expectNoAxeViolations(document.body);
    (await button(root, 'Avbryt')).focus();
    (await button(root, 'Send')).click();
    await waitFor(() => focusedIn(root) === area);
    expect(events, 'nothing sent over the limit').to.deep.equal([]);
    typeInto(area, 'a'.repeat(250));
    (await button(root, 'Send')).click();
    await findByShadowText(root as unknown as HTMLElement, 'Takk for tilbakemeldingen!');
    expect(events[0]?.detail).to.deep.equal({ feedbackValue: 'ja', intentionalSubmit: true, message: 'a'.repeat(250) });
  });

  it('sends no message when none is written', async () => {
    mount('<kfp-feedback></kfp-feedback>');
    const root = await widget();
    (root.querySelector('input[value="ja"]') as HTMLInputElement).click();
    (await button(root, 'Send')).click();
    await findByShadowText(root as unknown as HTMLElement, 'Takk for tilbakemeldingen!');
    expect(events.map((event) => event.detail)).to.deep.equal([{ feedbackValue: 'ja', intentionalSubmit: true }]);
  });

  it('the smiley scale works by keyboard alone', async () => {
    mount('<button id="before">før</button><kfp-feedback question="hvor-fornoyd"></kfp-feedback>');
    const root = await widget();
    const group = await findByShadowRole(root as unknown as HTMLElement, 'group', { name: 'Hvor fornøyd er du med denne nettsiden?' });
    for (const label of ['Veldig misfornøyd', 'Litt misfornøyd', 'Midt på treet', 'Ganske fornøyd', 'Veldig fornøyd']) {
      await findByShadowRole(group, 'radio', { name: label });
    }
    await settled();
    await expectNoAxeViolations(document.body);
    (document.getElementById('before') as HTMLButtonElement).focus();
    await sendKeys({ press: 'Tab' });
    await waitFor(() => (focusedIn(root) as HTMLInputElement | null)?.value === '1');
    await sendKeys({ press: 'ArrowRight' });
    await sendKeys({ press: 'ArrowRight' });
    await sendKeys({ press: 'ArrowRight' });
    await waitFor(() => (root.querySelector('input[value="4"]') as HTMLInputElement).checked);
    await findByShadowRole(root as unknown as HTMLElement, 'textbox', {
      name: 'Så bra! Har du noen tilbakemeldinger kan du skrive dem her.',
    });
    await sendKeys({ press: 'Tab' });
    await sendKeys({ type: 'Bra side' });
    await sendKeys({ press: 'Tab' });
    expect(focusedIn(root)?.textContent).to.contain('Send');
    await sendKeys({ press: 'Enter' });
    const thanks = await findByShadowText(root as unknown as HTMLElement, 'Takk for tilbakemeldingen!');
    await waitFor(() => focusedIn(root)?.contains(thanks));
    expect(events.map((event) => event.detail)).to.deep.equal([{ feedbackValue: 4, intentionalSubmit: true, message: 'Bra side' }]);
    await settled();
    await expectNoAxeViolations(document.body);
  });

  it('does not render a smiley question whose values are not 1 to 5, and says why in the console', async () => {
    const errors: string[] = [];
    const original = console.error;
    console.error = (...args: unknown[]) => errors.push(args.join(' '));
    try {
      const wrong = JSON.stringify({
        type: 'smiley',
        label: 'Hvor glad?',
        options: [1, 2, 3, 4, 6].map((value) => ({ label: `v${value}`, value })),
      });
      mount(`<kfp-feedback question='${wrong}'></kfp-feedback>`);
      const root = await widget();
      await waitFor(() => errors.some((error) => error.includes('must have the numbers 1 to 5')));
      expect(root.querySelectorAll('input')).to.have.length(0);
      expect(text(root)).not.to.contain('Hvor glad?');
    } finally {
      console.error = original;
    }
  });

  it('renders a checkbox main question from JSON and sends the list', async () => {
    mount(`<kfp-feedback question='${CHECKBOX_QUESTION}'></kfp-feedback>`);
    const root = await widget();
    const group = await findByShadowRole(root as unknown as HTMLElement, 'group', { name: 'Hva lette du etter?' });
    (await findByShadowRole(group, 'checkbox', { name: 'Faktura' })).click();
    (await findByShadowRole(group, 'checkbox', { name: 'Dokumenter' })).click();
    await settled();
    await expectNoAxeViolations(document.body);
    (await button(root, 'Send')).click();
    await findByShadowText(root as unknown as HTMLElement, 'Takk for tilbakemeldingen!');
    expect(events.map((event) => event.detail)).to.deep.equal([{ feedbackValue: ['faktura', 'dok'], intentionalSubmit: true }]);
  });

  it('two widgets on one page keep their own ids and state', async () => {
    mount('<kfp-feedback></kfp-feedback><kfp-feedback></kfp-feedback>');
    const first = await widget(0);
    const second = await widget(1);
    const ids = (root: ShadowRoot) => [...root.querySelectorAll('[id]')].map((element) => element.id);
    const firstIds = ids(first);
    expect(firstIds.length).to.be.greaterThan(0);
    expect(new Set(firstIds).size, 'unique within a root').to.equal(firstIds.length);
    expect(
      ids(second).filter((id) => firstIds.includes(id)),
      'no id shared',
    ).to.deep.equal([]);
    (first.querySelector('input[value="ja"]') as HTMLInputElement).click();
    await button(first, 'Send');
    expect(buttonsNamed(second, 'Send'), 'the other widget is untouched').to.have.length(0);
    // Clicking a label in the second widget checks the second widget's radio, not the first's.
    (second.querySelector('label[for]') as HTMLLabelElement | null)?.click();
    await waitFor(() => second.querySelector('input:checked'));
    await settled();
    await expectNoAxeViolations(document.body);
  });

  it('keeps its state when the element is moved (its React root remounts)', async () => {
    const container = mount('<div id="a"><kfp-feedback widget-id="flytt"></kfp-feedback></div><div id="b"></div>');
    let root = await widget();
    (root.querySelector('input[value="nei"]') as HTMLInputElement).click();
    await button(root, 'Send');
    const element = container.querySelector('kfp-feedback')!;
    container.querySelector('#b')!.append(element);
    element.remove();
    await new Promise((resolve) => setTimeout(resolve, 0));
    container.querySelector('#b')!.append(element);
    root = await widget();
    await button(root, 'Send');
    expect((root.querySelector('input[value="nei"]') as HTMLInputElement).checked).to.equal(true);
  });
});
