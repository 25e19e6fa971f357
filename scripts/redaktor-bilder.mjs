// node scripts/redaktor-bilder.mjs: the pictures of docs/redaktorer.md, one per tag an editor places,
// at 390 px (a phone: what most customers see), each cut to the element and at most 900 px high so
// the files stay small. Builds dist/, starts the demo server on a free port, and shoots each tag
// alone on the demo's element page (demo/pages/element.html) or, for <kfp-router>, on the neutral
// host page (demo/pages/portal.html). Deterministic as scripts/screenshots.mjs is: fixed demo data
// and clock, reduced motion, each picture taken once nothing loads any more.
//
// Usage: node scripts/redaktor-bilder.mjs   (CHROME_PATH=… for another Chromium than /usr/bin/chromium)
import { mkdir } from 'node:fs/promises';
import { chromium } from 'playwright-core';
import { buildBundle } from '../build.mjs';
import { startDemoServer } from '../demo/server/serve.mjs';
import { sideFerdig } from './side-ferdig.mjs';
import { CHROMIUM_PATH, PICTURE_ARGS } from './chromium.mjs';
import { shoot } from './shoot.mjs';

const UT = 'docs/redaktorer';
const BASE = '/privat/forsikring/oversikt';
const DAG = new Date('2026-05-04T09:00:00Z');
const BREDDE = 390;
const MAKS_HOYDE = 900;

/** [tag, scenario, page] */
const TAGGER = [
  ['kfp-router', 'skadekunde', BASE],
  ['kfp-oversikt', 'skadekunde', '/demo/pages/element.html?tag=kfp-oversikt'],
  ['kfp-tilbud', 'skadekunde', '/demo/pages/element.html?tag=kfp-tilbud'],
  ['kfp-kjopsinnganger', 'skadekunde', '/demo/pages/element.html?tag=kfp-kjopsinnganger'],
  ['kfp-profil', 'skadekunde', '/demo/pages/element.html?tag=kfp-profil'],
  ['kfp-feedback', 'skadekunde', '/demo/pages/element.html?tag=kfp-feedback'],
  ['kfp-login', 'utlogget', '/demo/pages/element.html?tag=kfp-login'],
];

await buildBundle();
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
  await mkdir(UT, { recursive: true });
  for (const [tag, scenario, sti] of TAGGER) {
    const context = await browser.newContext({
      viewport: { width: BREDDE, height: MAKS_HOYDE },
      reducedMotion: 'reduce',
      deviceScaleFactor: 1,
    });
    // The demo's consent banner answered (no statistics), so it covers nothing.
    await context.addCookies([{ name: 'eika_optin', value: 'F', url: server.url }]);
    const page = await context.newPage();
    await page.goto(
      `${server.url}/demo/scenario?name=${scenario}&login=${scenario === 'utlogget' ? '0' : '1'}&redirect=${encodeURIComponent(sti)}`,
    );
    await page.waitForLoadState('networkidle');
    await page.waitForFunction(sideFerdig, 'h1, h2', { timeout: 20_000, polling: 100 });
    await page.evaluate(() => document.fonts.ready);
    const boks = await page.locator(tag).boundingBox();
    const fil = `${UT}/${tag}.png`;
    await shoot(page, fil, { x: 0, y: boks.y, width: BREDDE, height: Math.min(boks.height, MAKS_HOYDE) });
    console.log(fil);
    await context.close();
  }
} finally {
  await browser.close();
  await server.close();
}
