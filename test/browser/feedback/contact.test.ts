import { expect } from 'chai';
import { findByShadowRole, findByShadowText } from 'shadow-dom-testing-library';
import { expectNoAxeViolations } from '../helpers/axe.ts';
import { resetBackend } from '../helpers/backend.ts';
import { cleanup, loadBundle, mount } from '../helpers/portal.ts';
import { waitFor } from '../helpers/wait.ts';
import { button, focusedIn, recordEvents, text, typeInto, widget, settled } from './feedback-helpers.ts';

const events = recordEvents();

describe('kfp-feedback: the contact form (spec §5 validation)', () => {
  before(async () => {
    await resetBackend('skadekunde');
    await loadBundle();
  });
  afterEach(() => {
    cleanup();
    events.length = 0;
  });

  it('shows every message, re-evaluates on edit, focuses the first invalid field, then sends e-mail and phone', async () => {
    mount('<kfp-feedback contact contact-phone></kfp-feedback>');
    const root = await widget();
    (root.querySelector('input[value="ja"]') as HTMLInputElement).click();
    (await button(root, 'Send')).click();
    const email = (await findByShadowRole(root as unknown as HTMLElement, 'textbox', { name: 'E-post' })) as HTMLInputElement;
    const phone = (await findByShadowRole(root as unknown as HTMLElement, 'textbox', { name: 'Telefonnummer' })) as HTMLInputElement;
    expect(text(root), 'no errors before a submit').not.to.contain('Du må oppgi');
    await settled();
    await expectNoAxeViolations(document.body);

    (await button(root, 'Sett meg på lista!')).click();
    await findByShadowText(root as unknown as HTMLElement, 'Du må oppgi e-postadresse for at vi kan kontakte deg');
    await findByShadowText(root as unknown as HTMLElement, 'Du må oppgi telefonnummer for at vi kan kontakte deg');
    await waitFor(() => focusedIn(root) === email);
    expect(email.getAttribute('aria-invalid')).to.equal('true');
    await settled();
    await expectNoAxeViolations(document.body);

    typeInto(email, 'ola@');
    await findByShadowText(root as unknown as HTMLElement, 'Skriv inn en gyldig e-postadresse');
    typeInto(email, 'ola@nordmann.no');
    await waitFor(() => !text(root).includes('e-postadresse'));
    typeInto(phone, '1234');
    await findByShadowText(root as unknown as HTMLElement, 'Skriv inn et gyldig telefonnummer');
    (await button(root, 'Sett meg på lista!')).click();
    await waitFor(() => focusedIn(root) === phone);
    expect(events.map((event) => event.name)).to.deep.equal(['kfp-feedback']);
    await settled();
    await expectNoAxeViolations(document.body);

    typeInto(phone, '98765432');
    await waitFor(() => !text(root).includes('telefonnummer'));
    (await button(root, 'Sett meg på lista!')).click();
    const thanks = await findByShadowText(root as unknown as HTMLElement, 'Takk for tiden din!');
    await waitFor(() => focusedIn(root)?.contains(thanks));
    expect(events[1]).to.deep.equal({
      name: 'kfp-feedback-contact',
      detail: { email: 'ola@nordmann.no', phone: '98765432' },
      composed: true,
      bubbles: true,
    });
    expect(text(root), 'only the contact thanks remains').not.to.contain('Takk for tilbakemeldingen!');
    await settled();
    await expectNoAxeViolations(document.body);
  });

  it('sends only the e-mail when the phone is not asked', async () => {
    mount('<kfp-feedback contact></kfp-feedback>');
    const root = await widget();
    (root.querySelector('input[value="nei"]') as HTMLInputElement).click();
    (await button(root, 'Send')).click();
    const email = (await findByShadowRole(root as unknown as HTMLElement, 'textbox', { name: 'E-post' })) as HTMLInputElement;
    typeInto(email, 'kari@nordmann.no');
    (await button(root, 'Sett meg på lista!')).click();
    await findByShadowText(root as unknown as HTMLElement, 'Takk for tiden din!');
    expect(events[1]?.detail).to.deep.equal({ email: 'kari@nordmann.no' });
  });
});
