// Session replay: its own lazy chunk, loaded beside the error-reporting SDK.
import { replayIntegration } from '@sentry/replay';
import { scrubDeep } from './scrub.ts';

/**
 * The replay integration: records the page with the elements' open shadow roots (rrweb follows them
 * by itself), every text and input and the attributes that carry text masked, media blocked, no
 * network bodies or headers; the URLs and texts of its own frames are scrubbed like every other
 * report.
 */
export function createReplay() {
  return replayIntegration({
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
