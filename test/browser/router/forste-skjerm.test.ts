/// <reference types="mocha" />
// Issue 22: the router builds the overview's first screen by hand and its lit-html templates take
// over after the first content (src/router/first-screen.ts, router-templates.ts). The navigation and
// the overview of the first screen stay the same nodes when they do: never removed, never moved
// (a move would remount them too), and nothing is added beside them.
import { expect } from 'chai';
import { findByShadowRole } from 'shadow-dom-testing-library';
import { resetBackend } from '../helpers/backend.ts';
import { cleanup, goTo, loadBundle, mount } from '../helpers/portal.ts';
import { waitFor } from '../helpers/wait.ts';

const BASE = '/privat/forsikring/oversikt';

describe("kfp-router's first screen", function () {
  this.timeout(30_000);

  before(async () => {
    await resetBackend('skadekunde');
    await loadBundle();
  });

  afterEach(cleanup);

  it('keeps the navigation and the overview when the footer and the other screens come', async () => {
    goTo(BASE);
    const router = mount('<kfp-router></kfp-router>').querySelector('kfp-router')!;
    const root = router.shadowRoot!;
    const innhold = await waitFor(() => root.getElementById('kfp-innhold'));
    const oversikt = await waitFor(() => innhold.querySelector(':scope > kfp-oversikt'));
    const navigasjon = await waitFor(() => root.querySelector('kfp-navigasjon'));
    const fjernet: Node[] = [];
    const observer = new MutationObserver((records) => records.forEach((record) => fjernet.push(...record.removedNodes)));
    observer.observe(root, { childList: true, subtree: true });

    // The footer is the templates' to render: once it is there, they have taken over.
    await waitFor(() => root.querySelector('kfp-bunntekst'));
    await findByShadowRole(document.body, 'heading', { name: 'Forsikringsoversikt', level: 1 });
    observer.disconnect();
    expect(
      fjernet.filter((node) => node === oversikt || node === navigasjon || node.contains(oversikt) || node.contains(navigasjon)),
    ).to.deep.equal([]);
    expect(oversikt.isConnected && navigasjon.isConnected).to.equal(true);
    expect([...innhold.children], "the routed screen's box holds the first screen's overview alone").to.deep.equal([oversikt]);
    expect(root.querySelectorAll('kfp-navigasjon')).to.have.length(1);

    // Another screen and back: lit renders into the box, which then holds that screen alone.
    history.pushState(null, '', `${BASE}/tilbud`);
    dispatchEvent(new PopStateEvent('popstate'));
    await waitFor(() => innhold.children.length === 1 && innhold.firstElementChild?.localName === 'kfp-tilbud');
    history.back();
    const tilbake = await waitFor(() => innhold.querySelector(':scope > kfp-oversikt'));
    expect(innhold.children).to.have.length(1);
    expect(tilbake).not.to.equal(oversikt);
    expect(root.querySelector('kfp-navigasjon')).to.equal(navigasjon);
    expect(root.querySelectorAll('kfp-bunntekst')).to.have.length(1);
  });
});
