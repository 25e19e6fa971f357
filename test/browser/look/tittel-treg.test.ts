/// <reference types="mocha" />
// Issue 33: on a slow load the host page's title was announced first, and the route's only once the
// session status had answered. The route's title is set as the router starts, while it still waits.
import { expect } from 'chai';
import { overrideApi, resetBackend } from '../helpers/backend.ts';
import { API, goTo, loadBundle, mount } from '../helpers/portal.ts';
import { shadowRoots } from '../helpers/reflow.ts';
import { waitFor } from '../helpers/wait.ts';

const VERT = 'kfp-elements test';

describe('document.title on a slow load', function () {
  this.timeout(20_000);

  before(async () => {
    await resetBackend('skadekunde');
    await overrideApi('GET', `${API}/auth/session-status`, { status: 200, body: { kfpSessionId: 'test-session' }, delayMs: 4000 });
    await loadBundle();
  });

  it('names the route while the session status is still on its way', async () => {
    expect(document.title).to.equal(VERT);
    goTo('/privat/forsikring/oversikt/tilbud');
    mount('<kfp-router></kfp-router>');
    await waitFor(() => document.title !== VERT);
    const spinner = shadowRoots(document).some((root) => root.querySelector('.kfp-spinner'));
    expect(document.title).to.equal(`Tilbudene dine – ${VERT}`);
    expect(spinner, 'the session status has not answered yet (the spinner shows)').to.equal(true);
  });
});
