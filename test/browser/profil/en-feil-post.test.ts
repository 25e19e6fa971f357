/// <reference types="mocha" />
// One page: the claims customer, with one unreadable address among the good ones and one consent
// text of a kind the portal does not know.
import { expect } from 'chai';
import { findByShadowText, queryAllByShadowRole } from 'shadow-dom-testing-library';
import { expectNoAxeViolations } from '../helpers/axe.ts';
import { overrideApi, resetBackend } from '../helpers/backend.ts';
import { API, loadBundle, mount } from '../helpers/portal.ts';
import { finn, profil, ventPaVerdi } from './profil-helpers.ts';

let host: HTMLElement;

describe('kfp-profil with one unreadable record among good ones', () => {
  before(async () => {
    await resetBackend('skadekunde');
    await overrideApi('GET', `${API}/adresse/kundeadresser`, {
      status: 200,
      body: {
        kundeadresser: [
          { isFolkreregistrert: false, gatenavn: 'Kirkeveien', gatenummer: '12', postnummer: '0368' },
          { isFolkreregistrert: false, gatenavn: 7, postnummer: 368 },
          { isFolkreregistrert: true, gatenavn: 'Thereses gate', gatenummer: '44', gatenummerBokstav: 'B', postnummer: '0354' },
        ],
      },
    });
    await overrideApi('GET', `${API}/samtykke/tekster`, {
      status: 200,
      body: [
        { samtykke: 'MARKETING', tittel: 'Markedsføring', ingress: 'Vil du få tilbud og råd som passer for deg?', tekst: 'Tekst.' },
        { samtykke: 'NYHETSBREV', tittel: 'Nyhetsbrev', ingress: 'Ukjent samtykke', tekst: 'Tekst.' },
      ],
    });
    await loadBundle({ showSamtykkerMinProfil: true });
    host = await profil(mount('<kfp-profil></kfp-profil>'));
  });

  it('shows the readable address and consent, with the general notice that something may be missing', async () => {
    await ventPaVerdi(host, 'Adresse', 'Kirkeveien 12\n0368 OSLO');
    const samtykker = await finn(host, 'region', { name: 'Samtykker' });
    await finn(samtykker, 'article', { name: 'Markedsføring' });
    expect(
      queryAllByShadowRole(samtykker, 'article').map(
        (artikkel) => artikkel.getAttribute('aria-label') ?? artikkel.querySelector('h3')?.textContent,
      ),
    ).to.not.include('Nyhetsbrev');
    expect(await findByShadowText(host, 'Vi opplever for tiden problemer med noen av systemene våre')).to.not.equal(null);
    await expectNoAxeViolations(host);
  });
});
