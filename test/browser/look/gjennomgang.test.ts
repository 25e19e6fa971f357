/// <reference types="mocha" />
// A walk through the whole portal at 320, 390 and 1280 px, in every engine of the suite: every
// route, every demo scenario's overview and every element on a host page of its own, each on the
// bare host page of the mobile bank's web view (fixtures/portal-frame.html). Each page must settle
// with its main content, and show no page error, no unhandled rejection, no crashed element
// ('Noe har gått galt') and nothing that scrolls sideways. Plain DOM checks only, so it is cheap in
// every engine (testing-library's role queries over all shadow roots starve a page in WebKit).
import { expect } from 'chai';
import { resetBackend, type Scenario } from '../helpers/backend.ts';
import { cleanup, mount } from '../helpers/portal.ts';
import { overflowProblems, portalenErFerdig, portalIRamme, shadowRoots } from '../helpers/reflow.ts';
import { waitFor } from '../helpers/wait.ts';

const OVERSIKT = '/privat/forsikring/oversikt';
const BREDDER = [320, 390, 1280];

const ROUTES: [Scenario, string][] = [
  ['skadekunde', OVERSIKT],
  ['skadekunde', `${OVERSIKT}/tilbud`],
  ['skadekunde', `${OVERSIKT}/kjopsinnganger`],
  ['skadekunde', `${OVERSIKT}/forsikringsprofil`],
  ['skadekunde', `${OVERSIKT}/andre-forsikringer`],
  ['skadekunde', `${OVERSIKT}/finnes/ikke`],
  ['utlogget', OVERSIKT],
];
const SCENARIER: Scenario[] = ['livkunde', 'bankkunde', 'lomedlem', 'eika', 'delvis-nede', 'avtaler-feiler', 'lagring-feiler', 'alt-nede'];
const ELEMENTER = [
  'kfp-oversikt',
  'kfp-tilbud',
  'kfp-kjopsinnganger',
  'kfp-profil',
  'kfp-andre-forsikringer',
  'kfp-navigasjon',
  'kfp-bunntekst',
  'kfp-feedback',
  'kfp-feilside',
];

/** What went wrong on the framed page: page errors, rejections, crashed elements, overflow. */
function problemer(frame: HTMLIFrameElement): string[] {
  const doc = frame.contentDocument!;
  const feil = [...((frame.contentWindow as unknown as { kfpSidefeil?: string[] }).kfpSidefeil ?? [])];
  for (const root of shadowRoots(doc)) {
    if (root.querySelector('.kfp-element-error')) feil.push(`<${(root.host as Element).localName}> crashed: 'Noe har gått galt'`);
  }
  return [...feil, ...overflowProblems(doc)];
}

/** An element alone has settled once its shadow root shows text and nothing is loading any more. */
async function elementetErFerdig(frame: HTMLIFrameElement, tag: string): Promise<void> {
  const doc = frame.contentDocument!;
  await waitFor(
    () => {
      const root = doc.querySelector(tag)?.shadowRoot;
      const innhold = root?.querySelector('.kfp-root');
      if (!root || !innhold || (innhold.textContent ?? '').trim() === '') return false;
      return [root, ...shadowRoots(root)].every(
        (r) => !r.querySelector('.kfp-skeleton, .kfp-spinner, .kfp-loader, [aria-busy="true"]:not(.jkl-loader)'),
      );
    },
    { timeout: 20_000 },
  );
}

describe('a walk through the portal at 320, 390 and 1280 px', function () {
  this.timeout(40_000);
  afterEach(cleanup);

  for (const bredde of BREDDER) {
    for (const [scenario, sti] of ROUTES) {
      it(`${bredde} px: ${sti} (${scenario})`, async () => {
        await resetBackend(scenario);
        const frame = await portalIRamme(sti, bredde, mount(''));
        await portalenErFerdig(frame.contentDocument!, 20_000);
        expect(problemer(frame)).to.deep.equal([]);
      });
    }
    for (const scenario of SCENARIER) {
      it(`${bredde} px: the overview in the scenario ${scenario}`, async () => {
        await resetBackend(scenario);
        const frame = await portalIRamme(OVERSIKT, bredde, mount(''));
        await portalenErFerdig(frame.contentDocument!, 20_000);
        expect(problemer(frame)).to.deep.equal([]);
      });
    }
    for (const tag of ELEMENTER) {
      it(`${bredde} px: <${tag}> on a page of its own`, async () => {
        await resetBackend('skadekunde');
        const frame = await portalIRamme(OVERSIKT, bredde, mount(''), 800, tag);
        await elementetErFerdig(frame, tag);
        expect(problemer(frame)).to.deep.equal([]);
      });
    }
  }
});
