/// <reference types="mocha" />
// A dark host page (issue 31, point 3): `color-scheme: dark`, light text on near black (#121212),
// as a bank's dark theme has it. Every text of the portal keeps AA contrast on every route, because
// the portal paints its own surface and text colour and never shows through to the page's.
import axe from 'axe-core';
import { expect } from 'chai';
import { setViewport } from '@web/test-runner-commands';
import { resetBackend } from '../helpers/backend.ts';
import { bunntekst } from '../helpers/bunntekst.ts';
import { holderAv } from '../helpers/finn.ts';
import { goTo, loadBundle, mount } from '../helpers/portal.ts';
import { portalenHarSattSeg } from '../helpers/tekstmaal.ts';
import { ROUTES } from '../helpers/vert.ts';
import { waitFor } from '../helpers/wait.ts';

const BASE = '/privat/forsikring/oversikt';
const VERT = 'kfp-elements test';

/** The dark page: the host's own colours and text styles, which its body passes on. */
const MORK_SIDE = `
  :root { color-scheme: dark; background: #121212; color: #e8e6e3; }
  body { background: #121212; color: #e8e6e3; font: 20px/2 Georgia, serif; letter-spacing: 0.05em; }
  a { color: #8ab4f8; }
`;

/** Every colour-contrast problem axe finds in the router, and those it cannot decide, with the reason. */
async function kontrast(router: Element): Promise<{ brudd: string[]; uavklart: string[] }> {
  const resultat = await axe.run(router, {
    runOnly: { type: 'rule', values: ['color-contrast'] },
    resultTypes: ['violations', 'incomplete'],
  });
  const beskriv = (node: axe.NodeResult) => `${JSON.stringify(node.target)} ${node.any.map((sjekk) => sjekk.message).join(' ')}`;
  return {
    brudd: resultat.violations.flatMap((regel) => regel.nodes.map(beskriv)),
    uavklart: resultat.incomplete.flatMap((regel) => regel.nodes.map(beskriv)),
  };
}

describe('a dark host page (color-scheme: dark, #121212)', function () {
  this.timeout(60_000);
  let router: Element;

  before(async () => {
    const style = document.createElement('style');
    style.textContent = MORK_SIDE;
    document.head.append(style);
    await resetBackend('skadekunde');
    await loadBundle();
    await setViewport({ width: 1280, height: 900 });
    goTo(BASE);
    router = mount('<kfp-router></kfp-router>').querySelector('kfp-router')!;
  });

  for (const { sti, tittel, innhold } of ROUTES) {
    it(`${sti || '/'}: axe finds no text under AA contrast, and none it cannot decide`, async () => {
      if (location.pathname !== `${BASE}${sti}`) {
        history.pushState(null, '', `${BASE}${sti}`);
        dispatchEvent(new PopStateEvent('popstate'));
      }
      await waitFor(() => document.title === `${tittel} – ${VERT}`);
      await holderAv(innhold[0], innhold[1]);
      await bunntekst();
      await portalenHarSattSeg();
      const { brudd, uavklart } = await kontrast(router);
      expect(brudd, `under AA contrast:\n${brudd.join('\n')}`).to.deep.equal([]);
      expect(uavklart, `axe could not decide:\n${uavklart.join('\n')}`).to.deep.equal([]);
    });
  }
});
