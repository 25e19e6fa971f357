/**
 * Shared by the long-word tests: every text field the API and the config give, filled with one
 * unbroken word, and a check that nothing on the page reaches past the viewport's width.
 */
import { expect } from 'chai';
import { findAllByShadowRole, findByShadowRole } from 'shadow-dom-testing-library';
import { setViewport } from '@web/test-runner-commands';
import { overrideApi, resetBackend } from '../helpers/backend.ts';
import { API, goTo, loadBundle, mount } from '../helpers/portal.ts';
import { navigasjonsvert } from '../helpers/bunntekst.ts';
import { waitFor } from '../helpers/wait.ts';

const BREDDE = 390;

/** One unbroken Norwegian-looking word of `lengde` characters. */
export function langtOrd(lengde: number): string {
  const stamme = 'Forsikringsavtalebetingelsesendringsdokumentasjonsarkivering';
  return stamme.repeat(Math.ceil(lengde / stamme.length)).slice(0, lengde);
}

/** Makes every GET the portal does answer with `ord` in each text field (valid otherwise). */
export async function apiMedLangeOrd(ord: string): Promise<void> {
  const avtale = (n: number, systemSource: string, productType: string, avtaleStatus = 'ACTIVE') => ({
    policyNumber: `${n}${ord}`,
    name: `${ord} ${n}`,
    description: ord,
    monthlyPrice: 123456789,
    yearlyPrice: 1481481468,
    productType,
    systemSource,
    productCode: ord,
    avtaleStatus,
  });
  const tilbud = (n: number) => ({
    name: `${ord} ${n}`,
    detaljer: { tfaMonthly: 45 },
    description: ord,
    monthlyPrice: 999999,
    yearlyPrice: 11999988,
    policyNumber: `${n}${ord}`,
    productType: 'BIL',
    systemSource: 'NICE',
    expirationDate: '2030-12-31',
    pakkeTilbud: [{ name: ord, monthlyPrice: 1, yearlyPrice: 12 }],
  });
  const svar: [string, unknown][] = [
    [
      '/avtaleoversikt/avtaler',
      {
        avtaler: [avtale(1, 'NICE', 'BIL'), avtale(2, 'PROLIFE', 'LIV', 'PENDING'), avtale(3, 'LOFAVOR', 'REISE', 'RENEWAL')],
        monthlySum: 370370367,
        yearlySum: 4444444404,
      },
    ],
    ['/eikaintegrasjon/avtaler', { avtaler: [avtale(4, 'EIKA_SKADE', 'HUS')], monthlySum: 1, yearlySum: 12 }],
    ['/eikaintegrasjon/kundekommunikasjon', { meldinger: [{ id: '1', tittel: ord, tekst: ord, url: `/privat/${ord}` }] }],
    ['/avtaleoversikt/tilbud', { tilbud: [tilbud(1), tilbud(2), tilbud(3), tilbud(4)] }],
    ['/oversikt/helseerklaering', { antall: 2 }],
    ['/oversikt/aksepttilbud', { antall: 1 }],
    ['/oversikt/meldinger', { hasUlesteMeldinger: true }],
    ['/motor/oppgaver/motoroppgaver', [{ oppgavetype: 'ENDRE_KMSTAND', beskrivelse: ord, avtalenummer: ord }]],
    ['/auth/bankkontakt', { banknavn: ord, nettbankUrl: `https://www.eksempel.no/${ord}` }],
    ['/kontaktinfo', { navn: ord, telefon: ord, epost: `${ord}@${ord}.no`, apningstider: [{ dag: ord, tid: ord }] }],
    [
      '/skadekunde/hent',
      {
        navn: ord,
        ssn: '01019012345',
        niceKundenummer: '100234567',
        isBankkunde: false,
        isLoMedlem: true,
        kontaktInformasjon: { epostAdresse: `${ord}@x.no`, mobilNummer: '91234567' },
        samtykker: { marketingConsent: 'NOT_AUTHORIZED', crossDomainConsent: 'AUTHORIZED' },
      },
    ],
    [
      '/adresse/kundeadresser',
      {
        kundeadresser: [
          { isFolkreregistrert: false, gatenavn: ord, gatenummer: ord, postnummer: '0368' },
          { isFolkreregistrert: true, gatenavn: ord, gatenummer: '1', postnummer: '0150' },
        ],
      },
    ],
    [
      '/samtykke/tekster',
      [
        { samtykke: 'MARKETING', tittel: ord, ingress: ord, tekst: ord },
        { samtykke: 'CROSS_DOMAIN', tittel: ord, ingress: ord, tekst: ord },
      ],
    ],
    [
      '/nbo/produktanbefaling',
      {
        scores: [
          { nextBestOfferProdukt: 'HYTTE', score: 1 },
          { nextBestOfferProdukt: ord, score: 0.5 },
        ],
        controlgroup: false,
        fallback: false,
      },
    ],
  ];
  for (const [sti, body] of svar) await overrideApi('GET', `${API}${sti}`, { status: 200, body });
}

