/// <reference types="mocha" />
// Issue 22, normal API: the portal's frame (navigation, footer, what the router puts around the
// screen) keeps its size from the first frame, and each screen assembles in place (placeholders of
// their content's size, parts in page order), so nothing jumps while a page assembles: the layout
// shifts (PerformanceObserver) sum to at most 0.02, those in which the routed screen moved and those
// of the whole load, on the overview, offers, purchase entries and profile, at 390 and 1280 px. Red when the navigation is
// inserted late without its reserved space. Helpers in ./layout-shift.ts.
import { resetBackend } from '../helpers/backend.ts';
import { cleanup } from '../helpers/portal.ts';
import { sjekkScenario } from './layout-shift.ts';

describe('layout shift, normal API', function () {
  this.timeout(60_000);

  before(async () => {
    await resetBackend('skadekunde');
  });

  afterEach(cleanup);

  sjekkScenario();
});
