/// <reference types="mocha" />
// A bank page built on Bootstrap 3 with jQuery (issue 31): Bootstrap's own CSS (html { font-size:
// 10px }, body text 14px Helvetica in #333, line-height 1.428, `* { box-sizing }`) and its
// JavaScript, plus text styles a CMS page puts on its body, which inherit into whatever the page
// holds. The portal keeps its own look on every route: its sizes are a plain page's, and none of
// the body's inherited text styles reach its text.
import { expect } from 'chai';
import { setViewport } from '@web/test-runner-commands';
import { resetBackend } from '../helpers/backend.ts';
import { goTo, loadBundle, mount } from '../helpers/portal.ts';
import { shadowRoots } from '../helpers/reflow.ts';
import { BASE, gjennomRutene, lastSkript, sideFeil } from '../helpers/vert.ts';

/** Text styles on the host's body that every element inherits unless it resets them. */
const ARVET = `
  body {
    color: rgb(200, 0, 0); font-style: italic; font-weight: 300; letter-spacing: 3px; word-spacing: 12px;
    text-transform: uppercase; text-align: center; text-indent: 40px; line-height: 3; font-variant: small-caps;
    text-shadow: 1px 1px 2px red; white-space: pre; direction: ltr; cursor: wait; visibility: visible;
  }
`;

function lastStil(href: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const link = Object.assign(document.createElement('link'), { rel: 'stylesheet', href });
    link.addEventListener('load', () => resolve(), { once: true });
    link.addEventListener('error', () => reject(new Error(`could not load ${href}`)), { once: true });
    document.head.append(link);
  });
}

describe('a Bootstrap 3 page with jQuery, and inherited text styles on its body', function () {
  this.timeout(90_000);
  const feil = sideFeil();

  before(async () => {
    await lastStil('/node_modules/bootstrap/dist/css/bootstrap.min.css');
    const style = document.createElement('style');
    style.textContent = ARVET;
    document.head.append(style);
    await lastSkript('/node_modules/jquery/dist/jquery.min.js');
    await lastSkript('/node_modules/bootstrap/dist/js/bootstrap.min.js');
    await resetBackend('skadekunde');
    await loadBundle();
    await setViewport({ width: 1280, height: 900 });
  });

  it('Bootstrap 3 is in: its 10px root and its jQuery plugins (the test is what it says)', () => {
    expect(getComputedStyle(document.documentElement).fontSize).to.equal('10px');
    const jq = (window as unknown as { jQuery: { fn: Record<string, unknown> } }).jQuery;
    expect(jq.fn.jquery).to.match(/^3\./);
    expect(jq.fn.modal, "Bootstrap's modal plugin").to.be.a('function');
  });

  it('the portal works on every route with the sizes of a plain page', async () => {
    goTo(BASE);
    mount('<kfp-router></kfp-router>');
    await gjennomRutene(feil);
    const oversikt = document.querySelector('kfp-router')!.shadowRoot!.querySelector('kfp-oversikt')!.shadowRoot!;
    const storrelse = (css: string) => getComputedStyle(oversikt.querySelector(css)!).fontSize;
    expect({ h1: storrelse('h1'), avtalenavn: storrelse('.ov-kort__navn'), smaatekst: storrelse('.ov-kort__aar') }).to.deep.equal({
      h1: '40px',
      avtalenavn: '18px',
      smaatekst: '14px',
    });
    expect((window as unknown as { jQuery: { fn: Record<string, unknown> } }).jQuery.fn.modal, "Bootstrap's plugins stay").to.be.a(
      'function',
    );
  });

  it("no text of the portal inherits the body's text styles", () => {
    const avvik: string[] = [];
    for (const root of shadowRoots(document)) {
      for (const element of root.querySelectorAll('h1, h2, p, a, button, dd, dt, li, span')) {
        if (!element.textContent?.trim()) continue;
        const stil = getComputedStyle(element);
        const verdier = {
          'font-style': stil.fontStyle,
          'letter-spacing': stil.letterSpacing,
          'word-spacing': stil.wordSpacing,
          'text-transform': stil.textTransform,
          'text-indent': stil.textIndent,
          'font-variant-caps': stil.fontVariantCaps,
          'text-shadow': stil.textShadow,
          'white-space': stil.whiteSpace,
          color: stil.color,
        };
        const ventet = {
          'font-style': 'normal',
          'letter-spacing': 'normal',
          'word-spacing': '0px',
          'text-transform': 'none',
          'text-indent': '0px',
          'font-variant-caps': 'normal',
          'text-shadow': 'none',
          'white-space': 'normal',
          color: 'not rgb(200, 0, 0)',
        };
        for (const [egenskap, verdi] of Object.entries(verdier)) {
          const forventet = ventet[egenskap as keyof typeof ventet];
          const galt = forventet.startsWith('not ')
            ? verdi === forventet.slice(4)
            : verdi !== forventet && !(egenskap === 'white-space' && /normal|nowrap|pre-wrap|pre-line/.test(verdi) && verdi !== 'pre');
          if (galt)
            avvik.push(`${element.localName}.${element.className} "${element.textContent.trim().slice(0, 20)}": ${egenskap} ${verdi}`);
        }
      }
    }
    expect(avvik.slice(0, 10), `${avvik.length} inherited`).to.deep.equal([]);
    expect(feil).to.deep.equal([]);
  });
});
