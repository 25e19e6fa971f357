// Session replay: its own lazy chunk, loaded beside the error-reporting SDK.
import { replayIntegration } from '@sentry/replay';
import { scrubDeep } from './scrub.ts';

/**
 * The replay integration: records the page with the elements' open shadow roots (rrweb follows them
 * by itself), every text and input masked, links' and images' addresses masked, media blocked, no
 * network bodies or headers; the URLs and texts of its own frames are scrubbed like every other
 * report.
 */
export function createReplay() {
  return replayIntegration({
    maskAllText: true,
    maskAllInputs: true,
    blockAllMedia: true,
    maskAttributes: ['title', 'placeholder', 'aria-label', 'aria-description', 'alt', 'href', 'src', 'action', 'value'],
    networkDetailAllowUrls: [],
    // The SDK hands its own frames (breadcrumbs, navigations, requests) here, not the DOM's.
    beforeAddRecordingEvent: (event) => scrubDeep(event),
  });
}
