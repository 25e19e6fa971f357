// Session replay: its own lazy chunk, loaded beside the error-reporting SDK.
import { replayIntegration } from '@sentry/replay';
import { scrubDeep } from './scrub.ts';

/** The Trusted Types policy's name: a host page with a `trusted-types` directive lists it. */
export const TRUSTED_TYPES_POLICY = 'kfp-elements';

interface TrustedTypesLike {
  createPolicy(name: string, rules: { createScriptURL(url: string): string }): { createScriptURL(url: string): unknown };
}

/**
 * The URL of replay's compression worker, `kfp-replay-worker.js` beside the chunks (the build puts
 * it there), so a strict CSP needs only `worker-src` of the bundle's origin, not `blob:`. Under
 * Trusted Types it is a TrustedScriptURL of the policy 'kfp-elements', which passes only that one
 * URL. '' (replay then keeps its events uncompressed, without a worker) where no policy may be made.
 */
export function replayWorkerUrl(base: string = import.meta.url, page: { trustedTypes?: TrustedTypesLike } = globalThis as { trustedTypes?: TrustedTypesLike }): string {
  const url = new URL('./kfp-replay-worker.js', base).href;
  if (!page.trustedTypes) return url;
  try {
    const policy = page.trustedTypes.createPolicy(TRUSTED_TYPES_POLICY, {
      createScriptURL: (wanted) => {
        if (wanted !== url) throw new TypeError(`${TRUSTED_TYPES_POLICY}: not the replay worker: ${wanted}`);
        return wanted;
      },
    });
    // The SDK passes it on to `new Worker()` untouched.
    return policy.createScriptURL(url) as string;
  } catch {
    return '';
  }
}

/**
 * The replay integration: records the page with the elements' open shadow roots (rrweb follows them
 * by itself), every text and input and the attributes that carry text masked, media blocked, no
 * network bodies or headers; the URLs and texts of its own frames are scrubbed like every other
 * report.
 */
export function createReplay() {
  return replayIntegration({
    workerUrl: replayWorkerUrl(),
    maskAllText: true,
    maskAllInputs: true,
    blockAllMedia: true,
    // (href and src are recorded as they are whatever this says: the transport scrubs them, replay-envelope.ts.)
    maskAttributes: ['title', 'placeholder', 'aria-label', 'aria-description', 'alt', 'action', 'value'],
    networkDetailAllowUrls: [],
    // The SDK hands its own frames (breadcrumbs, navigations, requests) here, not the DOM's.
    beforeAddRecordingEvent: (event) => scrubDeep(event),
  });
}
