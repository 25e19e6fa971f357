/// <reference types="mocha" />
import { expect } from 'chai';
import { findByShadowRole } from 'shadow-dom-testing-library';
import { sentryConfig, sentryItems } from '../helpers/analytics.ts';
import { resetBackend } from '../helpers/backend.ts';
import { goTo, loadBundle, mount } from '../helpers/portal.ts';
import { waitFor } from '../helpers/wait.ts';

describe('error reporting at extra high traffic', () => {
  it("replays 0.5 % of sessions (config trafikkniva 'ekstra-hoy'), every session with an error", async () => {
    await resetBackend('skadekunde');
    await loadBundle({ ...sentryConfig(), trafikkniva: 'ekstra-hoy' });
    goTo('/privat/forsikring/oversikt/finnes-ikke');
    mount('<kfp-router></kfp-router>');
    await findByShadowRole(document.body, 'heading', { name: 'Denne siden ser ut til å være borte...', level: 1 });
    const opptak = await waitFor(async () => {
      const items = await sentryItems('replay_recording');
      return items.length > 0 && items;
    }, { timeout: 15_000 });
    const frames = opptak.flatMap((item) => (item.payload as unknown as { events: { type: number; data: { tag?: string; payload?: unknown } }[] }).events);
    const options = frames.find((frame) => frame.type === 5 && frame.data.tag === 'options')?.data.payload;
    expect(options).to.include({ sessionSampleRate: 0.005, errorSampleRate: 1 });
  });
});
