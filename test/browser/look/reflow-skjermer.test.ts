/// <reference types="mocha" />
// Reflow at 320 px (WCAG 1.4.10) on every routed screen, with the mobile menu open, and with the
// longest texts we know of: agreement and recommendation names such as 'Behandlingsforsikring' and
// 'LO Favør Ulykkesforsikring', and a long footer e-mail address.
import { expect } from 'chai';
import { overrideApi, resetBackend, type Scenario } from '../helpers/backend.ts';
import { API, cleanup, mount } from '../helpers/portal.ts';
import { overflowProblems, portalenErFerdig, portalIRamme, shadowRoots } from '../helpers/reflow.ts';
import { waitFor } from '../helpers/wait.ts';

const OVERSIKT = '/privat/forsikring/oversikt';

const SKJERMER: [Scenario, string][] = [
  ['skadekunde', `${OVERSIKT}/tilbud`],
  ['skadekunde', `${OVERSIKT}/kjopsinnganger`],
  ['lomedlem', `${OVERSIKT}/kjopsinnganger?isLo=true`],
  ['skadekunde', `${OVERSIKT}/forsikringsprofil`],
  ['livkunde', `${OVERSIKT}/forsikringsprofil`],
  ['skadekunde', `${OVERSIKT}/andre-forsikringer`],
  ['skadekunde', `${OVERSIKT}/finnes/ikke`],
  ['utlogget', `${OVERSIKT}/tilbud`],
  ['bankkunde', `${OVERSIKT}/tilbud`],
  ['delvis-nede', `${OVERSIKT}/tilbud`],
];

const lang = (policyNumber: string, name: string, productType: string, systemSource = 'NICE') => ({
  policyNumber,
  name,
  description: 'Forsikringssum 2 000 000 kr, egenandel 4 000 kr',
  monthlyPrice: 1234.5,
  yearlyPrice: 14814,
  productType,
  systemSource,
  productCode: productType,
  avtaleStatus: 'ACTIVE',
});

describe('reflow at 320 px: every routed screen', function () {
  this.timeout(30_000);
  afterEach(cleanup);

  for (const [scenario, path] of SKJERMER) {
    it(`${path} (${scenario}): nothing scrolls sideways`, async () => {
      await resetBackend(scenario);
      const frame = await portalIRamme(path, 320, mount(''));
      const doc = frame.contentDocument!;
      await portalenErFerdig(doc);
      expect(overflowProblems(doc)).to.deep.equal([]);
    });
  }

  it('the offers page with no offers', async () => {
    await resetBackend('skadekunde');
    await overrideApi('GET', `${API}/avtaleoversikt/tilbud`, { status: 200, body: { tilbud: [] } });
    const frame = await portalIRamme(`${OVERSIKT}/tilbud`, 320, mount(''));
    await portalenErFerdig(frame.contentDocument!);
    expect(overflowProblems(frame.contentDocument!)).to.deep.equal([]);
  });

  it('the longest names, descriptions and e-mail address, and the mobile menu open', async () => {
    await resetBackend('skadekunde');
    await overrideApi('GET', `${API}/avtaleoversikt/avtaler`, {
      status: 200,
      body: {
        avtaler: [
          lang('1', 'Behandlingsforsikring', 'BEHANDLING', 'PROLIFE'),
          lang('2', 'LO Favør Ulykkesforsikring', 'ULYKKE', 'LOFAVOR'),
          lang('3', 'Motorsykkelforsikring', 'MOTORSYKKEL'),
          lang('4', 'Kjøretøyforsikring for veteranbil Chevrolet Bel Air', 'BIL'),
        ],
        monthlySum: 4938,
        yearlySum: 59256,
      },
    });
    await overrideApi('GET', `${API}/nbo/produktanbefaling`, {
      status: 200,
      body: {
        scores: ['CAMPINGVOGN', 'SPARKESYKKEL', 'KRITISK_SYKDOM', 'UNG_INNBO_REISE'].map((produkt, i) => ({
          nextBestOfferProdukt: produkt,
          score: 1 - i / 10,
        })),
        controlgroup: false,
        fallback: false,
      },
    });
    await overrideApi('GET', `${API}/kontaktinfo`, {
      status: 200,
      body: {
        navn: 'Testforsikring Privatmarked AS',
        telefon: '915 03 100',
        epost: 'kundeservice.privatmarked@testforsikring.no',
        apningstider: [{ dag: 'Mandag–fredag', tid: '08.00–20.00' }],
      },
    });
    const frame = await portalIRamme(OVERSIKT, 320, mount(''));
    const doc = frame.contentDocument!;
    await portalenErFerdig(doc);
    expect(overflowProblems(doc), 'the overview').to.deep.equal([]);

    const meny = shadowRoots(doc)
      .flatMap((root) => [...root.querySelectorAll<HTMLButtonElement>('button[aria-haspopup="menu"]')])
      .find((knapp) => knapp.textContent?.includes('Meny'));
    meny!.click();
    await waitFor(() => meny!.getAttribute('aria-expanded') === 'true');
    expect(overflowProblems(doc), 'with the menu open').to.deep.equal([]);
  });
});
