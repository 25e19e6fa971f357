// The depth of the request chain: how many round trips, one after the other, stand between the
// navigation and a moment on the page. A request's parent is, of the requests that could have held it
// up and had ended before it was sent, the one that ended last. What could hold a request up: the
// document or script that asked for it (Chromium's initiator: the importing module, or the scripts on
// the stack of the call), and any API answer the page's code had read by then (code often waits for
// one, e.g. the session status, before it asks for the next thing or loads the next chunk). An API
// answer counts from when the code read its body (`readAt`, noted by bench/probe.mjs), not from
// when it arrived: ten reads sent in one go from one task are side by side, even when the first
// answer arrives before the task has sent the last one. The document is depth 1, a module it loads
// 2, a chunk that module imports or an API call its code makes 3, and so on; requests that ran
// side by side share a depth.

/**
 * @typedef {object} TimedRequest
 * @property {string} url
 * @property {'document' | 'script' | 'api'} kind
 * @property {number} start when it was sent (ms, one clock for all)
 * @property {number | undefined} end when its response ended (undefined: still open)
 * @property {number} [readAt] an API answer: when the page's code had read its body (else `end` counts)
 * @property {readonly string[]} [initiators] URLs of the document or scripts that asked for it
 */

/** When a request's answer was in the page's hands: read by the code (API), or ended. */
const done = (request) => (request.kind === 'api' && request.readAt !== undefined ? request.readAt : request.end);

/**
 * Depth of every request.
 * @param {readonly TimedRequest[]} requests
 * @returns {Map<TimedRequest, number>}
 */
export function chainDepths(requests) {
  const byStart = [...requests].sort((a, b) => a.start - b.start);
  /** @type {Map<TimedRequest, number>} */
  const depth = new Map();
  for (const request of byStart) {
    const initiators = new Set(request.initiators ?? []);
    let parent;
    for (const candidate of byStart) {
      const candidateDone = done(candidate);
      if (candidate === request || candidateDone === undefined || candidateDone > request.start) continue;
      if (candidate.kind !== 'api' && !initiators.has(candidate.url)) continue;
      if (!parent || candidateDone > /** @type {number} */ (done(parent))) parent = candidate;
    }
    depth.set(request, parent ? (depth.get(parent) ?? 0) + 1 : 1);
  }
  return depth;
}

/**
 * The longest chain of requests that ended before `moment`: the round trips the content waited for.
 * @param {readonly TimedRequest[]} requests
 * @param {number} moment
 */
export function depthBefore(requests, moment) {
  const depths = chainDepths(requests);
  let deepest = 0;
  for (const request of requests) {
    const requestDone = done(request);
    if (requestDone !== undefined && requestDone <= moment) deepest = Math.max(deepest, depths.get(request) ?? 0);
  }
  return deepest;
}
