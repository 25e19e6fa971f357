/// <reference types="mocha" />
// One page: no finnerIkkeForsikringConfig at all.
import { expect } from 'chai';
import { findByShadowRole } from 'shadow-dom-testing-library';
import { expectNoAxeViolations } from '../helpers/axe.ts';
import { resetBackend } from '../helpers/backend.ts';
import { loadBundle, mount } from '../helpers/portal.ts';
import { waitFor } from '../helpers/wait.ts';
import { oversiktRoot, seksjon, sporsmalKnapper } from './felles.ts';

before(async () => {
  await resetBackend('skadekunde');
  await loadBundle({ distributor: 'none' });
  mount('<main><kfp-oversikt></kfp-oversikt></main>');
});

describe('the overview without questions configured', () => {
  it("still has the section 'Finner du ikke forsikringene dine?' (spec §2), with a way to contact us", async () => {
    const root = await oversiktRoot();
    const del = await waitFor(() => seksjon(root, 'Finner du ikke forsikringene dine?'));
    expect(sporsmalKnapper(root)).to.deep.equal([]);
    const kontakt = await findByShadowRole(del, 'link', { name: 'Ta kontakt med oss' });
    expect(kontakt.getAttribute('href')).to.equal('#kfp-footer-phonenumber');
    await expectNoAxeViolations(document.body);
  });
});
