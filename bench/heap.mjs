// Memory over route changes: the JS heap after a forced garbage collection after each checkpoint
// (a number of in-app navigations) of <kfp-router> through its routes. Flat is good; steady growth is a leak.

const ROUTES = ['/tilbud', '/kjopsinnganger', '/forsikringsprofil', '/andre-forsikringer', '/'];
const TAGS = {
  '/': 'kfp-oversikt',
  '/tilbud': 'kfp-tilbud',
  '/kjopsinnganger': 'kfp-kjopsinnganger',
  '/forsikringsprofil': 'kfp-profil',
  '/andre-forsikringer': 'kfp-andre-forsikringer',
};

/**
 * @param {import('playwright-core').Browser} browser
 * @param {string} origin
 * @param {string} base the router's base path, e.g. /privat/forsikring/oversikt
 * @param {readonly number[]} checkpoints route changes after which the heap is read
 * @returns {Promise<{ changes: number, heapBytes: number }[]>}
 */
export async function heapOverRouteChanges(browser, origin, base, checkpoints) {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  try {
    const page = await context.newPage();
    await page.goto(`${origin}/demo/login?redirect=/demo/status`);
    await page.goto(origin + base);
    const cdp = await context.newCDPSession(page);
    const routeShown = (tag) =>
      page.waitForFunction(
        (name) => {
          const element = document.querySelector('kfp-router')?.shadowRoot?.querySelector(name);
          return Boolean(element?.shadowRoot?.childElementCount);
        },
        tag,
        { polling: 20, timeout: 30_000 },
      );
    await routeShown('kfp-oversikt');
    await page.waitForLoadState('networkidle');
    const results = [];
    const readHeap = async (changes) => {
      await cdp.send('HeapProfiler.collectGarbage');
      await cdp.send('HeapProfiler.collectGarbage');
      const { usedSize } = await cdp.send('Runtime.getHeapUsage');
      results.push({ changes, heapBytes: usedSize });
    };
    let changes = 0;
    for (const checkpoint of checkpoints) {
      while (changes < checkpoint) {
        const route = ROUTES[changes % ROUTES.length];
        await page.evaluate(
          (url) => {
            history.pushState(null, '', url);
            dispatchEvent(new PopStateEvent('popstate'));
          },
          base + (route === '/' ? '' : route),
        );
        await routeShown(TAGS[route]);
        changes++;
      }
      await page.waitForLoadState('networkidle');
      await readHeap(changes);
    }
    return results;
  } finally {
    await context.close();
  }
}
