/// <reference types="mocha" />
// A save tried offline (issue 32): the editor shows the failure it shows for any failed save and
// keeps what the customer typed or chose; the page's notice says the change was not saved; nothing
// is sent by itself when the connection returns (a write is the customer's to repeat). How offline
// is made in every engine: helpers/uten-nett.ts.
import { expect } from 'chai';
import { sendKeys } from '@web/test-runner-commands';
import { gaUtenNett, kommPaNett, nettstatuser, nettstatusTekst } from '../helpers/uten-nett.ts';
import { apiRequests, resetBackend } from '../helpers/backend.ts';
import { loadBundle, mount } from '../helpers/portal.ts';
import { waitFor } from '../helpers/wait.ts';
import { finn, profil, rad, skriv, ventPaVerdi } from './profil-helpers.ts';

const IKKE_LAGRET = 'Du er uten nett, så endringen din ble ikke lagret. Prøv igjen når nettet er tilbake.';

let host: HTMLElement;
const skrivinger = async () => (await apiRequests()).filter((request) => request.method !== 'GET');

describe('kfp-profil: a save tried offline', function () {
  this.timeout(30_000);

  before(async () => {
    await resetBackend('skadekunde');
    await loadBundle({ showSamtykkerMinProfil: true });
    host = await profil(mount('<kfp-profil></kfp-profil>'));
    await ventPaVerdi(host, 'E-post', 'ingrid.haugland@example.no');
    await waitFor(() => nettstatuser().length === 1);
  });

  it('e-mail: the editor says it failed and keeps the typed address; the notice says it was not saved', async () => {
    (await finn(host, 'button', { name: 'Endre e-post' })).click();
    const epost = (await finn(host, 'textbox', { name: 'E-post' })) as HTMLInputElement;
    await skriv(epost, 'ny.adresse@example.no');
    await gaUtenNett();
    await sendKeys({ press: 'Enter' });
    await finn(await rad(host, 'E-post'), 'alert');
    await waitFor(() => nettstatusTekst() === IKKE_LAGRET);
    expect(epost.value).to.equal('ny.adresse@example.no');
    expect(epost.isConnected, 'the editor is still open').to.equal(true);
  });

  it("consent: 'Lagre' fails, the choice is kept for another try, and the notice says it again", async () => {
    const gruppe = await finn(host, 'radiogroup', { name: 'Markedsføring' });
    const ja = (await finn(gruppe, 'radio', { name: 'Ja' })) as HTMLInputElement;
    const nei = (await finn(gruppe, 'radio', { name: 'Nei' })) as HTMLInputElement;
    // The same text a second time: emptied first, so a screen reader hears it again.
    const hort: string[] = [];
    const observer = new MutationObserver(() => hort.push(nettstatusTekst()));
    observer.observe(nettstatuser()[0]!, { subtree: true, childList: true, characterData: true });
    ja.click();
    // Radios only choose; 'Lagre' sends (issue 33), and a failed save keeps the choice (issue 34).
    (await finn(host, 'button', { name: 'Lagre valget for Markedsføring' })).click();
    await finn(await finn(host, 'article', { name: 'Markedsføring' }), 'alert');
    await waitFor(() => ja.checked && !nei.checked && ja.getAttribute('aria-disabled') !== 'true');
    await waitFor(() => hort.at(-1) === IKKE_LAGRET && hort.includes(''));
    observer.disconnect();
  });

  it('sends nothing by itself when the connection returns; the typed address is still there', async () => {
    await kommPaNett();
    await waitFor(() => nettstatusTekst() === 'Nettet er tilbake.');
    const epost = (await finn(host, 'textbox', { name: 'E-post' })) as HTMLInputElement;
    expect(epost.value).to.equal('ny.adresse@example.no');
    expect(await skrivinger(), 'no write reached the server').to.have.length(0);
    await ventPaVerdi(host, 'E-post', 'ingrid.haugland@example.no');
  });
});
