/// <reference types="mocha" />
import { expect } from 'chai';
import { sendKeys } from '@web/test-runner-commands';
import { findByShadowRole, queryAllByShadowRole } from 'shadow-dom-testing-library';
import { expectNoAxeViolations } from '../helpers/axe.ts';
import { API, loadBundle, mount } from '../helpers/portal.ts';
import { apiRequests, overrideApi, resetBackend } from '../helpers/backend.ts';
import { acceptStatistics } from '../helpers/analytics.ts';
import { waitFor } from '../helpers/wait.ts';
import { NBSP, avtale, oversiktRoot, seksjon, sporsmal, sporsmalKnapper, tekst } from './felles.ts';

// One page: an eika-brand customer with agreements from all seven sources (own + eika integration),
// five offers, every task, recommendations, and an accordion of 5 questions.
const analytics: CustomEvent[] = [];
addEventListener('kfp-analytics', (event) => analytics.push(event as CustomEvent));

const egne = [
  avtale('N1', 'NSF Gruppeliv', 'NSF', 'LIV', { avtaleStatus: 'PENDING' }),
  avtale('PA1', 'Ulykke Paris', 'PARIS', 'REISE', { productCode: 'PARIS_REISE' }),
  avtale('P1', 'Livsforsikring', 'PROLIFE', 'LIV', { avtaleStatus: 'PENDING' }),
  avtale('L1', 'LO Favør Hund', 'LOFAVOR', 'HUND', { productCode: 'LOFAVOR_HUND', avtaleStatus: 'PENDING' }),
  avtale('B2', 'Bilforsikring', 'NICE', 'BIL', { description: 'Volvo' }),
  avtale('H1', 'Husforsikring', 'NICE', 'HUS', { avtaleStatus: 'RENEWAL', monthlyPrice: 845.5, yearlyPrice: 10146 }),
  avtale('B1', 'Bilforsikring', 'NICE', 'BIL', { description: 'Tesla', monthlyPrice: 1712, yearlyPrice: 20544 }),
  avtale('K1', 'Kjøretøyforsikring for veteranbil', 'NICE', 'BOBIL'),
];
const eika = [
  avtale('EP1', 'Uføreforsikring', 'EIKA_PERSON', 'UFOER', { avtaleStatus: 'PENDING' }),
  avtale('E2', 'Husforsikring', 'EIKA_SKADE', 'HUS', { avtaleStatus: 'RENEWAL' }),
  avtale('E1', 'Bilforsikring', 'EIKA_SKADE', 'BIL'),
];
// An open offer on a cat: the recommended 'Kattforsikring' leads to it instead of selling it again.
const tilbud = ['Innbo', 'Bil', 'Katt', 'Hund', 'Reise'].map((name, i) => ({
  name,
  policyNumber: `T${i}`,
  productType: name === 'Katt' ? 'KATT' : 'X',
  systemSource: 'NICE',
}));

