/// <reference types="mocha" />
// The reservation consent (spec §3 `harReservasjon`, issue 24): read from `GET samtykke/reservasjon/hent`,
// shown with Ja/Nei in the consents section and a line on how it relates to the marketing consent
// (issue 34), saved with 'Lagre' (`POST samtykke/reservasjon` `{ harReservasjon }`), busy but focusable
// while it saves, read again, confirmed by a toast; a failed save says so and keeps the choice.
import { expect } from 'chai';
import { expectNoAxeViolations } from '../helpers/axe.ts';
import { overrideApi, resetBackend } from '../helpers/backend.ts';
import { API, loadBundle, mount } from '../helpers/portal.ts';
import { waitFor } from '../helpers/wait.ts';
import { aktivtElement, finn, kall, kunngjort, lagringFeilet, profil, toastMed } from './profil-helpers.ts';

let host: HTMLElement;
const radio = async (valg: 'Ja' | 'Nei') =>
  (await finn(await finn(host, 'radiogroup', { name: 'Reservasjon mot markedsføring' }), 'radio', { name: valg })) as HTMLInputElement;
const lagre = () => finn(host, 'button', { name: 'Lagre valget for Reservasjon mot markedsføring' });

describe('kfp-profil: the reservation consent', () => {
  before(async () => {
    await resetBackend('skadekunde');
    await loadBundle({ showSamtykkerMinProfil: true });
    host = await profil(mount('<kfp-profil></kfp-profil>'));
  });

  it("shows 'Reservasjon mot markedsføring' in the consents section with Nei from harReservasjon: false", async () => {
    const artikkel = await finn(host, 'article', { name: 'Reservasjon mot markedsføring' });
    expect(artikkel.closest('section')?.querySelector('h2')?.textContent).to.equal('Samtykker');
    expect(artikkel.textContent).to.contain('Vil du reservere deg mot markedsføring fra oss på telefon og e-post?');
    expect(artikkel.textContent).to.contain(
      'Reservasjonen går foran samtykket til markedsføring: svarer du Ja her, får du ikke markedsføring fra oss på telefon eller e-post, selv om du har sagt ja til markedsføring.',
    );
    await waitFor(async () => (await radio('Nei')).checked);
    expect(await kall('GET', '/samtykke/reservasjon/hent')).to.have.length(1);
    await expectNoAxeViolations(host);
  });

  it("Ja and 'Lagre' send { harReservasjon: true }, show the toast, and the stored Ja shows", async () => {
    const ja = await radio('Ja');
    ja.click();
    expect(await kall('POST', '/samtykke/reservasjon'), 'choosing alone saves nothing').to.have.length(0);
    (await lagre()).click();
    await toastMed('Reservasjonen mot markedsføring er endret');
    expect((await kall('POST', '/samtykke/reservasjon')).map((k) => k.body)).to.deep.equal([{ harReservasjon: true }]);
    await waitFor(() => ja.checked && ja.getAttribute('aria-disabled') !== 'true');
    await expectNoAxeViolations(host);
  });

  it("while a choice saves, the radios are busy but keep focus, changes are ignored, and 'Lagrer samtykket' is said", async () => {
    await overrideApi('POST', `${API}/samtykke/reservasjon`, { status: 204, delayMs: 800 });
    const nei = await radio('Nei');
    const ja = await radio('Ja');
    nei.click();
    (await lagre()).click();
    nei.focus();
    await waitFor(
      () =>
        nei.getAttribute('aria-disabled') === 'true' &&
        ja.getAttribute('aria-disabled') === 'true' &&
        kunngjort(host).includes('Lagrer samtykket'),
    );
    expect(nei.disabled || ja.disabled, 'not disabled').to.equal(false);
    expect(aktivtElement() === nei, 'focus stays on the radio').to.equal(true);
    ja.click();
    expect(nei.checked, 'a change while saving is ignored').to.equal(true);
    await expectNoAxeViolations(host);
    await toastMed('Reservasjonen mot markedsføring er endret');
    await waitFor(() => nei.getAttribute('aria-disabled') !== 'true' && nei.checked);
    expect((await kall('POST', '/samtykke/reservasjon')).map((k) => k.body)).to.deep.equal([
      { harReservasjon: true },
      { harReservasjon: false },
    ]);
    await resetBackend('skadekunde');
  });

  it('a failed save says so and keeps the choice for another try', async () => {
    // The delayed 204 above stored nothing on the server: Ja is still what is stored.
    await overrideApi('POST', `${API}/samtykke/reservasjon`, { status: 500, body: {} });
    const nei = await radio('Nei');
    nei.click();
    (await lagre()).click();
    const { avsnitt } = await lagringFeilet(await finn(await finn(host, 'article', { name: 'Reservasjon mot markedsføring' }), 'alert'));
    expect(avsnitt).to.deep.equal(['Vi klarte ikke å lagre valget ditt.', 'Reservasjonen din er ikke endret.', 'Prøv igjen om litt.']);
    await waitFor(() => nei.checked && nei.getAttribute('aria-disabled') !== 'true');
    expect((await lagre()).getAttribute('aria-disabled')).not.to.equal('true');
  });
});
