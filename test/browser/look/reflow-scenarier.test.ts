/// <reference types="mocha" />
// Reflow at 320 px (WCAG 1.4.10) in every demo scenario: the whole portal (navigation, routed
// screen, footer) on a bare host page, as in the mobile bank's web view. Nothing may scroll
// sideways: not the document, not any element inside the shadow roots. Each case loads the portal
// in a 320 px frame, with the scenario's customer and faults.
import { expect } from 'chai';
import { resetBackend, type Scenario } from '../helpers/backend.ts';
import { cleanup, mount } from '../helpers/portal.ts';
import { overflowProblems, portalenErFerdig, portalIRamme } from '../helpers/reflow.ts';

const OVERSIKT = '/privat/forsikring/oversikt';

const SCENARIER: Scenario[] = [
  'skadekunde',
  'livkunde',
  'bankkunde',
  'lomedlem',
  'eika',
  'utlogget',
  'delvis-nede',
  'avtaler-feiler',
  'treg',
];

describe('reflow at 320 px: the overview in every demo scenario', function () {
  this.timeout(30_000);
  afterEach(cleanup);

  for (const scenario of SCENARIER) {
    it(`${scenario}: nothing scrolls sideways`, async () => {
      await resetBackend(scenario);
      const frame = await portalIRamme(OVERSIKT, 320, mount(''));
      const doc = frame.contentDocument!;
      await portalenErFerdig(doc, 20_000);
      expect(overflowProblems(doc)).to.deep.equal([]);
    });
  }
});