before(async () => {
  await resetBackend('skadekunde');
  await overrideApi('GET', `${API}/avtaleoversikt/avtaler`, {
    status: 200,
    body: { avtaler: egne, monthlySum: 1000, yearlySum: 12000 },
    delayMs: 600,
  });
  await overrideApi('GET', `${API}/eikaintegrasjon/avtaler`, { status: 200, body: { avtaler: eika, monthlySum: 234.5, yearlySum: 2814 } });
  await overrideApi('GET', `${API}/eikaintegrasjon/kundekommunikasjon`, {
    status: 200,
    body: {
      meldinger: [
        { id: 'm1', tittel: 'Husforsikringen din fornyes', tekst: 'Se over opplysningene.', url: '/privat/forsikring/detaljer/eika/E2' },
      ],
    },
  });
  await overrideApi('GET', `${API}/auth/bankkontakt`, {
    status: 200,
    body: { banknavn: 'Testbank', nettbankUrl: 'https://nettbank.example.no/test/' },
  });
  await overrideApi('GET', `${API}/avtaleoversikt/tilbud`, { status: 200, body: { tilbud } });
  await overrideApi('GET', `${API}/oversikt/helseerklaering`, { status: 200, body: { antall: 2 } });
  await overrideApi('GET', `${API}/oversikt/aksepttilbud`, { status: 200, body: { antall: 1 } });
  await overrideApi('GET', `${API}/oversikt/meldinger`, { status: 200, body: { hasUlesteMeldinger: true } });
  await overrideApi('GET', `${API}/motor/oppgaver/motoroppgaver`, {
    status: 200,
    body: [{ oppgavetype: 'ENDRE_KMSTAND', beskrivelse: 'Oppgi kilometerstand for Tesla', avtalenummer: 'B1' }],
  });
  await overrideApi('GET', `${API}/nbo/produktanbefaling`, {
    status: 200,
    body: {
      scores: [
        { nextBestOfferProdukt: 'BIL', score: 0.9 },
        { nextBestOfferProdukt: 'REISE', score: 0.8 },
        { nextBestOfferProdukt: 'KATT', score: 0.7 },
        { nextBestOfferProdukt: 'INNBO', score: 0.6 },
      ],
      controlgroup: false,
      fallback: false,
    },
  });
  acceptStatistics('allianse');
  await loadBundle({ distributor: 'fana', finnerIkkeForsikringConfig: sporsmal(5) });
  mount('<main><kfp-oversikt></kfp-oversikt></main>');
});

/** The cards in the agreements' grid: the agreements (the list's items), then the 'Kjøp forsikring' card. */
const avtaleKort = (root: ShadowRoot) => [
  ...(seksjon(root, 'Forsikringene dine')?.querySelectorAll('.ov-avtaleliste > li, .ov-avtaler > div') ?? []),
];
const kortMedNavn = (root: ShadowRoot, navn: string, beskrivelse?: string) =>
  avtaleKort(root).find((li) => tekst(li.querySelector('h3')).startsWith(navn) && (!beskrivelse || tekst(li).includes(beskrivelse)));