/** A config with `ord` in every text a CMS editor writes. */
export function configMedLangeOrd(ord: string): Record<string, unknown> {
  const boks = { title: ord, description: ord, url: `/privat/${ord}`, urlText: ord };
  return {
    distributor: 'eika',
    showSamtykkerMinProfil: true,
    showBedriftsportal: true,
    bedriftsportalUrl: `https://www.eksempel.no/${ord}`,
    showVedlikeholdsKalender: true,
    vedlikeholdsKalenderUrl: `https://www.eksempel.no/${ord}`,
    skrytebokser: { testUtmerkelserContent: boks, kundefordelerContent: boks },
    andreForsikringer: [{ title: ord, description: ord, meldSkadeUrl: `/privat/${ord}`, lesMerUrl: `/privat/${ord}` }],
    finnerIkkeForsikringConfig: {
      title: ord,
      description: ord,
      items: [1, 2, 3, 4, 5].map((n) => ({
        title: `${ord} ${n}`,
        description: ord,
        link: { url: `https://www.eksempel.no/${ord}`, urlText: ord, external: true },
      })),
    },
  };
}

/**
 * Every element (shadow roots included) whose box reaches past `bredde`, described. (Only the right
 * edge: what sticks out to the left cannot be scrolled to, and visually hidden form inputs sit there
 * on purpose; content too wide for the page sticks out on the right as well.)
 */
export function utenforBredden(bredde: number): string[] {
  const funn: string[] = [];
  const besok = (rot: Document | ShadowRoot) => {
    for (const element of rot.querySelectorAll('*')) {
      const boks = element.getBoundingClientRect();
      if (boks.width > 0 && boks.height > 0 && boks.right > bredde + 0.5) {
        const klasse = typeof element.className === 'string' && element.className ? `.${element.className.split(' ')[0]}` : '';
        funn.push(`${element.localName}${klasse} ${Math.round(boks.left)}–${Math.round(boks.right)}`);
      }
      if (element.shadowRoot) besok(element.shadowRoot);
    }
  };
  besok(document);
  return funn;
}

/**
 * Opens the navigation's 'Meny' and gives its list. The open list's code loads when the menu is
 * first opened: found first by a plain DOM search, then queried by role within it (role queries over
 * the whole page, polled while it loads, starve WebKit past the wait: docs/engineering.md, "Tests").
 */
async function apneMeny(): Promise<HTMLElement> {
  const vert = await navigasjonsvert();
  (await findByShadowRole(vert, 'button', { name: 'Meny' })).click();
  return waitFor(() => vert.shadowRoot?.querySelector<HTMLElement>('.kfp-nav__meny [role="menu"]'));
}

async function innenfor(): Promise<void> {
  // Layout settles after the content arrives; then nothing may reach past the viewport.
  await new Promise(requestAnimationFrame);
  expect(utenforBredden(BREDDE)).to.deep.equal([]);
  expect(document.documentElement.scrollWidth, 'no horizontal scrolling').to.be.at.most(BREDDE);
}

