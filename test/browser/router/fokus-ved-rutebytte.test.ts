/// <reference types="mocha" />
// Issue 33: after an in-app route change focus went to the routed screen's box, which has no name
// of its own (on the overview a screen reader read the whole page as its name). It now goes to the
// new screen's h1: what a screen reader says is the heading's role and name.
import { expect } from 'chai';
import { setViewport } from '@web/test-runner-commands';
import { findByShadowRole } from 'shadow-dom-testing-library';
import { resetBackend } from '../helpers/backend.ts';
import { navigasjonsvert } from '../helpers/bunntekst.ts';
import { holderAv } from '../helpers/finn.ts';
import { goTo, loadBundle, mount } from '../helpers/portal.ts';
import { waitFor } from '../helpers/wait.ts';

function activeElement(): Element | null {
  let active: Element | null = document.activeElement;
  while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
  return active;
}

const beskriv = (element: Element | null) =>
  element ? `${element.localName}#${element.id}.${element.className} '${(element.textContent ?? '').trim().slice(0, 40)}'` : 'nothing';

/** Waits for focus on the level-1 heading `navn` of the screen shown; the failure says where focus is. */
async function fokusPaaOverskrift(navn: string): Promise<void> {
  const vert = await holderAv('h1', navn);
  const overskrift = await findByShadowRole(vert, 'heading', { name: navn, level: 1 });
  await waitFor(() => {
    if (activeElement() !== overskrift) throw new Error(`focus is on ${beskriv(activeElement())}, not on the heading '${navn}'`);
    return true;
  });
}

describe('focus after a route change', function () {
  this.timeout(30_000);

  before(async () => {
    await setViewport({ width: 1280, height: 900 });
    await resetBackend('skadekunde');
    await loadBundle();
  });

  it("goes to the new screen's heading, there and back", async () => {
    goTo('/privat/forsikring/oversikt');
    mount('<kfp-router></kfp-router>');
    await holderAv('h1', 'Forsikringsoversikt');
    const nav = await navigasjonsvert();
    (await findByShadowRole(nav, 'link', { name: /^Tilbud\b/ })).click();
    await fokusPaaOverskrift('Tilbudene dine');
    (await findByShadowRole(nav, 'link', { name: 'Forsikringsoversikt' })).click();
    await fokusPaaOverskrift('Forsikringsoversikt');
    expect(location.pathname).to.equal('/privat/forsikring/oversikt');
  });
});
