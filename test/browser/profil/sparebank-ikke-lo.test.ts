/// <reference types="mocha" />
// The savings-bank brand shows the LO row to every customer: Nei for one who is not a member.
import { resetBackend } from '../helpers/backend.ts';
import { loadBundle, mount } from '../helpers/portal.ts';
import { profil, ventPaVerdi } from './profil-helpers.ts';

describe('kfp-profil: a customer who is not an LO member, on the savings-bank brand', () => {
  it("shows 'Medlem av et LO-forbund' Nei", async () => {
    await resetBackend('skadekunde');
    await loadBundle({ distributor: 'sb1' });
    const host = await profil(mount('<kfp-profil></kfp-profil>'));
    await ventPaVerdi(host, 'Medlem av et LO-forbund', 'Nei');
  });
});
