/// <reference types="mocha" />
// The bank customer: its rows, documents in the post 'Ja' (hasReservasjon true), and no marketing
// consents even with showSamtykkerMinProfil on (spec §6).
import { expect } from 'chai';
import { queryByShadowRole } from 'shadow-dom-testing-library';
import { expectNoAxeViolations } from '../helpers/axe.ts';
import { resetBackend } from '../helpers/backend.ts';
import { loadBundle, mount } from '../helpers/portal.ts';
import { NBSP, etiketter, finn, kall, profil, ventPaVerdi } from './profil-helpers.ts';

describe('kfp-profil: the bank customer', () => {
  it('shows the rows, Ja for documents in the post, and no consents', async () => {
    await resetBackend('bankkunde');
    await loadBundle({ showSamtykkerMinProfil: true });
    const host = await profil(mount('<kfp-profil></kfp-profil>'));
    await finn(host, 'heading', { level: 2, name: 'Sofie Lund' });
    await ventPaVerdi(host, 'Fødselsnummer', `231185${NBSP}23456`);
    await ventPaVerdi(host, 'Adresse', 'Tromsøgata 7\n0565 OSLO');
    await ventPaVerdi(host, 'Mobilnummer', '40 01 23 45');
    await ventPaVerdi(host, 'Forsikringsdokumenter i posten', 'Ja');
    expect(etiketter(host)).to.deep.equal(['Fødselsnummer', 'Adresse', 'Mobilnummer', 'E-post', 'Forsikringsdokumenter i posten']);
    expect(queryByShadowRole(host, 'region', { name: 'Samtykker' }) === null, 'absent').to.equal(true);
    expect(await kall('GET', '/samtykke/tekster')).to.have.length(0);
    await expectNoAxeViolations(host);
  });
});
