/// <reference types="mocha" />
// A life customer with no known e-mail: a new mobile number cannot be sent, so the failure shows and
// no call is made; the typed number stays.
import { expect } from 'chai';
import { sendKeys } from '@web/test-runner-commands';
import { expectNoAxeViolations } from '../helpers/axe.ts';
import { overrideApi, resetBackend } from '../helpers/backend.ts';
import { API, loadBundle, mount } from '../helpers/portal.ts';
import { aktivtElement, finn, kall, lagringFeilet, profil, rad, skriv, ventPaVerdi } from './profil-helpers.ts';

describe('kfp-profil: a life customer without a known e-mail', () => {
  it("shows 'Noe gikk galt' with what to do instead of calling, and keeps the number", async () => {
    await resetBackend('livkunde');
    await overrideApi('GET', `${API}/liv/kunde/v1/kunde`, { status: 200, body: { telefon: '48123456' } });
    await loadBundle();
    const host = await profil(mount('<kfp-profil></kfp-profil>'));
    await ventPaVerdi(host, 'E-post', 'Ikke registrert');
    await ventPaVerdi(host, 'Mobilnummer', '48 12 34 56');
    (await finn(host, 'button', { name: 'Endre mobilnummer' })).click();
    const mobil = (await finn(host, 'textbox', { name: 'Mobilnummer' })) as HTMLInputElement;
    await skriv(mobil, '91112222');
    await sendKeys({ press: 'Enter' });
    const { avsnitt } = await lagringFeilet(await finn(await rad(host, 'Mobilnummer'), 'alert'));
    expect(avsnitt).to.deep.equal([
      'Noe gikk galt',
      'Noe gikk galt ved oppdatering av telefonnummer',
      'Mobilnummeret ditt er ikke endret.',
      'Vi må ha e-postadressen din for å endre telefonnummeret. Legg inn e-post først.',
      'Prøv igjen om litt.',
    ]);
    expect(mobil.value).to.equal('91112222');
    expect(aktivtElement() === mobil, 'focus stays on the field').to.equal(true);
    expect(await kall('POST', '/liv/kunde/v1/contactInfo')).to.have.length(0);
    await expectNoAxeViolations(host);
  });
});
