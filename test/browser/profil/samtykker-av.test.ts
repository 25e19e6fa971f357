/// <reference types="mocha" />
// showSamtykkerMinProfil off (the default): no consent section and no consent texts asked for, even
// for a non-bank customer.
import { expect } from 'chai';
import { queryByShadowRole } from 'shadow-dom-testing-library';
import { resetBackend } from '../helpers/backend.ts';
import { loadBundle, mount } from '../helpers/portal.ts';
import { kall, profil, ventPaVerdi } from './profil-helpers.ts';

describe('kfp-profil: consents turned off in the config', () => {
  it('shows no consents', async () => {
    await resetBackend('skadekunde');
    await loadBundle();
    const host = await profil(mount('<kfp-profil></kfp-profil>'));
    await ventPaVerdi(host, 'Forsikringsdokumenter i posten', 'Nei');
    await ventPaVerdi(host, 'Mobilnummer', '91 23 45 67');
    expect(queryByShadowRole(host, 'region', { name: 'Samtykker' }) === null, 'absent').to.equal(true);
    expect(await kall('GET', '/samtykke/tekster')).to.have.length(0);
  });
});
