// npm run screenshots: builds dist/, starts the demo server on a free port and writes PNGs of the
// overview, offers, purchase entries, profile, login and not-found page at 320, 390, 1280 and 1600 px
// (spec §9's xl layout) to
// docs/screenshots/, so a reviewer sees the look without running anything.
//
// Deterministic: fixed demo data (the backend's clock is fixed, so offer expiry dates do not
// move), reduced motion (no animation is caught half-way), scrollbars hidden, each page shot only
// once nothing is loading any more. The portal sits alone on a neutral host page
// (demo/pages/portal.html), so the pictures show the portal's look and nothing of a host's.
//
// Usage: npm run screenshots   (CHROME_PATH=… for another Chromium than /usr/bin/chromium)
import { mkdir, rm } from 'node:fs/promises';
import { chromium } from 'playwright-core';
import { buildBundle } from '../build.mjs';
import { startDemoServer } from '../demo/server/serve.mjs';
import { sideFerdig } from './side-ferdig.mjs';
import { CHROMIUM_PATH, PICTURE_ARGS } from './chromium.mjs';
import { shoot } from './shoot.mjs';

const UT = 'docs/screenshots';
const BASE = '/privat/forsikring/oversikt';
/** The day the demo data is seeded for: offers expire a fixed number of days after it. */
const DAG = new Date('2026-05-04T09:00:00Z');

/** [file name, scenario, path] */
const SIDER = [
  ['oversikt', 'skadekunde', BASE],
  ['tilbud', 'skadekunde', `${BASE}/tilbud`],
  ['kjopsinnganger', 'skadekunde', `${BASE}/kjopsinnganger`],
  ['forsikringsprofil', 'skadekunde', `${BASE}/forsikringsprofil`],
  ['logg-inn', 'utlogget', BASE],
  ['ikke-funnet', 'skadekunde', `${BASE}/finnes-ikke`],
];
const BREDDER = [
  [320, 700],
  [390, 844],
  [1280, 800],
  [1600, 900],
];
/** A full page is cut off below this height: the pictures are for the look, not every card. */
const MAKS_HOYDE = 2400;

const bygg = await buildBundle();
void bygg;
const server = await startDemoServer({
  port: 0,
  host: '127.0.0.1',
  routes: { [BASE]: 'demo/pages/portal.html' },
  backendOptions: { clock: () => new Date(DAG) },
});
const browser = await chromium.launch({
  executablePath: CHROMIUM_PATH,
  args: PICTURE_ARGS,
});
try {
  await rm(UT, { recursive: true, force: true });
  await mkdir(UT, { recursive: true });
  for (const [bredde, hoyde] of BREDDER) {
    for (const [navn, scenario, sti] of SIDER) {
      const context = await browser.newContext({
        viewport: { width: bredde, height: hoyde },
        reducedMotion: 'reduce',
        deviceScaleFactor: 1,
      });
      const page = await context.newPage();
      const logginn = scenario === 'utlogget' ? '0' : '1';
      await page.goto(`${server.url}/demo/scenario?name=${scenario}&login=${logginn}&redirect=${encodeURIComponent(sti)}`);
      await page.waitForFunction(sideFerdig, 'h1', { timeout: 20_000, polling: 100 });
      await page.evaluate(() => document.fonts.ready);
      // Lazy pictures (the footer's) load only near the viewport: scrolled to once, each waited for.
      await page.evaluate(async () => {
        const bilder = [];
        const finn = (root) => {
          for (const element of root.querySelectorAll('*')) {
            if (element.localName === 'img') bilder.push(element);
            if (element.shadowRoot) finn(element.shadowRoot);
          }
        };
        finn(document);
        for (const bilde of bilder) {
          bilde.scrollIntoView();
          await bilde.decode().catch(() => undefined);
        }
        scrollTo(0, 0);
      });
      const hele = await page.evaluate(() => document.documentElement.scrollHeight);
      const fil = `${UT}/${navn}-${bredde}.png`;
      await shoot(page, fil, { x: 0, y: 0, width: bredde, height: Math.min(hele, MAKS_HOYDE) });
      console.log(fil);
      await context.close();
    }
  }
} finally {
  await browser.close();
  await server.close();
}
