// The text-size rule (docs/engineering.md, "Text size"; issue 31): every size of the portal follows
// the browser's default text size (`medium`, the customer's setting), never the host page's root
// font size. The build turns each `rem` of our stylesheets into the portal's rem
// (scripts/shadow-css.mjs `portalRem`); this file fails when a stylesheet under src/ or a Jøkul
// sheet we import holds something that transform does not cover.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { forShadowRoot, portalRem } from '../../../scripts/shadow-css.mjs';

const repo = fileURLToPath(new URL('../../../', import.meta.url));

function filer(dir: string, slutt: RegExp): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return filer(path, slutt);
    return slutt.test(entry.name) ? [path] : [];
  });
}

/** Every stylesheet the bundle holds: ours under src/, and the Jøkul sheets our code imports. */
function stilark(): { navn: string; css: string }[] {
  const egne = filer(join(repo, 'src'), /\.css$/);
  const jokul = new Set<string>();
  for (const fil of filer(join(repo, 'src'), /\.tsx?$/)) {
    for (const [, sti = ''] of readFileSync(fil, 'utf8').matchAll(/from '(@fremtind\/[^']+\.css)'/g))
      jokul.add(join(repo, 'node_modules', sti));
  }
  return [...egne, ...jokul].map((fil) => ({ navn: relative(repo, fil), css: forShadowRoot(readFileSync(fil, 'utf8'), fil) }));
}

/** `css` without comments, strings and url(). */
const utenTekst = (css: string) => css.replace(/\/\*[\s\S]*?\*\/|"(?:\\.|[^"\\])*"|'(?:\\.|[^'\\])*'|url\([^)]*\)/g, '');

/** The declarations of `css` outside at-rule preludes, as `property: value`. */
function deklarasjoner(css: string): string[] {
  return [...utenTekst(css).matchAll(/(?:^|[{;])\s*([-\w]+)\s*:\s*([^;{}]+)/g)].map(
    ([, egenskap = '', verdi = '']) => `${egenskap.toLowerCase()}: ${verdi.trim()}`,
  );
}

describe('portalRem: the build turns rem into the portal’s rem', () => {
  it('in values, signs and fractions included; 1rem and 0rem stay short', () => {
    expect(portalRem('a{margin:-1.5rem 0 .5rem +2rem;padding:1rem 0rem}')).toBe(
      'a{margin:calc(-1.5*var(--_kfp-rem)) 0 calc(.5*var(--_kfp-rem)) calc(+2*var(--_kfp-rem));padding:var(--_kfp-rem) 0}',
    );
    expect(portalRem('a{width:calc(100% - 2.5rem);font:1.125rem/1.3 x;w:min(14rem,100%)}')).toBe(
      'a{width:calc(100% - calc(2.5*var(--_kfp-rem)));font:calc(1.125*var(--_kfp-rem))/1.3 x;w:min(calc(14*var(--_kfp-rem)),100%)}',
    );
  });

  it('a container query’s rem becomes em (the container’s size, not the root’s); a media query keeps rem (the initial size)', () => {
    expect(portalRem('@container ov (min-width: 70rem){a{b:2rem}}')).toBe('@container ov (min-width: 70em){a{b:calc(2*var(--_kfp-rem))}}');
    expect(portalRem('@media (min-width: 42.5rem){a{b:2rem}}')).toBe('@media (min-width: 42.5rem){a{b:calc(2*var(--_kfp-rem))}}');
  });

  it('leaves class names, comments, strings and url() alone', () => {
    const css = '.jkl-2rem,.x1rem{content:"3rem";background:url(a1rem.svg)}/* 4rem */';
    expect(portalRem(css)).toBe(css);
  });
});

describe('every stylesheet of the bundle keeps the text-size rule', () => {
  const sheets = stilark();

  it('finds our sheets and the Jøkul sheets we import', () => {
    expect(sheets.filter((sheet) => sheet.navn.startsWith('src/')).length).toBeGreaterThan(20);
    expect(sheets.some((sheet) => sheet.navn.includes('@fremtind/jokul'))).toBe(true);
  });

  it('holds no rem once built, but in media queries (where rem is the initial font size)', () => {
    const igjen = sheets.flatMap(({ navn, css }) =>
      [
        ...utenTekst(css)
          .replace(/@(?:media|import|custom-media)\b[^{;]*/gi, '')
          .matchAll(/[\d.]rem\b/gi),
      ].map((treff) => `${navn}: …${css.slice(Math.max(0, treff.index - 30), treff.index + 10)}`),
    );
    expect(igjen).toEqual([]);
  });

  it('uses no other root-relative unit (rlh, rex, rch, ric, rcap): the build does not turn those', () => {
    const treff = sheets.flatMap(({ navn, css }) =>
      [...utenTekst(css).matchAll(/\d(rlh|rex|rch|ric|rcap)\b/gi)].map(([enhet]) => `${navn}: ${enhet}`),
    );
    expect(treff).toEqual([]);
  });

  it('sizes no text in px, pt or viewport units alone (those do not follow the customer’s text size); px only as a floor in max()', () => {
    const feil = sheets.flatMap(({ navn, css }) =>
      deklarasjoner(css)
        .filter((deklarasjon) => /^(font|font-size): /.test(deklarasjon))
        .filter((deklarasjon) => {
          const verdi = deklarasjon
            .replace(/^[^:]+: /, '')
            .replace(/max\(([^()]|\([^()]*\))*\)/g, (max) => (/--_kfp-rem|em\b|%/.test(max) ? 'var(--_kfp-rem)' : max));
          return /\d(px|pt|vw|vh|vmin|vmax|cqi|cqw)\b/.test(verdi) && !/--_kfp-rem|\dem\b|%|var\(/.test(verdi);
        })
        .map((deklarasjon) => `${navn}: ${deklarasjon}`),
    );
    expect(feil).toEqual([]);
  });

  it('declares no @property and no @font-face (a shadow root ignores both in some engines: register in the document, declare fonts on the host page)', () => {
    const treff = sheets.filter(({ css }) => /@(property|font-face)\b/i.test(utenTekst(css))).map(({ navn }) => navn);
    expect(treff).toEqual([]);
  });
});
