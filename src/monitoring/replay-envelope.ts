import { scrubDeep } from './scrub.ts';

type Item = [Record<string, unknown>, unknown];
type Envelope = [Record<string, unknown>, Item[]];

const ZLIB_HEADER = 0x78;

async function pipe(bytes: Uint8Array, stream: CompressionStream | DecompressionStream): Promise<Uint8Array> {
  const piped = new Blob([bytes as Uint8Array<ArrayBuffer>]).stream().pipeThrough(stream);
  return new Uint8Array(await new Response(piped).arrayBuffer());
}

/**
 * One replay recording (a JSON header line, then the events: zlib-compressed or JSON) with every URL
 * scrubbed: the page's address in the recording's meta frames and the `href`/`src` of the DOM, which
 * the replay SDK records as they are and offers no hook for. Null when the browser cannot decompress
 * or parse it (then it is not sent at all).
 */
async function scrubRecording([header, payload]: Item): Promise<Item | null> {
  const bytes = typeof payload === 'string' ? new TextEncoder().encode(payload) : (payload as Uint8Array);
  const newline = bytes.indexOf(0x0a);
  if (newline === -1) return null;
  const body = bytes.subarray(newline + 1);
  const compressed = body[0] === ZLIB_HEADER;
  if (compressed && (typeof DecompressionStream === 'undefined' || typeof CompressionStream === 'undefined')) return null;
  const text = compressed ? new TextDecoder().decode(await pipe(body, new DecompressionStream('deflate'))) : new TextDecoder().decode(body);
  let recording: unknown;
  try {
    recording = JSON.parse(text);
  } catch {
    return null;
  }
  // Field by field (scrub.ts): the recording's node ids and timestamps stay numbers.
  const clean = new TextEncoder().encode(JSON.stringify(scrubDeep(recording)));
  const events = compressed ? await pipe(clean, new CompressionStream('deflate')) : clean;
  const result = new Uint8Array(newline + 1 + events.length);
  result.set(bytes.subarray(0, newline + 1));
  result.set(events, newline + 1);
  return [{ ...header, length: result.length }, result];
}

/** The envelope with its replay recordings scrubbed (other envelopes pass untouched). */
export async function scrubReplayRecordings<E>(envelope: E): Promise<E> {
  const [headers, items] = envelope as unknown as Envelope;
  if (!items.some(([header]) => header.type === 'replay_recording')) return envelope;
  const scrubbed = await Promise.all(items.map((item) => (item[0].type === 'replay_recording' ? scrubRecording(item) : item)));
  return [headers, scrubbed.filter((item): item is Item => item !== null)] as unknown as E;
}