/** The page at 390 px with a `lengde`-character word in every text from the API and the config. */
export function testLangeOrd(lengde: number): void {
  const ORD = langtOrd(lengde);
  describe(`a ${lengde}-character word in every text from the API and the config, at 390 px`, () => {
    before(async () => {
      await resetBackend('skadekunde');
      await apiMedLangeOrd(ORD);
      await setViewport({ width: BREDDE, height: 800 });
      await loadBundle(configMedLangeOrd(ORD));
      goTo('/privat/forsikring/oversikt');
      mount('<kfp-router></kfp-router>');
    });

    it('the overview, with its accordion open, stays inside', async () => {
      const oversikt = await waitFor(() => document.querySelector('kfp-router')?.shadowRoot?.querySelector('kfp-oversikt'));
      await waitFor(() => oversikt.shadowRoot?.querySelector('.ov-summer'));
      // Plain DOM waits first, then role queries on the overview alone: role queries over the whole
      // page, polled while the overview's lower half loads, starve WebKit past the wait.
      const overskrift = (tekst: string) =>
        [...(oversikt.shadowRoot?.querySelectorAll('h2, h3') ?? [])].some((h) => h.textContent?.trim() === tekst);
      await waitFor(() => overskrift('Anbefalt for deg') && overskrift('Meldinger fra banken din'));
      await findByShadowRole(oversikt as HTMLElement, 'heading', { name: 'Anbefalt for deg' });
      await findByShadowRole(oversikt as HTMLElement, 'heading', { name: 'Meldinger fra banken din' });
      (await findByShadowRole(oversikt as HTMLElement, 'button', { name: 'Vis flere spørsmål' })).click();
      const sporsmal = await waitFor(async () => {
        const knapper = await findAllByShadowRole(oversikt as HTMLElement, 'button', { name: new RegExp(`^${ORD} \\d$`) });
        return knapper.length === 5 && knapper;
      });
      for (const knapp of sporsmal) knapp.click();
      await waitFor(
        () =>
          (document
            .querySelector('kfp-router')
            ?.shadowRoot?.querySelector('kfp-oversikt')
            ?.shadowRoot?.querySelectorAll('[aria-expanded="true"]').length ?? 0) >= 5,
      );
      await findByShadowRole(document.body, 'link', { name: new RegExp(`^${ORD}@`) });
      await innenfor();
    });

    it('the offers page stays inside', async () => {
      (await findByShadowRole(await apneMeny(), 'menuitem', { name: /^Tilbudene dine/ })).click();
      await findAllByShadowRole(document.body, 'article');
      await innenfor();
    });

    it('the purchase entries, with their cards, stay inside', async () => {
      (await findByShadowRole(await apneMeny(), 'menuitem', { name: 'Kjøp forsikring' })).click();
      await findByShadowRole(document.body, 'heading', { name: ORD, level: 2 });
      await innenfor();
    });

    it('the insurance profile, with its consents, stays inside', async () => {
      const meny = await apneMeny();
      (await findByShadowRole(meny, 'menuitem', { name: 'Dine sider' })).click();
      (await findByShadowRole(meny, 'menuitem', { name: 'Forsikringsprofil' })).click();
      await findByShadowRole(document.body, 'region', { name: 'Samtykker' });
      await waitFor(() =>
        document.querySelector('kfp-router')?.shadowRoot?.querySelector('kfp-profil')?.shadowRoot?.textContent?.includes(`${ORD}@x.no`),
      );
      await innenfor();
    });

    it('"Andre forsikringer" stays inside', async () => {
      history.pushState(null, '', '/privat/forsikring/oversikt/andre-forsikringer');
      dispatchEvent(new PopStateEvent('popstate'));
      await findByShadowRole(document.body, 'heading', { name: ORD });
      await innenfor();
    });
  });
}
