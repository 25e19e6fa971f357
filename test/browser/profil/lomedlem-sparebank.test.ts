/// <reference types="mocha" />
// The LO member on the savings-bank group's brand (distributor sb1): 'Medlem av et LO-forbund' Ja,
// and an address with farm and holding numbers.
import { expect } from 'chai';
import { expectNoAxeViolations } from '../helpers/axe.ts';
import { resetBackend } from '../helpers/backend.ts';
import { loadBundle, mount } from '../helpers/portal.ts';
import { etiketter, finn, profil, ventPaVerdi } from './profil-helpers.ts';

describe('kfp-profil: the LO member on the savings-bank brand', () => {
  it("shows 'Medlem av et LO-forbund' Ja last, and gårds-/bruksnummer in the address", async () => {
    await resetBackend('lomedlem');
    await loadBundle({ distributor: 'sb1', showSamtykkerMinProfil: true });
    const host = await profil(mount('<kfp-profil></kfp-profil>'));
    await finn(host, 'heading', { level: 2, name: 'Lars Eriksen' });
    await ventPaVerdi(host, 'Medlem av et LO-forbund', 'Ja');
    await ventPaVerdi(host, 'Adresse', 'Hordnesvegen 210\nGårdsnr. 40, bruksnr. 112\n5244 FANA');
    expect(etiketter(host)).to.deep.equal([
      'Fødselsnummer',
      'Adresse',
      'Mobilnummer',
      'E-post',
      'Forsikringsdokumenter i posten',
      'Medlem av et LO-forbund',
    ]);
    await finn(host, 'region', { name: 'Samtykker' });
    await expectNoAxeViolations(host);
  });
});
