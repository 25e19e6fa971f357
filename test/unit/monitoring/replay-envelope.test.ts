import { deflateSync, inflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { scrubReplayRecordings } from '../../../src/monitoring/replay-envelope.ts';

const frames = [
  { type: 4, data: { href: 'https://www.eika.no/privat/forsikring/oversikt/kunde/01019012345?epost=kari%40example.no', width: 800 } },
  { type: 2, data: { node: { tagName: 'a', attributes: { href: '/privat/forsikring/detaljer/7012345', class: 'kort' } } } },
];
const header = '{"segment_id":0}\n';

describe('replay recordings are scrubbed before they are sent', () => {
  it('a compressed recording: the page address and the DOM links, recompressed, its length updated', async () => {
    const data = Buffer.concat([Buffer.from(header), deflateSync(JSON.stringify(frames))]);
    const envelope = [{ event_id: '1' }, [[{ type: 'replay_event' }, { urls: [] }], [{ type: 'replay_recording', length: data.length }, new Uint8Array(data)]]];
    const [, items] = (await scrubReplayRecordings(envelope)) as unknown as [unknown, [Record<string, unknown>, Uint8Array][]];
    const [recordingHeader, payload] = items[1]!;
    expect(recordingHeader.length).toBe(payload.length);
    const text = Buffer.from(payload).toString('utf8', 0, header.length);
    expect(text).toBe(header);
    const scrubbed = JSON.parse(inflateSync(Buffer.from(payload.subarray(header.length))).toString('utf8'));
    expect(scrubbed[0].data.href).toBe('https://www.eika.no/privat/forsikring/oversikt/kunde/[fnr]');
    expect(scrubbed[1].data.node.attributes).toEqual({ href: '/privat/forsikring/detaljer/:id', class: 'kort' });
    expect(items[0]).toEqual([{ type: 'replay_event' }, { urls: [] }]);
  });

  it('an uncompressed recording too', async () => {
    const data = header + JSON.stringify(frames);
    const envelope = [{}, [[{ type: 'replay_recording', length: 1 }, data]]];
    const [, [[, payload]]] = (await scrubReplayRecordings(envelope)) as unknown as [unknown, [[unknown, Uint8Array]]];
    expect(Buffer.from(payload).toString('utf8')).not.toContain('01019012345');
    expect(Buffer.from(payload).toString('utf8')).not.toContain('7012345');
  });

  it('leaves other envelopes as they are', async () => {
    const envelope = [{}, [[{ type: 'event' }, { message: 'x' }]]];
    expect(await scrubReplayRecordings(envelope)).toBe(envelope);
  });
});
