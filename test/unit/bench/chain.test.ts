// @ts-expect-error: a plain .mjs module of the bench, without types
import { chainDepths, depthBefore } from '../../../bench/chain.mjs';
import { describe, expect, it } from 'vitest';

const page = 'http://x/page';
const kfp = 'http://x/kfp.js';
const chunk = 'http://x/chunk.js';
const lazy = 'http://x/lazy.js';

/** document → kfp.js → chunk.js (static import) → session (API) → avtaler (API) and lazy.js. */
const requests = [
  { url: page, kind: 'document', start: 0, end: 10 },
  { url: kfp, kind: 'script', start: 12, end: 20, initiators: [page] },
  { url: chunk, kind: 'script', start: 22, end: 30, initiators: [kfp] },
  { url: 'http://x/api/session', kind: 'api', start: 35, end: 50, initiators: [chunk] },
  // A script that ended after the session call but did not ask for avtaler must not be its parent.
  { url: 'http://x/unrelated.js', kind: 'script', start: 36, end: 52, initiators: [kfp] },
  { url: 'http://x/api/avtaler', kind: 'api', start: 55, end: 70, initiators: [chunk] },
  { url: lazy, kind: 'script', start: 56, end: 60, initiators: [kfp, chunk] },
];

describe('request chain depth', () => {
  it('counts round trips one after another, following initiators and API answers', () => {
    const depths = chainDepths(requests);
    expect(requests.map((request) => depths.get(request))).toEqual([1, 2, 3, 4, 3, 5, 5]);
  });

  it('gives the deepest chain that ended before a moment', () => {
    expect(depthBefore(requests, 9)).toBe(0);
    expect(depthBefore(requests, 30)).toBe(3);
    expect(depthBefore(requests, 65)).toBe(5);
  });

  it('counts an API answer from when the code read it: a burst sent from one task is one round trip', () => {
    const burst = [
      { url: page, kind: 'document', start: 0, end: 10 },
      { url: kfp, kind: 'script', start: 11, end: 20, initiators: [page] },
      { url: 'http://x/api/session', kind: 'api', start: 21, end: 30, readAt: 31, initiators: [kfp] },
      // Sent one after another by one task: the first answer arrived (40) before the last was sent
      // (42), but the code read it only after the task (50).
      { url: 'http://x/api/a', kind: 'api', start: 38, end: 40, readAt: 50, initiators: [kfp] },
      { url: 'http://x/api/b', kind: 'api', start: 42, end: 48, readAt: 51, initiators: [kfp] },
    ];
    const depths = chainDepths(burst);
    expect(burst.map((request) => depths.get(request))).toEqual([1, 2, 3, 4, 4]);
    expect(depthBefore(burst, 49)).toBe(3);
    expect(depthBefore(burst, 52)).toBe(4);
  });

  it('treats requests sent side by side as one round trip', () => {
    const side = [
      { url: page, kind: 'document', start: 0, end: 10 },
      { url: 'http://x/a.js', kind: 'script', start: 11, end: 20, initiators: [page] },
      { url: 'http://x/b.js', kind: 'script', start: 11, end: 21, initiators: [page] },
    ];
    expect(depthBefore(side, 25)).toBe(2);
  });
});
