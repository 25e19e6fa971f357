/// <reference types="mocha" />
import { expect } from 'chai';
import { findByShadowRole } from 'shadow-dom-testing-library';
import { navigate } from '../../../src/router/navigation.ts';
import { sentryConfig, sentryItems, sentryReceived } from '../helpers/analytics.ts';
import { resetBackend } from '../helpers/backend.ts';
import { baseConfig } from '../helpers/base-config.ts';
import { goTo, mount } from '../helpers/portal.ts';
import { waitFor } from '../helpers/wait.ts';

// One page with error reporting on (normal traffic): it starts on a path that does not exist,
// carrying a national identity number and an e-mail address; its config lacks a required value; a
// screen crashes while rendering (the test makes number formatting throw, with personal data in
// the error's message).
const BASE = '/privat/forsikring/oversikt';
const PERSONOPPLYSNINGER = ['01019012345', '010190 12345', 'ingrid.haugland', 'Ingrid', 'Haugland', '91234567', 'fnr=', 'epost='];

interface SentryEvent {
  exception?: { values: { type: string; value: string }[] };
  tags?: Record<string, string>;
  extra?: Record<string, string>;
  request?: { url?: string; headers?: unknown };
  user?: unknown;
  breadcrumbs?: { category?: string; message?: string; data?: Record<string, unknown> }[];
  sdk?: { settings?: Record<string, string> };
}

const events = async () => (await sentryItems('event')).map((item) => ({ header: item.envelope.header, event: item.payload as SentryEvent }));
const medVerdi = async (value: string) => (await events()).find((entry) => entry.event.exception?.values[0]?.value === value);

before(async () => {
  await resetBackend('skadekunde');
  // Not loadBundle: it refuses a config with a problem, and this page's config lacks `distributor` on purpose.
  const { distributor: _distributor, ...utenDistributor } = baseConfig;
  const script = Object.assign(document.createElement('script'), { type: 'application/json', id: 'kfp-config' });
  script.textContent = JSON.stringify({ ...utenDistributor, ...sentryConfig() });
  document.head.append(script);
  const bundle = '/dist/kfp.js';
  await import(/* @vite-ignore */ bundle);
  goTo(`${BASE}/kunde/01019012345?epost=ingrid.haugland@example.no`);
  mount('<kfp-router></kfp-router>');
});

describe('error reporting (spec §8, §9)', () => {
  it("reports the not-found page and the missing config value, scrubbed, with the trace sample rate 0.2", async () => {
    await findByShadowRole(document.body, 'heading', { name: 'Denne siden ser ut til å være borte...', level: 1 });
    const ikkeFunnet = await waitFor(() => medVerdi('Kunde traff side som ikke finnes'), { timeout: 12_000 });
    expect(ikkeFunnet.event.tags?.['kfp.source']).to.equal('kfp-feilside');
    expect(ikkeFunnet.event.extra?.['kfp.message']).to.equal(`${BASE}/kunde/:id`);
    expect(ikkeFunnet.event.request?.url).to.match(/^http:\/\/localhost:\d+\/privat\/forsikring\/oversikt\/kunde\/\[fnr\]$/);
    expect(ikkeFunnet.event.user).to.equal(undefined);
    expect(ikkeFunnet.event.sdk?.settings?.infer_ip, 'no IP address inferred').to.equal('never');
    expect((ikkeFunnet.header.trace as Record<string, string>).sample_rate).to.equal('0.2');

    const konfig = await waitFor(() => medVerdi('Config item distributor has no usable value'));
    expect(konfig.event.tags?.['kfp.source']).to.equal('config');
  });

  it('an error thrown in a screen arrives scrubbed, with a replay of the moment: every text masked, shadow roots recorded', async () => {
    console.warn('Kunden ingrid.haugland@example.no, tlf 91234567');
    // From now on formatting an amount throws: the offers page crashes while rendering its prices.
    // (Math.sign: used by the price formatting and the lists' sorting only, never on the way to the data.)
    Math.sign = () => {
      throw new Error('Kunne ikke formatere beløpet til ingrid.haugland@example.no (01019012345)');
    };
    navigate(`${BASE}/tilbud?fnr=01019012345`);
    const krasj = await waitFor(async () => (await events()).find((entry) => entry.event.tags?.['kfp.source'] === 'kfp-tilbud'), { timeout: 12_000 });
    expect(krasj.event.extra?.['kfp.message']).to.equal('Element crashed');
    expect(krasj.event.exception?.values.at(-1)?.value).to.equal('Kunne ikke formatere beløpet til [epost] ([fnr])');
    expect(krasj.event.request?.url).to.match(/\/privat\/forsikring\/oversikt\/tilbud$/);
    const konsoll = krasj.event.breadcrumbs?.find((crumb) => crumb.category === 'console' && crumb.message?.startsWith('Kunden'));
    expect(konsoll?.message).to.equal('Kunden [epost], tlf [tlf]');
    const navigasjon = krasj.event.breadcrumbs?.find((crumb) => crumb.category === 'navigation');
    expect(navigasjon?.data).to.deep.equal({ from: `${BASE}/kunde/[fnr]`, to: `${BASE}/tilbud` });

    // Replay on error (rate 1): the buffered replay is sent with the error. One page in ten (the
    // session rate 0.1) records the whole session instead and sends that: either way the moment is there.
    const opptak = await waitFor(async () => (await sentryItems('replay_recording')).length > 0 && sentryItems('replay_recording'), { timeout: 15_000 });
    const replayEvent = (await sentryItems('replay_event'))[0]!.payload;
    expect(replayEvent.replay_type).to.be.oneOf(['buffer', 'session']);
    const frames = opptak.flatMap((item) => (item.payload as unknown as { events: { type: number; data: Record<string, unknown> }[] }).events);
    const options = frames.find((frame) => frame.type === 5 && (frame.data as { tag?: string }).tag === 'options')?.data.payload;
    expect(options).to.include({ sessionSampleRate: 0.1, errorSampleRate: 1, maskAllText: true, maskAllInputs: true, blockAllMedia: true });
    const recording = JSON.stringify(frames);
    expect(recording, 'the elements\' shadow roots are recorded').to.contain('"isShadowHost":true');
    for (const text of ['Denne siden ser ut til å være borte', 'Forsikringsoversikt', 'Tilbudene dine']) expect(recording, text).not.to.contain(text);

    const alt = JSON.stringify(await sentryReceived());
    for (const opplysning of PERSONOPPLYSNINGER) expect(alt, opplysning).not.to.contain(opplysning);
  });
});
