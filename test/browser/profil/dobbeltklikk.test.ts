/// <reference types="mocha" />
// One action, one request: two clicks in the same task (a double click faster than React renders
// the first one's 'saving' state) on every save of the profile send one request each: 'Lagre' for
// the mobile number and the e-mail, 'Bruk folkeregistrert adresse', 'Bekreft' for documents by
// post, and 'Lagre' of a consent and of the reservation (issue 32). Opted in to analytics, each
// such double click is also one 'Knappeklikk' event: the click is tracked when the write is taken
// (`useMutation`'s `onMutate`), not in the click handler.
import { expect } from 'chai';
import { findByShadowText } from 'shadow-dom-testing-library';
import type { AnalyticsEventDetail } from '../../../src/analytics/track.ts';
import { acceptStatistics, analyticsConfig } from '../helpers/analytics.ts';
import { overrideApi, resetBackend } from '../helpers/backend.ts';
import { API, loadBundle, mount } from '../helpers/portal.ts';
import { waitFor } from '../helpers/wait.ts';
import { aktivtElement, finn, kall, navn, profil, skriv, ventPaVerdi } from './profil-helpers.ts';

let host: HTMLElement;

/** The labels of the 'Knappeklikk' events announced (`kfp-analytics`), in order. */
const klikk: string[] = [];
addEventListener('kfp-analytics', (event) => {
  const { detail } = event as CustomEvent<AnalyticsEventDetail<'Knappeklikk'>>;
  if (detail.event === 'Knappeklikk') klikk.push(detail.properties.label);
});

/**
 * How many 'Knappeklikk' events `label` got, once it has one. Two clicks' events would be announced
 * in the same task, one after the other, so once the first is there a second would be too.
 */
async function klikkPaa(label: string): Promise<number> {
  return waitFor(() => klikk.filter((l) => l === label).length || false, { timeout: 12_000 });
}

const TEKSTER = [
  {
    samtykke: 'MARKETING',
    tittel: 'Markedsføring',
    ingress: 'Vil du få tilbud og råd som passer for deg?',
    tekst: 'Vi bruker opplysninger.',
  },
];

/** Two clicks in one task: no render, no request answer and no timer can come between them. */
function dobbeltklikk(knapp: HTMLElement): void {
  knapp.click();
  knapp.click();
}

describe('kfp-profil: a double click sends one request', () => {
  before(async () => {
    await resetBackend('skadekunde');
    await overrideApi('GET', `${API}/samtykke/tekster`, { status: 200, body: TEKSTER });
    acceptStatistics('allianse');
    await loadBundle({ showSamtykkerMinProfil: true, ...analyticsConfig() });
    host = await profil(mount('<kfp-profil></kfp-profil>'));
    await ventPaVerdi(host, 'Mobilnummer', '91 23 45 67');
  });

  it("'Lagre' on the mobile number: one PUT", async () => {
    const endre = await finn(host, 'button', { name: 'Endre mobilnummer' });
    endre.click();
    await skriv((await finn(host, 'textbox', { name: 'Mobilnummer' })) as HTMLInputElement, '98765432');
    dobbeltklikk(await finn(host, 'button', { name: 'Lagre' }));
    await ventPaVerdi(host, 'Mobilnummer', '98 76 54 32');
    await waitFor(() => aktivtElement() === endre);
    expect((await kall('PUT', '/skadekunde/mobilnummer')).map((k) => k.body)).to.deep.equal([{ mobilNummer: '98765432' }]);
  });

  it("'Lagre' on the e-mail: one PUT", async () => {
    const endre = await finn(host, 'button', { name: 'Endre e-post' });
    endre.click();
    await skriv((await finn(host, 'textbox', { name: 'E-post' })) as HTMLInputElement, 'ny@example.no');
    dobbeltklikk(await finn(host, 'button', { name: 'Lagre' }));
    await ventPaVerdi(host, 'E-post', 'ny@example.no');
    await waitFor(() => aktivtElement() === endre);
    expect((await kall('PUT', '/skadekunde/kontaktinformasjon')).map((k) => k.body)).to.deep.equal([{ epostAdresse: 'ny@example.no' }]);
  });

  it("'Bruk folkeregistrert adresse': one POST", async () => {
    const endre = await finn(host, 'button', { name: 'Endre adresse' });
    endre.click();
    dobbeltklikk(await finn(host, 'button', { name: 'Bruk folkeregistrert adresse' }));
    await ventPaVerdi(host, 'Adresse', 'Thereses gate 44B\n0354 OSLO');
    await waitFor(() => aktivtElement() === endre);
    expect(await kall('POST', '/adresse/oppdater')).to.have.length(1);
    expect(await klikkPaa('Bruk folkeregistrert adresse')).to.equal(1);
  });

  it("'Bekreft' for documents by post: one PUT", async () => {
    const endre = await finn(host, 'button', { name: 'Endre forsikringsdokumenter i posten' });
    endre.click();
    (await finn(host, 'checkbox', { name: navn('Jeg vil få forsikringsdokumentene i posten') })).click();
    dobbeltklikk(await finn(host, 'button', { name: 'Bekreft' }));
    await ventPaVerdi(host, 'Forsikringsdokumenter i posten', 'Ja');
    await waitFor(() => aktivtElement() === endre);
    expect((await kall('PUT', '/dokumenter/postforsendelse')).map((k) => k.body)).to.deep.equal([{ hasReservasjon: true }]);
    expect(await klikkPaa('Bekreft forsikringsdokumenter i posten')).to.equal(1);
  });

  it("'Lagre' on a consent: one POST", async () => {
    const gruppe = await finn(host, 'radiogroup', { name: 'Markedsføring' });
    const ja = (await finn(gruppe, 'radio', { name: 'Ja' })) as HTMLInputElement;
    const nei = (await finn(gruppe, 'radio', { name: 'Nei' })) as HTMLInputElement;
    expect(nei.checked).to.equal(true);
    ja.click();
    dobbeltklikk(await finn(host, 'button', { name: 'Lagre valget for Markedsføring' }));
    await findByShadowText(document.body, 'Samtykket til markedsføring er endret');
    await waitFor(() => ja.checked && ja.getAttribute('aria-disabled') !== 'true');
    expect((await kall('POST', '/samtykke/oppdater')).map((k) => k.body)).to.deep.equal([{ marketingConsentApproved: true }]);
    expect(await klikkPaa('Samtykke MARKETING ja')).to.equal(1);
  });

  it("'Lagre' on the reservation: one POST", async () => {
    const gruppe = await finn(host, 'radiogroup', { name: 'Reservasjon mot markedsføring' });
    const ja = (await finn(gruppe, 'radio', { name: 'Ja' })) as HTMLInputElement;
    ja.click();
    dobbeltklikk(await finn(host, 'button', { name: 'Lagre valget for Reservasjon mot markedsføring' }));
    await findByShadowText(document.body, 'Reservasjonen mot markedsføring er endret');
    await waitFor(() => ja.checked && ja.getAttribute('aria-disabled') !== 'true');
    expect((await kall('POST', '/samtykke/reservasjon')).map((k) => k.body)).to.deep.equal([{ harReservasjon: true }]);
    expect(await klikkPaa('Samtykke RESERVASJON ja')).to.equal(1);
  });
});
