/// <reference types="mocha" />
// Analytics from the profile, opted in: opening an editor, leaving a changed field and choosing a
// consent are tracked by fixed names; nothing the customer typed or holds reaches the service.
import { expect } from 'chai';
import { sendKeys } from '@web/test-runner-commands';
import { acceptStatistics, analyticsConfig, analyticsReceived, trackedEvents } from '../helpers/analytics.ts';
import { resetBackend } from '../helpers/backend.ts';
import { loadBundle, mount } from '../helpers/portal.ts';
import { waitFor } from '../helpers/wait.ts';
import { finn, profil, skriv, ventPaVerdi } from './profil-helpers.ts';

const NYTT_NUMMER = '93 57 24 68';
const NY_EPOST = 'hemmelig.adresse@example.no';

describe('kfp-profil: analytics', () => {
  it('tracks what the customer does by fixed names, never her data', async () => {
    await resetBackend('skadekunde');
    acceptStatistics('allianse');
    await loadBundle({ distributor: 'eika', showSamtykkerMinProfil: true, ...analyticsConfig() });
    const host = await profil(mount('<kfp-profil></kfp-profil>'));
    await ventPaVerdi(host, 'Mobilnummer', '91 23 45 67');

    (await finn(host, 'button', { name: 'Endre mobilnummer' })).click();
    const mobil = (await finn(host, 'textbox', { name: 'Mobilnummer' })) as HTMLInputElement;
    await skriv(mobil, NYTT_NUMMER);
    await sendKeys({ press: 'Tab' });
    await sendKeys({ press: 'Enter' });
    await ventPaVerdi(host, 'Mobilnummer', NYTT_NUMMER);

    (await finn(host, 'button', { name: 'Endre e-post' })).click();
    const epost = (await finn(host, 'textbox', { name: 'E-post' })) as HTMLInputElement;
    await skriv(epost, NY_EPOST);
    await sendKeys({ press: 'Tab' });
    await sendKeys({ press: 'Enter' });
    await ventPaVerdi(host, 'E-post', NY_EPOST);

    const gruppe = await finn(host, 'radiogroup', { name: 'Markedsføring' });
    (await finn(gruppe, 'radio', { name: 'Ja' })).click();
    // The choice is tracked when it is saved, not while the customer explores it.
    (await finn(host, 'button', { name: 'Lagre valget for Markedsføring' })).click();

    const hendelser = await waitFor(
      async () => {
        const alle = (await trackedEvents()).map((e) => `${e.event}: ${String(e.properties.label ?? e.properties.field ?? '')}`);
        return alle.includes('Knappeklikk: Samtykke MARKETING ja') && alle;
      },
      { timeout: 12_000 },
    );
    expect(hendelser).to.include.members([
      'Knappeklikk: Endre mobilnummer',
      'Skjemautfylling: profil-mobilnummer',
      'Knappeklikk: Endre e-post',
      'Skjemautfylling: profil-epost',
      'Knappeklikk: Samtykke MARKETING ja',
    ]);
    const mottatt = JSON.stringify(await analyticsReceived());
    for (const opplysning of [
      NYTT_NUMMER,
      NYTT_NUMMER.replace(/ /g, ''),
      NY_EPOST,
      'Ingrid',
      'Haugland',
      '01019012345',
      '91234567',
      'Kirkeveien',
    ]) {
      expect(mottatt, opplysning).not.to.contain(opplysning);
    }
  });
});
