import { describe, expect, it } from 'vitest';
import { BILDE_BREDDE, BILDE_HOYDE, BUNNTEKST_BILDER, bildeSrcset, bildeUrl } from '../../../../src/screens/bunntekst/bilde.ts';

const FILER = [
  [400, './bunntekst-400-AAAA.webp'],
  [800, './bunntekst-800-BBBB.webp'],
] as const;

describe("the footer picture's URLs (spec §9)", () => {
  it('comes in the widths 400, 800, 1200 and 1440, 5:1', () => {
    expect(BUNNTEKST_BILDER.map(([bredde]) => bredde)).toEqual([400, 800, 1200, 1440]);
    expect(BILDE_BREDDE / BILDE_HOYDE).toBe(5);
  });

  it("resolves against the script's URL on a CDN, without its ?v= query, not against the page", () => {
    const skript = 'https://cdn.example.no/kfp-elements/2.1.0/chunk-AB12CD.js?v=2026-11';
    expect(bildeUrl('./bunntekst-400-AAAA.webp', skript)).toBe('https://cdn.example.no/kfp-elements/2.1.0/bunntekst-400-AAAA.webp');
    expect(bildeSrcset(FILER, skript)).toBe(
      'https://cdn.example.no/kfp-elements/2.1.0/bunntekst-400-AAAA.webp 400w, https://cdn.example.no/kfp-elements/2.1.0/bunntekst-800-BBBB.webp 800w',
    );
  });

  it("stays beside a chunk loaded a second time under '?retry=1'", () => {
    expect(bildeUrl('./bunntekst-800-BBBB.webp', 'https://www.bank.no/static/kfp/chunk-X.js?retry=1')).toBe(
      'https://www.bank.no/static/kfp/bunntekst-800-BBBB.webp',
    );
  });
});
