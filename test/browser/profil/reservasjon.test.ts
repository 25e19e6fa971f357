/// <reference types="mocha" />
// The reservation consent (spec §3 `harReservasjon`, issue 24): read from `GET samtykke/reservasjon/hent`,
// shown with Ja/Nei in the consents section, disabled while a choice saves (`POST samtykke/reservasjon`
// `{ harReservasjon }`), read again, confirmed by a toast; a failed save says so and puts the radio back.
import { expect } from 'chai';
import { expectNoAxeViolations } from '../helpers/axe.ts';
import { overrideApi, resetBackend } from '../helpers/backend.ts';
import { API, loadBundle, mount } from '../helpers/portal.ts';
import { waitFor } from '../helpers/wait.ts';
import { finn, kall, kunngjort, profil, toastMed } from './profil-helpers.ts';

let host: HTMLElement;
const radio = async (valg: 'Ja' | 'Nei') =>
  (await finn(await finn(host, 'radiogroup', { name: 'Reservasjon mot markedsføring' }), 'radio', { name: valg })) as HTMLInputElement;

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
    await waitFor(async () => (await radio('Nei')).checked);
    expect(await kall('GET', '/samtykke/reservasjon/hent')).to.have.length(1);
    await expectNoAxeViolations(host);
  });

  it('Ja sends { harReservasjon: true }, shows the toast, and the stored Ja shows', async () => {
    const ja = await radio('Ja');
    ja.click();
    await toastMed('Reservasjonen mot markedsføring er endret');
    expect((await kall('POST', '/samtykke/reservasjon')).map((k) => k.body)).to.deep.equal([{ harReservasjon: true }]);
    await waitFor(() => ja.checked && !ja.disabled);
    await expectNoAxeViolations(host);
  });

  it("while a choice saves, the radios are disabled and 'Lagrer samtykket' is said", async () => {
    await overrideApi('POST', `${API}/samtykke/reservasjon`, { status: 204, delayMs: 800 });
    const nei = await radio('Nei');
    const ja = await radio('Ja');
    nei.click();
    await waitFor(() => nei.disabled && ja.disabled && kunngjort(host).includes('Lagrer samtykket'));
    await waitFor(() => !nei.disabled);
    await resetBackend('skadekunde');
  });

  it('a failed save says so and puts the radio back', async () => {
    await overrideApi('POST', `${API}/samtykke/reservasjon`, { status: 500, body: {} });
    const [ja, nei] = [await radio('Ja'), await radio('Nei')];
    const [lagret, annen] = ja.checked ? [ja, nei] : [nei, ja];
    annen.click();
    await finn(await finn(host, 'article', { name: 'Reservasjon mot markedsføring' }), 'alert');
    await waitFor(() => lagret.checked && !annen.checked && !annen.disabled);
    expect(host.shadowRoot!.textContent).to.contain('Vi kunne ikke endre samtykket ditt.');
  });
});
