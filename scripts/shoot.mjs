// How the picture scripts (scripts/screenshots.mjs, scripts/redaktor-bilder.mjs) shoot a page part
// that may be taller than the viewport. Playwright's full-page capture resizes the page while it
// shoots and now and then caught an in-between layout (stop 33: the overview's names a step
// smaller; the router's sums box without its amounts). So the viewport is made as tall as the part
// needs and the part is shot as it is. A page that grows with the viewport (laid out to 100vh, e.g.
// the footer kept at the bottom) would show more below; it is shot full-page at its usual height,
// as before.

/**
 * Writes a PNG of `clip` (page coordinates) to `path`.
 * @param {import('playwright-core').Page} page at its usual viewport size, scrolled to the top
 * @param {string} path
 * @param {{ x: number, y: number, width: number, height: number }} clip
 */
export async function shoot(page, path, clip) {
  const usual = page.viewportSize();
  if (!usual) throw new Error('shoot: the page has no fixed viewport');
  const pageHeight = () => page.evaluate(() => document.documentElement.scrollHeight);
  const before = await pageHeight();
  const height = Math.max(usual.height, Math.ceil(clip.y + clip.height));
  await page.setViewportSize({ width: usual.width, height });
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  if (height <= usual.height || (await pageHeight()) === before) {
    await page.screenshot({ path, clip });
    return;
  }
  await page.setViewportSize(usual);
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  await page.screenshot({ path, fullPage: true, clip });
}
