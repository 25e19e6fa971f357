/// <reference types="mocha" />
// Host pages that move their nodes around (issue 31): page scripts that remove a tag and add it
// again, and a client-routed host (a single-page app) that removes `<kfp-router>` when it leaves
// the portal's page and later adds a new one. (Moving a tag keeps its state: platform/shared-store
// and feedback/main.)
import { expect } from 'chai';
import { resetBackend } from '../helpers/backend.ts';
import { holderAv } from '../helpers/finn.ts';
import { goTo, loadBundle, mount } from '../helpers/portal.ts';
import { BASE, gjennomRutene, ROUTES, sideFeil, tilRute } from '../helpers/vert.ts';
import { waitFor } from '../helpers/wait.ts';

const h1I = (element: Element) => element.shadowRoot?.querySelector('h1')?.textContent ?? null;

describe('a host page that removes and re-adds the tags', function () {
  this.timeout(90_000);
  const feil = sideFeil();

  before(async () => {
    await resetBackend('skadekunde');
    await loadBundle();
  });

  it('a tag removed and added again (elsewhere) shows its content again', async () => {
    const container = mount('<div id="a"><kfp-tilbud></kfp-tilbud></div><div id="b"></div>');
    const tilbud = container.querySelector('kfp-tilbud')!;
    await waitFor(() => h1I(tilbud) === 'Tilbudene dine');
    tilbud.remove();
    // Gone for a while: its React root is taken down (the disconnect is settled a microtask later).
    await waitFor(() => tilbud.shadowRoot!.querySelector('h1') === null);
    container.querySelector('#b')!.append(tilbud);
    await waitFor(() => h1I(tilbud) === 'Tilbudene dine' && tilbud.shadowRoot!.querySelectorAll('h1').length === 1);
    // And again, at once (a script that re-renders its part of the page).
    container.querySelector('#a')!.append(tilbud);
    await waitFor(() => h1I(tilbud) === 'Tilbudene dine' && tilbud.shadowRoot!.querySelectorAll('h1').length === 1);
    container.remove();
    expect(feil).to.deep.equal([]);
  });

  it('a client-routed host removes the router when it leaves, and a new router later works on every route', async () => {
    goTo(BASE);
    const forste = mount('<kfp-router></kfp-router>');
    await tilRute('/tilbud');
    // The host's own router takes over: the portal's page goes, the address changes.
    forste.remove();
    history.pushState(null, '', '/privat/lan');
    dispatchEvent(new PopStateEvent('popstate'));
    await waitFor(() => document.title === 'kfp-elements test');
    // Back to the portal: the host's router adds a new <kfp-router>.
    history.pushState(null, '', BASE);
    mount('<kfp-router></kfp-router>');
    await holderAv(ROUTES[0]!.innhold[0], ROUTES[0]!.innhold[1]);
    await gjennomRutene(feil);
    expect(document.querySelectorAll('kfp-router').length).to.equal(1);
  });
});
