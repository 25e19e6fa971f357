/// <reference types="mocha" />
// The purchase entries with every optional card switched on and purchase URLs configured: the cards
// with their external links, configured addresses overriding the defaults (unsafe ones ignored), axe.
import { expect } from 'chai';
import { findAllByShadowRole, findByShadowRole } from 'shadow-dom-testing-library';
import { expectNoAxeViolations } from '../helpers/axe.ts';
import { resetBackend } from '../helpers/backend.ts';
import { navn } from '../helpers/navn.ts';
import { cleanup, loadBundle, mount } from '../helpers/portal.ts';

const NY_FANE = /\(åpnes i ny fane\)/;

describe('kfp-kjopsinnganger with every optional card and purchase URLs configured', () => {
  before(async () => {
    await resetBackend('skadekunde');
    await loadBundle(
      {
        showBedriftsportal: true,
        bedriftsportalUrl: 'https://bedrift.example.no/portal',
        showVedlikeholdsKalender: true,
        vedlikeholdsKalenderUrl: 'https://vedlikehold.example.no/kalender',
        skrytebokser: {
          testUtmerkelserContent: {
            title: 'Testvinner 2025',
            description: 'Innboforsikringen vår ble kåret til best i test.',
            url: 'https://test.example.no/innbo',
            urlText: 'Les om testen',
          },
          kundefordelerContent: {
            title: 'Fordeler som kunde',
            description: 'Samle forsikringene og få rabatt.',
            url: '/privat/forsikring/fordeler',
            urlText: 'Se fordelene',
          },
        },
        kjopUrls: {
          BIL: 'https://kjop.example.no/bil',
          TILHENGER: '/kjop/tilhenger?kilde=kfp',
          KJAELEDYR: '/kjop/dyr',
          LOFAVOR_KJAELEDYR: '/kjop/lo-dyr',
          HUS: 'javascript:alert(1)',
          FRITIDSHUS: '//evil.example/hytte',
          // Plain http (spec §5): refused, the built-in path stands.
          MOPED: 'http://kjop.example.no/moped',
        },
      },
      { expectProblems: ['kjopUrls.HUS', 'kjopUrls.FRITIDSHUS', 'kjopUrls.MOPED'] },
    );
  });
  afterEach(cleanup);

  it('shows the business-portal card with an external link announced as such', async () => {
    const container = mount('<kfp-kjopsinnganger></kfp-kjopsinnganger>');
    expect(
      await findByShadowRole(container, 'heading', { level: 2, name: navn('Bedrift, landbruk eller borettslag og sameie') }),
    ).to.not.equal(null);
    const lenke = await findByShadowRole(container, 'link', { name: navn(/^Gå til bedriftsportalen/) });
    expect(lenke.getAttribute('href')).to.equal('https://bedrift.example.no/portal');
    expect(lenke.getAttribute('target')).to.equal('_blank');
    expect(lenke.getAttribute('rel')).to.contain('noopener');
    expect(lenke.textContent).to.match(NY_FANE);
  });

  it('shows the maintenance-calendar card as an external link', async () => {
    const container = mount('<kfp-kjopsinnganger></kfp-kjopsinnganger>');
    expect(await findByShadowRole(container, 'heading', { name: navn('Vedlikeholdskalender') })).to.not.equal(null);
    const lenke = await findByShadowRole(container, 'link', { name: navn(/^Se vedlikeholdskalenderen/) });
    expect(lenke.getAttribute('href')).to.equal('https://vedlikehold.example.no/kalender');
    expect(lenke.getAttribute('target')).to.equal('_blank');
    expect(lenke.textContent).to.match(NY_FANE);
  });

  it('shows both info boxes; only the absolute address opens a new tab', async () => {
    const container = mount('<kfp-kjopsinnganger></kfp-kjopsinnganger>');
    expect(await findByShadowRole(container, 'heading', { name: navn('Testvinner 2025') })).to.not.equal(null);
    expect(await findByShadowRole(container, 'heading', { name: navn('Fordeler som kunde') })).to.not.equal(null);
    const test = await findByShadowRole(container, 'link', { name: navn(/^Les om testen/) });
    expect(test.getAttribute('href')).to.equal('https://test.example.no/innbo');
    expect(test.textContent).to.match(NY_FANE);
    const fordeler = await findByShadowRole(container, 'link', { name: navn('Se fordelene') });
    expect(fordeler.getAttribute('href')).to.equal('/privat/forsikring/fordeler');
    expect(fordeler.getAttribute('target')).to.equal(null);
  });

  it('uses configured purchase URLs, keeps the type query and ignores unsafe and plain http ones', async () => {
    const container = mount('<kfp-kjopsinnganger></kfp-kjopsinnganger>');
    for (const knapp of await findAllByShadowRole(container, 'button')) if (knapp.getAttribute('aria-expanded') === 'false') knapp.click();
    const href = async (name: string) => (await findByShadowRole(container, 'link', { name: navn(name) })).getAttribute('href');
    expect(await href('Bilforsikring')).to.equal('https://kjop.example.no/bil');
    expect(await href('Tilhengerforsikring')).to.equal('/kjop/tilhenger?kilde=kfp&type=TILHENGER');
    expect(await href('Campingvognforsikring')).to.equal('/kjop/tilhenger?kilde=kfp&type=CAMPINGVOGN');
    expect(await href('Hundeforsikring')).to.equal('/kjop/dyr');
    expect(await href('Husforsikring')).to.equal('/privat/forsikring/hus');
    expect(await href('Hytteforsikring')).to.equal('/privat/forsikring/hytte');
    expect(await href('Mopedforsikring')).to.equal('/privat/forsikring/motor/moped');
    await expectNoAxeViolations(container);
  });

  it('lets LO members use the LO pet address', async () => {
    const container = mount('<kfp-kjopsinnganger is-lo></kfp-kjopsinnganger>');
    (await findByShadowRole(container, 'button', { name: 'Kjæledyr' })).click();
    expect((await findByShadowRole(container, 'link', { name: navn('Kattforsikring') })).getAttribute('href')).to.equal('/kjop/lo-dyr');
  });

  it('has no axe violations with the cards and the first category open', async () => {
    const container = mount('<kfp-kjopsinnganger></kfp-kjopsinnganger>');
    await findByShadowRole(container, 'heading', { name: navn('Testvinner 2025') });
    await expectNoAxeViolations(container);
  });
});
