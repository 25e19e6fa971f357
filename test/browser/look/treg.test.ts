/// <reference types="mocha" />
// A slow API: the overview assembles from the top without jumps. Each section heading appears
// below every heading already shown (page order), and once shown never moves.
import { expect } from 'chai';
import { overrideApi, resetBackend } from '../helpers/backend.ts';
import { API, goTo, loadBundle, mount } from '../helpers/portal.ts';
import { portalenErFerdig, shadowRoots } from '../helpers/reflow.ts';

interface Sett {
  tekst: string;
  topp: number;
}

/** The page's headings (the overview's and those of the elements inside it), with their position. */
function overskrifter(): Sett[] {
  const oversikt = document.querySelector('kfp-router')?.shadowRoot?.querySelector('kfp-oversikt')?.shadowRoot;
  if (!oversikt) return [];
  const roots = [oversikt, ...shadowRoots(oversikt)];
  return roots.flatMap((root) =>
    [...root.querySelectorAll('h1, h2')]
      .filter((h) => h.getBoundingClientRect().height > 0)
      .map((h) => ({ tekst: (h.textContent ?? '').trim(), topp: h.getBoundingClientRect().top + scrollY })),
  );
}

describe('the overview on a slow API', function () {
  this.timeout(20_000);

  before(async () => {
    await resetBackend('skadekunde');
    // Parts answer in another order than the page shows them: the lower half first.
    const treg = async (path: string, delayMs: number, body: unknown) =>
      overrideApi('GET', `${API}${path}`, { status: 200, body, delayMs });
    await treg('/oversikt/helseerklaering', 1800, { antall: 1 });
    await treg('/oversikt/aksepttilbud', 300, { antall: 1 });
    await treg('/avtaleoversikt/avtaler', 1200, {
      avtaler: [
        {
          policyNumber: '1',
          name: 'Bilforsikring',
          description: 'Tesla',
          monthlyPrice: 700,
          yearlyPrice: 8400,
          productType: 'BIL',
          systemSource: 'NICE',
          productCode: 'BIL',
          avtaleStatus: 'ACTIVE',
        },
      ],
      monthlySum: 700,
      yearlySum: 8400,
    });
    await treg('/nbo/produktanbefaling', 200, {
      scores: [{ nextBestOfferProdukt: 'HUS', score: 1 }],
      controlgroup: false,
      fallback: false,
    });
    await loadBundle({
      finnerIkkeForsikringConfig: {
        title: 'Finner du ikke forsikringene dine?',
        description: '',
        items: [{ title: 'Nylig kjøpt', description: 'Vent et døgn.' }],
      },
    });
  });

  it('shows its sections in page order, and nothing already shown moves', async () => {
    goTo('/privat/forsikring/oversikt');
    mount('<kfp-router no-chrome></kfp-router>');
    const forste = new Map<string, number>();
    const rekkefolge: string[] = [];
    const flytt: string[] = [];
    let ferdig = false;
    const ferdigLovnad = portalenErFerdig(document, 15_000).then(() => (ferdig = true));
    while (!ferdig) {
      for (const { tekst, topp } of overskrifter()) {
        const tidligere = forste.get(tekst);
        if (tidligere === undefined) {
          forste.set(tekst, topp);
          rekkefolge.push(tekst);
        } else if (Math.abs(tidligere - topp) > 1) {
          flytt.push(`"${tekst}" moved from ${Math.round(tidligere)} to ${Math.round(topp)} px`);
          forste.set(tekst, topp);
        }
      }
      await new Promise((resolve) => requestAnimationFrame(resolve));
    }
    await ferdigLovnad;
    expect(flytt).to.deep.equal([]);
    const topper = rekkefolge.map((tekst) => forste.get(tekst)!);
    expect(topper, `in the order they appeared: ${rekkefolge.join(', ')}`).to.deep.equal([...topper].sort((a, b) => a - b));
    expect(rekkefolge).to.include.members([
      'Forsikringsoversikt',
      'Oppgaver',
      'Forsikringene dine',
      'Finner du ikke forsikringene dine?',
      'Anbefalt for deg',
      'Hva vil du forsikre?',
    ]);
  });
});
