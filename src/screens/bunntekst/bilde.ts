import bilde1200 from '../../assets/bunntekst-1200.webp';
import bilde1440 from '../../assets/bunntekst-1440.webp';
import bilde400 from '../../assets/bunntekst-400.webp';
import bilde800 from '../../assets/bunntekst-800.webp';

/**
 * The footer's decorative picture (spec §9: widths 400/800/1200/1440), our own drawing
 * (scripts/bunntekst-bilde.mjs). The build puts the files beside the chunks with a content hash in
 * their names, so a new picture is a new URL and a CDN can keep them for good.
 */
export const BUNNTEKST_BILDER: readonly (readonly [bredde: number, fil: string])[] = [
  [400, bilde400],
  [800, bilde800],
  [1200, bilde1200],
  [1440, bilde1440],
];

/** The picture's own size: its box is reserved from this ratio before it loads (no layout shift). */
export const BILDE_BREDDE = 1440;
export const BILDE_HOYDE = 288;

/**
 * How wide the picture shows, for the browser's choice from the srcset: the content width (1440 px
 * from 1600 px, 1200 px from 1264 px) or the screen less the phone's gutters.
 */
export const BILDE_SIZES = '(min-width: 1600px) 1440px, (min-width: 1264px) 1200px, calc(100vw - 2rem)';

/**
 * A file's URL against `base`, the URL of the script that shows it (a CMS may load the bundle from
 * a CDN path, `kfp.js?v=…`): never against the page's address, and without the script's query.
 */
export function bildeUrl(fil: string, base: string): string {
  return new URL(fil, base).href;
}

/** The `srcset` of `bilder` against `base`: 'https://cdn/x/bunntekst-400-H.webp 400w, …'. */
export function bildeSrcset(bilder: readonly (readonly [bredde: number, fil: string])[], base: string): string {
  return bilder.map(([bredde, fil]) => `${bildeUrl(fil, base)} ${bredde}w`).join(', ');
}
