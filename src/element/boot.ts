import { trackPageViews } from '../analytics/page-views.ts';
import { startAnalytics } from '../analytics/track.ts';
import { getConfigProblems } from '../config/index.ts';
import { meldConfigProblemer } from '../monitoring/config-problemer.ts';
import { reportError, startMonitoring } from '../monitoring/report.ts';
import { afterFirstContent } from '../page/first-content.ts';
import { LOCATION_CHANGED } from '../page/location-changed.ts';
import { hentLoginContext, hentTrackingId } from './tracking-id.ts';

let booted = false;

/**
 * What the page needs once, whichever element connects first: config problems warned about and
 * reported (spec §8), error reporting scheduled for after the first content, analytics behind its
 * consent gate (page views included), the market-source sync, the offline notice and the print
 * sheet started (once the first content is shown: none is needed for it, so their code loads in a
 * chunk of its own then, src/element/after-first-content.ts), with the editors' checks. `host` is the
 * element that connected first: a misspelled config key is shown in it on a test host
 * (src/page/redaktor/notify.ts).
 */
export function bootOnce(host?: Element): void {
  if (booted) return;
  booted = true;
  startMonitoring(afterFirstContent);
  meldConfigProblemer(getConfigProblems());
  startAnalytics(hentTrackingId, afterFirstContent, hentLoginContext);
  trackPageViews(['popstate', LOCATION_CHANGED]);
  void afterFirstContent()
    .then(() => import('./after-first-content.ts'))
    .then(({ startAfterFirstContent }) => startAfterFirstContent(host))
    .catch((error: unknown) => reportError(error, { source: 'boot', message: 'After-content chunk failed to load' }));
}
