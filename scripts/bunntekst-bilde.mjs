// Draws the footer's decorative picture (spec §9: footer image widths 400/800/1200/1440) and writes
// it as WebP in those widths to src/assets/ (committed; the build copies them into dist/ with a
// content hash in the name, src/screens/bunntekst/bilde.ts). Our own drawing, no photo: a sand sky,
// a sun, three ridges of hills, a house with a lit window and a few spruces, 5:1.
// Run again only when the drawing changes: node scripts/bunntekst-bilde.mjs
import { writeFile } from 'node:fs/promises';
import { chromium } from 'playwright-core';

export const BREDDER = [400, 800, 1200, 1440];
const W = 1440;
const H = 288;

const gran = (x, y, s) =>
  `<path d="M${x} ${y - 64 * s}l${22 * s} ${40 * s}h${-9 * s}l${17 * s} ${30 * s}h${-60 * s}l${17 * s} ${-30 * s}h${-9 * s}z" fill="#5f6b52"/><rect x="${x - 3 * s}" y="${y + 6 * s}" width="${6 * s}" height="${10 * s}" fill="#5f6b52"/>`;

const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${W} ${H}" width="${W}" height="${H}">
<rect width="${W}" height="${H}" fill="#f4f2ef"/>
<circle cx="1150" cy="96" r="44" fill="#efdd9e"/>
<path d="M0 170C160 120 300 140 440 160S720 110 900 130 1200 170 1440 120V${H}H0z" fill="#e2dcd2"/>
<path d="M0 215C180 180 330 190 520 205S820 165 1000 185 1290 215 1440 190V${H}H0z" fill="#c7beb1"/>
<path d="M0 262C240 236 470 248 700 256S1120 236 1440 250V${H}H0z" fill="#9c9184"/>
<g transform="translate(560 150)">
  <path d="M0 40L42 6 84 40z" fill="#3d3832"/>
  <rect x="8" y="38" width="68" height="44" fill="#f9f9f9"/>
  <rect x="20" y="50" width="16" height="14" fill="#efdd9e"/>
  <rect x="48" y="56" width="14" height="26" fill="#3d3832"/>
</g>
${gran(500, 196, 1)}${gran(690, 200, 0.8)}${gran(1010, 186, 0.9)}${gran(1060, 190, 0.7)}${gran(260, 206, 0.85)}
</svg>`;

const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH || '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu'],
});
try {
  const page = await browser.newPage();
  for (const bredde of BREDDER) {
    const data = await page.evaluate(
      async ({ svg, bredde, hoyde }) => {
        const bilde = new Image();
        bilde.src = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
        await bilde.decode();
        const lerret = document.createElement('canvas');
        lerret.width = bredde;
        lerret.height = hoyde;
        lerret.getContext('2d').drawImage(bilde, 0, 0, bredde, hoyde);
        return lerret.toDataURL('image/webp', 0.8);
      },
      { svg, bredde, hoyde: Math.round((bredde * H) / W) },
    );
    if (!data.startsWith('data:image/webp')) throw new Error('this Chromium cannot write WebP');
    const fil = `src/assets/bunntekst-${bredde}.webp`;
    await writeFile(fil, Buffer.from(data.split(',')[1], 'base64'));
    console.log(fil);
  }
} finally {
  await browser.close();
}
