/// <reference types="mocha" />
// The routes that leave the page (spec §2): '/betaling' sends the browser on at once, and the claims
// hand-off posts its form to the claims app. Each runs the router in a frame of its own, since the
// browser leaves the frame's page.
//
// A file of their own, with no router run in the test page before them: in WebKitGTK 2.50 the
// '/betaling' frame, after a test had run a router with another `base` in the test page
// (router/innlogget's last test), left the page's process spinning at full CPU inside
// JavaScriptCore's microtask queue about every second run, so the file never reported. Neither
// test alone, nor the two together here, nor a frame that only loads a missing page did (6 to 8
// runs each); the cause inside the engine is not known.
import { expect } from 'chai';
import { resetBackend } from '../helpers/backend.ts';
import { openFrame, waitForFramePath } from '../helpers/frame.ts';
import { cleanup, mount } from '../helpers/portal.ts';
import { waitFor } from '../helpers/wait.ts';

const frameUrl = (path: string) => `/test/browser/fixtures/router-frame.html?path=${encodeURIComponent(path)}`;

describe('kfp-router, routes that leave the page', () => {
  before(async () => {
    await resetBackend('skadekunde');
  });

  afterEach(cleanup);

  it('/betaling sends the browser to /privat/forsikring/skade/betaling', async () => {
    const frame = await openFrame(frameUrl('/privat/forsikring/oversikt/betaling'), mount(''));
    await waitForFramePath(frame, '/privat/forsikring/skade/betaling');
  });

  it('the claims hand-off posts referrer KFP-oversikt and the one-time token to the jump address', async () => {
    const frame = await openFrame(frameUrl('/privat/forsikring/oversikt/jump/seopp/skadesaker'), mount(''));
    await waitForFramePath(frame, '/demo/skadesaker/jump');
    const text = await waitFor(
      () => frame.contentDocument?.body?.textContent?.includes('KFP-oversikt') && frame.contentDocument.body.textContent,
    );
    expect(text).to.match(/jumpsst/i);
  });
});
