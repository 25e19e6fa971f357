/// <reference types="mocha" />
// Long names wrap where Norwegian breaks them, at 390 and at 1280 px: agreement, offer,
// recommendation and purchase names break at spaces or at their compound boundaries (soft hyphens),
// never in the middle of a syllable and never out of their card; every card stays inside its grid.
import { expect } from 'chai';
import { setViewport } from '@web/test-runner-commands';
import { findByShadowRole } from 'shadow-dom-testing-library';
import { overrideApi, resetBackend } from '../helpers/backend.ts';
import { API, loadBundle, mount } from '../helpers/portal.ts';
import { portalenErFerdig, shadowRoots } from '../helpers/reflow.ts';

const avtale = (policyNumber: string, name: string, productType: string, systemSource = 'NICE') => ({
  policyNumber,
  name,
  description: 'Forsikringssum 2 000 000 kr',
  monthlyPrice: 1234.5,
  yearlyPrice: 14814,
  productType,
  systemSource,
  productCode: productType,
  avtaleStatus: 'ACTIVE',
});

const NAVN = [
  avtale('1', 'Behandlingsforsikring', 'BEHANDLING', 'PROLIFE'),
  avtale('2', 'LO Favør Ulykkesforsikring', 'ULYKKE', 'LOFAVOR'),
  avtale('3', 'Motorsykkelforsikring', 'MOTORSYKKEL'),
  avtale('4', 'LO Favør Hundeforsikring', 'HUND', 'LOFAVOR'),
  avtale('5', 'Kjøretøyforsikring for veteranbil', 'BIL'),
];

/**
 * Whether every word of `element` fits its box with only the break points Norwegian allows
 * (spaces, soft hyphens): measured with `overflow-wrap: normal`, so a break forced in the middle
 * of a word (the portal's last resort) shows as overflow.
 */
function ordenePasser(element: HTMLElement): boolean {
  const tidligere = element.style.overflowWrap;
  element.style.overflowWrap = 'normal';
  const passer = element.scrollWidth <= element.clientWidth + 1;
  element.style.overflowWrap = tidligere;
  return passer;
}

const inni = (indre: DOMRect, ytre: DOMRect) => indre.left >= ytre.left - 0.5 && indre.right <= ytre.right + 0.5;

/** A grid's cells: its children, and the children of a child with `display: contents` (the overview's agreements list, issue 33). */
const gridCeller = (rutenett: Element): Element[] =>
  [...rutenett.children].flatMap((barn) => (getComputedStyle(barn).display === 'contents' ? gridCeller(barn) : [barn]));

function problemer(): string[] {
  const funnet: string[] = [];
  for (const root of shadowRoots(document)) {
    for (const tittel of root.querySelectorAll<HTMLElement>(
      '.kfp-navigation-card__title, .kfp-tilbud__navn, .kfp-flis__tekst, .ov-sum dd',
    )) {
      const tekst = (tittel.textContent ?? '').replaceAll('\u00ad', '');
      if (!ordenePasser(tittel)) funnet.push(`"${tekst}" breaks inside a word (${tittel.scrollWidth} px in ${tittel.clientWidth} px)`);
      const kort = tittel.closest('.kfp-navigation-card, .kfp-tilbud, .kfp-flis') ?? tittel;
      if (!inni(tittel.getBoundingClientRect(), kort.getBoundingClientRect())) funnet.push(`"${tekst}" sticks out of its card`);
    }
    for (const rutenett of root.querySelectorAll<HTMLElement>('.kfp-grid, .kfp-kjop__fliser')) {
      for (const celle of gridCeller(rutenett)) {
        if (!inni(celle.getBoundingClientRect(), rutenett.getBoundingClientRect())) {
          funnet.push(`a card "${(celle.textContent ?? '').replaceAll('\u00ad', '').slice(0, 30)}" sticks out of its grid`);
        }
      }
    }
  }
  return funnet;
}

describe('long names wrap at compound boundaries, inside their cards', function () {
  this.timeout(20_000);

  before(async () => {
    await resetBackend('skadekunde');
    await overrideApi('GET', `${API}/avtaleoversikt/avtaler`, {
      status: 200,
      body: { avtaler: NAVN, monthlySum: 6172.5, yearlySum: 74070 },
    });
    await overrideApi('GET', `${API}/avtaleoversikt/tilbud`, {
      status: 200,
      body: {
        tilbud: [
          {
            name: 'Campingvognforsikring Hobby Prestige 650',
            policyNumber: 'T1',
            productType: 'CAMPINGVOGN',
            monthlyPrice: 99,
            yearlyPrice: 1188,
          },
        ],
      },
    });
    await overrideApi('GET', `${API}/nbo/produktanbefaling`, {
      status: 200,
      body: {
        scores: ['CAMPINGVOGN', 'SPARKESYKKEL', 'KRITISK_SYKDOM', 'TILHENGER'].map((produkt, i) => ({
          nextBestOfferProdukt: produkt,
          score: 1 - i / 10,
        })),
        controlgroup: false,
        fallback: false,
      },
    });
    await loadBundle();
    const container = mount('<kfp-oversikt></kfp-oversikt><kfp-tilbud></kfp-tilbud>');
    await portalenErFerdig(document);
    // Open the purchase categories with the longest product names.
    for (const kategori of ['Kjøretøy', 'Liv og helse']) (await findByShadowRole(container, 'button', { name: kategori })).click();
  });

  after(async () => {
    await setViewport({ width: 800, height: 600 });
  });

  for (const width of [390, 1280]) {
    it(`at ${width} px`, async () => {
      await setViewport({ width, height: 900 });
      await new Promise((resolve) => requestAnimationFrame(resolve));
      expect(problemer()).to.deep.equal([]);
      // Amounts in the API's text keep together: '2 000 000 kr' with no-break spaces.
      const beskrivelser = shadowRoots(document).flatMap((root) => [...root.querySelectorAll('.kfp-navigation-card__extra p')]);
      expect(beskrivelser.some((p) => p.textContent === 'Forsikringssum 2\u00A0000\u00A0000\u00A0kr')).to.equal(true);
    });
  }
});
