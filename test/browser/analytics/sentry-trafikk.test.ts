/// <reference types="mocha" />
// Config `trafikkniva` set the session-replay sample rate (spec §9: 0.1, 0.01, 0.005). Session
// replay is off since issue 31 (it records the bank's whole page, not only our elements), so the key
// is still accepted and changes nothing. This file asserted the 0.5 % replay rate at 'ekstra-hoy'
// until then; now it holds that no level brings replay back.
import { expect } from 'chai';
import { findByShadowRole } from 'shadow-dom-testing-library';
import { sentryConfig, sentryItems, sentryReceived } from '../helpers/analytics.ts';
import { resetBackend } from '../helpers/backend.ts';
import { goTo, loadBundle, mount } from '../helpers/portal.ts';
import { waitFor } from '../helpers/wait.ts';

describe('error reporting at extra high traffic', () => {
  it("accepts config trafikkniva 'ekstra-hoy' and sends errors only: no session replay at any traffic level", async () => {
    await resetBackend('skadekunde');
    // loadBundle refuses a config with a problem: the key is still valid.
    await loadBundle({ ...sentryConfig(), trafikkniva: 'ekstra-hoy' });
    goTo('/privat/forsikring/oversikt/finnes-ikke');
    mount('<kfp-router></kfp-router>');
    await findByShadowRole(document.body, 'heading', { name: 'Denne siden ser ut til å være borte...', level: 1 });
    const [event] = await waitFor(
      async () => {
        const events = (await sentryItems('event')).map((item) => item.payload as { sdk?: { integrations?: string[] } });
        return events.length > 0 && events;
      },
      { timeout: 15_000 },
    );
    // Every event names the SDK's integrations: none records the page (no Replay, no BrowserTracing).
    expect([...(event!.sdk?.integrations ?? [])].sort()).to.deep.equal(['Dedupe', 'HttpContext', 'LinkedErrors']);
    const typer = new Set((await sentryReceived()).flatMap((envelope) => envelope.items.map((item) => item.type)));
    expect([...typer].filter((type) => type !== 'client_report')).to.deep.equal(['event']);
  });
});