describe('kfp-oversikt with agreements from every source', () => {
  it('shows skeletons while the agreements load, and tasks and agreements together with what decides the banner, without axe violations', async () => {
    const root = await oversiktRoot();
    const status = await waitFor(() => root.querySelector('[role="status"]'));
    expect(tekst(status)).to.contain('Laster forsikringene dine');
    // The tasks have answered, but wait with the agreements (rendered once, in one frame with any banner).
    expect(seksjon(root, 'Oppgaver')).to.equal(null);
    await expectNoAxeViolations(document.body);
  });

  it('sorts the merged agreements by source, then name, then description', async () => {
    const root = await oversiktRoot();
    await waitFor(() => avtaleKort(root).length === 12);
    // The list says how many agreements there are: the 'Kjøp forsikring' card is no item of it (issue 33).
    const liste = seksjon(root, 'Forsikringene dine')!.querySelector('ul')!;
    const punkter = queryAllByShadowRole(liste, 'listitem').map((li) => tekst(li.querySelector('h3')));
    expect(punkter, 'the list items').to.have.length(11).and.not.include('Kjøp forsikring');
    const navn = avtaleKort(root).map((li) => tekst(li.querySelector('h3')).replace(' (åpnes i ny fane)', ''));
    expect(navn).to.deep.equal([
      'Bilforsikring',
      'Bilforsikring',
      'Husforsikring',
      'Kjøretøyforsikring for veteranbil', // NICE
      'Bilforsikring',
      'Husforsikring', // EIKA_SKADE
      'LO Favør Hund',
      'Livsforsikring',
      'Uføreforsikring',
      'Ulykke Paris',
      'NSF Gruppeliv', // LOFAVOR, PROLIFE, EIKA_PERSON, PARIS, NSF
      'Kjøp forsikring',
    ]);
    expect(tekst(avtaleKort(root)[0])).to.contain('Tesla');
    expect(tekst(avtaleKort(root)[1])).to.contain('Volvo');
  });

  it('marks the compound boundaries of every name, not only of those over 23 characters (issue 34: 200 % text)', async () => {
    const root = await oversiktRoot();
    expect(kortMedNavn(root, 'Kjøretøyforsikring')?.querySelector('h3')?.textContent).to.contain('\u00ad');
    expect(kortMedNavn(root, 'Husforsikring')?.querySelector('h3')?.textContent).to.equal('Hus\u00adforsikring');
  });

  it('shows each status tag only where the spec says', async () => {
    const root = await oversiktRoot();
    const tag = (navn: string) => tekst(kortMedNavn(root, navn)?.querySelector('.jkl-tag')) || null;
    expect(tag('Livsforsikring')).to.equal('Midlertidig'); // PROLIFE PENDING
    expect(tag('Uføreforsikring')).to.equal('Under behandling'); // EIKA_PERSON PENDING
    expect(tag('NSF Gruppeliv')).to.equal(null); // NSF PENDING
    expect(tag('LO Favør Hund')).to.equal(null); // LOFAVOR PENDING
    expect(tag('Kjøretøyforsikring')).to.equal(null); // ACTIVE
    expect(tekst(kortMedNavn(root, 'Husforsikring')?.querySelector('.jkl-tag'))).to.equal('Fornyelse');
    expect(kortMedNavn(root, 'Livsforsikring')?.querySelector('.jkl-tag--warning')).not.to.equal(null);
    expect(kortMedNavn(root, 'Husforsikring')?.querySelector('.jkl-tag--info')).not.to.equal(null);
  });

  it('links every kind of agreement where spec §2 says', async () => {
    const root = await oversiktRoot();
    const href = (navn: string, beskrivelse?: string) => kortMedNavn(root, navn, beskrivelse)?.querySelector('a')?.getAttribute('href');
    expect(href('Bilforsikring', 'Tesla')).to.equal('/privat/forsikring/motor/detaljer/B1');
    expect(href('Husforsikring', 'H1')).to.equal('/privat/forsikring/detaljer/H1');
    expect(href('Husforsikring', 'E2')).to.equal('/privat/forsikring/detaljer/eika/E2');
    expect(href('Bilforsikring', 'E1')).to.equal('https://nettbank.example.no/test/');
    const nettbank = kortMedNavn(root, 'Bilforsikring', 'E1')?.querySelector('a');
    expect(nettbank?.target).to.equal('_blank');
    expect(tekst(nettbank)).to.contain('åpnes i ny fane');
    expect(href('Livsforsikring')).to.equal('/privat/forsikring/liv/avtaledetaljer/P1');
    expect(href('Uføreforsikring')).to.equal('/privat/forsikring/liv/avtaledetaljer/eika/EP1');
    expect(href('LO Favør Hund')).to.equal('/privat/forsikring/mangler-detaljer/LOFAVOR_HUND');
    expect(href('Ulykke Paris')).to.equal('/privat/forsikring/mangler-detaljer/PARIS_REISE');
    expect(href('NSF Gruppeliv')).to.equal('/privat/forsikring/liv/avtaledetaljer/N1');
    expect(href('Kjøp forsikring')).to.equal('/privat/forsikring/oversikt/kjopsinnganger');
  });

  it("opens with 'Hei, Ingrid!', the heading and the shortcuts Meld skade, Kjøp forsikring and Faktura", async () => {
    const root = await oversiktRoot();
    await waitFor(() => root.querySelector('.ov-hilsen')?.textContent === 'Hei, Ingrid!');
    const hilsen = root.querySelector('.ov-hilsen')!;
    expect(hilsen.compareDocumentPosition(root.querySelector('h1')!) & Node.DOCUMENT_POSITION_FOLLOWING).to.not.equal(0);
    const snarveier = root.querySelector('ul[aria-label="Snarveier"]')!;
    const lenker = [...snarveier.querySelectorAll('a')].map((a) => [
      tekst(a).replace(' (åpnes i ny fane)', ''),
      a.getAttribute('href'),
      a.target,
    ]);
    expect(lenker).to.deep.equal([
      ['Meld skade', '/privat/forsikring/skade/meld-skade', '_blank'],
      ['Kjøp forsikring', '/privat/forsikring/oversikt/kjopsinnganger', ''],
      ['Faktura', '/privat/forsikring/skade/betaling', ''],
    ]);
  });

  it('shows prices per month and year and the merged sums in Norwegian format', async () => {
    const root = await oversiktRoot();
    const pris = tekst(kortMedNavn(root, 'Husforsikring', 'H1')?.querySelector('.ov-kort__pris'));
    expect(pris).to.contain(`845,50${NBSP}kr/md`).and.contain(`10${NBSP}146${NBSP}kr/år`);
    expect(tekst(kortMedNavn(root, 'Bilforsikring', 'Tesla'))).to.contain(`1${NBSP}712${NBSP}kr/md`);
    const sammendrag = seksjon(root, 'Dette betaler du');
    const summer = [...(sammendrag?.querySelectorAll('dl dd') ?? [])].map((dd) => dd.textContent);
    expect(summer).to.deep.equal([`1${NBSP}234,50${NBSP}kr/md`, `14${NBSP}814${NBSP}kr/år`]);
    expect(tekst(sammendrag)).to.contain('for 11 forsikringer');
  });

  it('shows the task cards with their counts and links, and at most 3 offers then + 2 forsikringer', async () => {
    const root = await oversiktRoot();
    const lenker = ':scope > ul > li .kfp-navigation-card__title > a';
    const oppgaver = await waitFor(() =>
      seksjon(root, 'Oppgaver')?.querySelectorAll(lenker).length === 5 ? seksjon(root, 'Oppgaver') : null,
    );
    const kort = [...oppgaver.querySelectorAll<HTMLAnchorElement>(lenker)].map((a) => [tekst(a.closest('h3')), a.getAttribute('href')]);
    expect(kort).to.deep.equal([
      ['Du har 5 tilbud', '/privat/forsikring/oversikt/tilbud'],
      ['2 helseerklæringer venter på deg', '/privat/forsikring/skade/jump/ahv'],
      ['1 tilbud venter på signering', '/privat/forsikring/aksept'],
      ['Oppgi kilometerstand', '/privat/forsikring/motor/detaljer/B1/endre/kilometerstand'],
      ['Du har uleste meldinger', '/privat/forsikring/dokumenter'],
    ]);
    const tilbudKort = oppgaver.querySelector('.kfp-navigation-card');
    expect([...(tilbudKort?.querySelectorAll('li') ?? [])].map((li) => li.textContent)).to.deep.equal(['Bil', 'Hund', 'Innbo']);
    expect(tekst(tilbudKort)).to.contain('+ 2 forsikringer');
  });

  it('shows the eika customer communication', async () => {
    const root = await oversiktRoot();
    const del = await waitFor(() => seksjon(root, 'Meldinger fra banken din'));
    expect(tekst(del)).to.contain('Husforsikringen din fornyes');
    expect(del.querySelector('a')?.getAttribute('href')).to.equal('/privat/forsikring/detaljer/eika/E2');
  });

  it('recommends products the customer does not have, the top one as a picture card, and tracks the payload', async () => {
    const root = await oversiktRoot();
    const del = await waitFor(() => seksjon(root, 'Anbefalt for deg'));
    const lenker = [...del.querySelectorAll('a')].map((a) => [tekst(a.closest('h3')), a.getAttribute('href')]);
    // The open 'Katt' offer (T2) belongs to the offers (issue 34): not in the recommendations' slots.
    expect(lenker).to.deep.equal([['Innboforsikring', '/privat/forsikring/innbo']]);
    expect(tekst(del)).not.to.contain('tilbud');
    expect(del.querySelector('li:first-child svg[aria-hidden="true"]')).not.to.equal(null);
    const nbo = (await apiRequests()).find((r) => r.path === `${API}/nbo/produktanbefaling`);
    expect(nbo?.query.produkt).to.equal('BIL,BOBIL,HUND,HUS,LIV,REISE,UFOER');
    const payload = await waitFor(() => analytics.find((e) => e.detail.event === 'Anbefaling'));
    expect(payload.detail.properties).to.include({
      mainNboProduct: 'INNBO',
      presentedNboModule: true,
      controlGroup: false,
      fallback: false,
    });
    expect(payload.detail.properties.filteredNboProductsDueToActiveAgreements).to.deep.equal(['BIL', 'REISE']);
    expect(payload.detail.properties.subNboProducts).to.deep.equal([]);
  });

  it('shows 3 of 5 questions, the rest behind Vis flere spørsmål (focus then on the first new one), and opens an answer by keyboard', async () => {
    const root = await oversiktRoot();
    expect(sporsmalKnapper(root).map((b) => b.textContent)).to.deep.equal(['Spørsmål 1', 'Spørsmål 2', 'Spørsmål 3']);
    const flere = [...root.querySelectorAll('button')].find((b) => b.textContent === 'Vis flere spørsmål');
    flere?.focus();
    await sendKeys({ press: 'Enter' });
    await waitFor(() => sporsmalKnapper(root).length === 5);
    // The button is gone: focus moves to the first question it revealed, not to the page's body.
    await waitFor(() => root.activeElement === sporsmalKnapper(root)[3]);
    expect(root.activeElement?.textContent).to.equal('Spørsmål 4');
    const forste = sporsmalKnapper(root)[0]!;
    const panel = root.getElementById(forste.getAttribute('aria-controls')!)!;
    expect(getComputedStyle(panel).visibility).to.equal('hidden');
    forste.focus();
    await sendKeys({ press: 'Space' });
    await waitFor(() => forste.getAttribute('aria-expanded') === 'true');
    expect(getComputedStyle(panel).visibility).to.equal('visible');
    expect(panel.querySelector('a')?.getAttribute('href')).to.equal('https://www.eksempel.no/hjelp');
  });

  it('has no axe violations when loaded, and every card is reachable by Tab', async () => {
    const root = await oversiktRoot();
    await expectNoAxeViolations(document.body);
    const kort = [...root.querySelectorAll('a.kfp-navigation-card__link')];
    expect(kort.length).to.equal(18); // 12 agreement cards, 5 tasks, 1 recommendation (the other has an open offer)
    const naadd = new Set<Element>();
    (kort[0] as HTMLElement).focus();
    naadd.add(kort[0]!);
    for (let i = 0; i < 60 && kort.some((k) => !naadd.has(k)); i++) {
      await sendKeys({ press: 'Tab' });
      if (root.activeElement) naadd.add(root.activeElement);
    }
    expect(kort.filter((k) => !naadd.has(k)).map((k) => tekst(k))).to.deep.equal([]);
  });

  it('wires its feedback widget to POST feedback/ with the overview’s product code', async () => {
    const root = await oversiktRoot();
    const widget = await waitFor(() => root.querySelector('kfp-feedback'));
    const ja = await waitFor(() => widget.shadowRoot?.querySelector<HTMLInputElement>('input[value="ja"]'));
    ja.click();
    (await findByShadowRole(widget.shadowRoot as unknown as HTMLElement, 'button', { name: 'Send' })).click();
    const post = await waitFor(async () =>
      (await apiRequests()).find((request) => request.method === 'POST' && request.path === `${API}/feedback/`),
    );
    expect(post.body).to.deep.include({ feedbackValue: 'ja', productCode: 'forsikringsoversikt' });
  });

  it('asks every endpoint once', async () => {
    const antall = (path: string) => apiRequests().then((all) => all.filter((r) => r.path === `${API}/${path}`).length);
    expect(await antall('avtaleoversikt/avtaler')).to.equal(1);
    expect(await antall('eikaintegrasjon/avtaler')).to.equal(1);
    expect(await antall('nbo/produktanbefaling')).to.equal(1);
  });
});
