/// <reference types="mocha" />
// One page: every list the overview and the offers page read carries one unreadable record (and an
// agreement from a source system the portal does not know yet) among good ones.
import { expect } from 'chai';
import { findAllByShadowRole, findByShadowRole, findByShadowText } from 'shadow-dom-testing-library';
import { expectNoAxeViolations } from '../helpers/axe.ts';
import { overrideApi, resetBackend } from '../helpers/backend.ts';
import { API, loadBundle, mount } from '../helpers/portal.ts';
import { waitFor } from '../helpers/wait.ts';
import { avtale, oversiktRoot, seksjon, tekst } from '../oversikt/felles.ts';
import { navn as navnUtenMyke, utenMyke } from '../helpers/navn.ts';

const gode = [
  avtale('1001', 'Bilforsikring', 'NICE', 'BIL'),
  avtale('1002', 'Husforsikring', 'NICE', 'HUS'),
  avtale('1003', 'Innboforsikring', 'NICE', 'INNBO'),
];
const tilbud = (policyNumber: string, name: string, over: Record<string, unknown> = {}) => ({
  policyNumber,
  name,
  description: 'Tilbud',
  monthlyPrice: 200,
  yearlyPrice: 2400,
  productType: 'BIL',
  systemSource: 'NICE',
  ...over,
});

before(async () => {
  await resetBackend('skadekunde');
  await overrideApi('GET', `${API}/avtaleoversikt/avtaler`, {
    status: 200,
    body: {
      avtaler: [
        ...gode,
        avtale('1004', 'Romskipforsikring', 'NYTT_SYSTEM', 'ROMSKIP', { avtaleStatus: 'SUSPENDERT' }),
        avtale('1005', 'Ødelagt avtale', 'NICE', 'BIL', { monthlyPrice: '349' }),
      ],
      monthlySum: 300,
      yearlySum: 3600,
    },
  });
  await overrideApi('GET', `${API}/avtaleoversikt/tilbud`, {
    status: 200,
    body: {
      tilbud: [tilbud('T1', 'Tilbud på bil'), tilbud('T2', 'Tilbud på hytte'), { ...tilbud('T3', 'Ødelagt tilbud'), policyNumber: 3 }],
    },
  });
  await overrideApi('GET', `${API}/motor/oppgaver/motoroppgaver`, {
    status: 200,
    body: [
      { oppgavetype: 'ENDRE_KMSTAND', beskrivelse: 'Oppgi kilometerstand for bilen', avtalenummer: '1001' },
      { oppgavetype: 'ENDRE_KMSTAND' },
    ],
  });
  await loadBundle({ distributor: 'none' });
  mount('<main><kfp-oversikt></kfp-oversikt><kfp-tilbud></kfp-tilbud></main>');
});

describe('one unreadable record among good ones', () => {
  it('the overview shows every good agreement with the partial-source notice, not the error', async () => {
    const root = await oversiktRoot();
    const del = await waitFor(() => {
      const s = seksjon(root, 'Forsikringene dine');
      return s && tekst(s).includes('Bilforsikring') ? s : null;
    });
    for (const navn of ['Bilforsikring', 'Husforsikring', 'Innboforsikring']) {
      expect(await findByShadowRole(del, 'link', { name: navnUtenMyke(navn) })).to.not.equal(null);
    }
    // One banner for the page (above the sections) says that some may be missing.
    expect(tekst(root)).to.contain('Noen av systemene våre er nede...');
    expect(tekst(del)).not.to.contain('En feil oppsto ved henting av forsikringene dine');
    expect(tekst(del)).not.to.contain('Ødelagt avtale');
  });

  it('an agreement from an unknown source system shows, without a link or a tag', async () => {
    const root = await oversiktRoot();
    const del = await waitFor(() => seksjon(root, 'Forsikringene dine'));
    const navn = await findByShadowText(del, (tekst) => utenMyke(tekst) === 'Romskipforsikring');
    const kort = navn.closest('li')!;
    expect(kort.querySelector('a') === null, 'no link to a details page nobody knows').to.equal(true);
    expect(tekst(kort)).to.contain('Beskrivelse 1004');
    expect(tekst(kort)).not.to.match(/Fornyelse|Midlertidig|Under behandling/);
  });

  it('the good motor task still shows', async () => {
    const root = await oversiktRoot();
    const oppgaver = await waitFor(() => seksjon(root, 'Oppgaver'));
    expect(await findByShadowRole(oppgaver, 'link', { name: 'Oppgi kilometerstand' })).to.not.equal(null);
  });

  it('the offers page shows the good offers with the partial-source notice', async () => {
    const host = document.querySelector('kfp-tilbud') as HTMLElement;
    const kort = await findAllByShadowRole(host, 'article');
    expect(kort.map((k) => k.querySelector('h2')?.textContent?.replaceAll('\u00ad', ''))).to.deep.equal([
      'Tilbud på bil',
      'Tilbud på hytte',
    ]);
    expect(await findByShadowText(host, 'Noen av systemene våre er nede...')).to.not.equal(null);
    expect(tekst(host.shadowRoot)).not.to.contain('En feil oppsto ved henting av dine tilbud');
  });

  it('has no axe violations', async () => {
    await expectNoAxeViolations(document.body);
  });
});
