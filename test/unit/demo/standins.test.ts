// @vitest-environment node
import { deflateSync } from 'node:zlib';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { isLocalOrigin } from '../../../demo/server/samtykke.mjs';
import { startDemoServer, type DemoServer } from '../../../demo/server/serve.mjs';
import { decodeMixpanelData, parseEnvelope } from '../../../demo/server/standins.mjs';

let server: DemoServer;

beforeAll(async () => {
  server = await startDemoServer({ port: 0 });
});
afterAll(() => server?.close());
beforeEach(async () => {
  await fetch(`${server.url}/demo/reset`, { method: 'POST' });
});

describe('the analytics stand-in', () => {
  it('decodes JSON and base64 data, one event or a batch', () => {
    const events = [{ event: 'Sidevisning', properties: { page: '/å' } }];
    expect(decodeMixpanelData(JSON.stringify(events))).toEqual({ format: 'json', items: events });
    expect(decodeMixpanelData(Buffer.from(JSON.stringify(events[0]), 'utf8').toString('base64'))).toEqual({
      format: 'base64',
      items: events,
    });
  });

  it('records what is posted to /track and answers as the real API with verbose=1', async () => {
    const data = JSON.stringify([{ event: 'Sidevisning', properties: { page: '/' } }]);
    const response = await fetch(`${server.url}/demo/mixpanel/track/?verbose=1&ip=0&_=1`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ data }).toString(),
    });
    expect(await response.json()).toEqual({ status: 1, error: null });
    const received = await (await fetch(`${server.url}/demo/analytics-received`)).json();
    expect(received).toEqual([
      {
        endpoint: 'track',
        query: { verbose: '1', ip: '0', _: '1' },
        format: 'json',
        items: [{ event: 'Sidevisning', properties: { page: '/' } }],
      },
    ]);
  });
});

describe('the error-reporting stand-in', () => {
  const envelope = () => {
    const event = JSON.stringify({ exception: { values: [{ value: 'Feil' }] } });
    const recording = Buffer.concat([Buffer.from('{"segment_id":0}\n'), deflateSync(JSON.stringify([{ type: 4, data: { href: '/' } }]))]);
    return Buffer.concat([
      Buffer.from(`${JSON.stringify({ event_id: 'abc', trace: { sample_rate: '0.2' } })}\n`),
      Buffer.from(`${JSON.stringify({ type: 'event' })}\n${event}\n`),
      Buffer.from(`${JSON.stringify({ type: 'replay_recording', length: recording.length })}\n`),
      recording,
      Buffer.from('\n'),
    ]);
  };

  it('parses an envelope: header, JSON items, a compressed replay recording by its length', () => {
    expect(parseEnvelope(envelope())).toEqual({
      header: { event_id: 'abc', trace: { sample_rate: '0.2' } },
      items: [
        { type: 'event', header: { type: 'event' }, payload: { exception: { values: [{ value: 'Feil' }] } } },
        {
          type: 'replay_recording',
          header: { type: 'replay_recording', length: expect.any(Number) },
          payload: { segment: { segment_id: 0 }, events: [{ type: 4, data: { href: '/' } }] },
        },
      ],
    });
  });

  it("records envelopes posted to the DSN's envelope endpoint (a path outside /api)", async () => {
    const response = await fetch(`${server.url}/demo/sentry/api/1/envelope/?sentry_key=k&sentry_version=7`, {
      method: 'POST',
      body: envelope(),
    });
    expect(response.status).toBe(200);
    const received = await (await fetch(`${server.url}/demo/sentry-received`)).json();
    expect(received).toHaveLength(1);
    expect(received[0].items.map((item: { type: string }) => item.type)).toEqual(['event', 'replay_recording']);
  });
});

describe('the consent banners', () => {
  it('accept only origins on this machine for their redirects and messages', () => {
    expect(isLocalOrigin('http://localhost:8083')).toBe(true);
    expect(isLocalOrigin('http://samtykke.localhost:8083')).toBe(true);
    expect(isLocalOrigin('http://127.0.0.1:8083')).toBe(true);
    expect(isLocalOrigin('https://evil.example')).toBe(false);
    expect(isLocalOrigin('http://localhost.evil.example')).toBe(false);
    expect(isLocalOrigin('http://localhost:8083/sti')).toBe(false);
    expect(isLocalOrigin(null)).toBe(false);
  });

  it('the banner offers both choices, posting to the portal origin; the closing page posts optin_closed to it', async () => {
    const portal = server.url;
    const banner = await (await fetch(`${server.url}/demo/samtykke/banner?regime=allianse&portal=${encodeURIComponent(portal)}`)).text();
    expect(banner).toContain('Godta statistikk');
    expect(banner).toContain('Avslå statistikk');
    expect(banner).toContain(`action="${portal}/demo/samtykke/lagre"`);
    const lukket = await (await fetch(`${server.url}/demo/samtykke/lukket?portal=${encodeURIComponent(portal)}`)).text();
    expect(lukket).toContain(`parent.postMessage('optin_closed', ${JSON.stringify(portal)})`);
    expect((await fetch(`${server.url}/demo/samtykke/banner?regime=allianse&portal=https://evil.example`)).status).toBe(400);
  });
});
