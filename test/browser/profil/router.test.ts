/// <reference types="mocha" />
// The router's /forsikringsprofil shows the profile (no placeholder), with the navigation around it.
import { expect } from 'chai';
import { findByShadowRole, queryByShadowText } from 'shadow-dom-testing-library';
import { expectNoAxeViolations } from '../helpers/axe.ts';
import { resetBackend } from '../helpers/backend.ts';
import { goTo, loadBundle, mount } from '../helpers/portal.ts';
import { waitFor } from '../helpers/wait.ts';
import { ventPaVerdi } from './profil-helpers.ts';

describe('kfp-router: /forsikringsprofil', () => {
  it('shows the insurance profile', async () => {
    await resetBackend('skadekunde');
    await loadBundle({ showSamtykkerMinProfil: true });
    goTo('/privat/forsikring/oversikt/forsikringsprofil');
    const router = mount('<kfp-router></kfp-router>').querySelector('kfp-router') as HTMLElement;
    const profil = await waitFor(() => router.shadowRoot?.querySelector('kfp-profil') as HTMLElement | null, { timeout: 8000 });
    await findByShadowRole(profil, 'heading', { level: 1, name: 'Forsikringsprofil' }, { timeout: 8000 });
    await findByShadowRole(profil, 'heading', { level: 2, name: 'Ingrid Haugland' }, { timeout: 8000 });
    await ventPaVerdi(profil, 'Mobilnummer', '91 23 45 67', 8000);
    expect(queryByShadowText(document.body, 'Denne delen av forsikringssidene er ikke ferdig ennå.') === null, 'absent').to.equal(true);
    await expectNoAxeViolations();
  });
});
