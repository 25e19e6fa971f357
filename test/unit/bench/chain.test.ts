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

  it('treats requests sent side by side as one round trip', () => {
    const side = [
      { url: page, kind: 'document', start: 0, end: 10 },
      { url: 'http://x/a.js', kind: 'script', start: 11, end: 20, initiators: [page] },
      { url: 'http://x/b.js', kind: 'script', start: 11, end: 21, initiators: [page] },
    ];
    expect(depthBefore(side, 25)).toBe(2);
  });
});
