/// <reference types="mocha" />
import { expect } from 'chai';
import { setViewport } from '@web/test-runner-commands';
import { findAllByShadowRole, findByShadowRole } from 'shadow-dom-testing-library';
import { acceptStatistics, analyticsConfig, analyticsReceived, trackedEvents } from '../helpers/analytics.ts';
import { API, goTo, loadBundle, mount } from '../helpers/portal.ts';
import { resetBackend } from '../helpers/backend.ts';
import { navigasjonsvert } from '../helpers/bunntekst.ts';
import { holderAv } from '../helpers/finn.ts';
import { waitFor } from '../helpers/wait.ts';
import { navigate } from '../../../src/router/navigation.ts';
import { typeInto } from '../feedback/feedback-helpers.ts';

// One page, opted in from the start: the customer goes through every screen, gives feedback with
// free text and leaves her contact details, removes an offer, and visits a path with a policy
// number in it. Nothing of hers may reach the analytics service.
const announced: unknown[] = [];
addEventListener('kfp-analytics', (event) => announced.push((event as CustomEvent).detail));

const BASE = '/privat/forsikring/oversikt';
const FRITEKST = 'Fakturaen min for Tesla-en forsvant';

interface Kunde {
  navn: string;
  ssn: string;
  niceKundenummer?: string;
  trackingId: string;
  kontaktInformasjon: { epostAdresse?: string; mobilNummer?: string };
}

const api = async <T>(path: string): Promise<T> =>
  (await fetch(`${API}${path}`, { headers: { 'X-Requested-By': 'kfp' } })).json() as Promise<T>;

/** Everything of the customer's that must stay out of analytics. */
async function personopplysninger(): Promise<string[]> {
  const kunde = await api<Kunde>('/skadekunde/hent');
  const avtaler = await api<{ avtaler: { policyNumber: string; description: string }[] }>('/avtaleoversikt/avtaler');
  const tilbud = await api<{ tilbud: { policyNumber: string; description: string }[] }>('/avtaleoversikt/tilbud');
  const { epostAdresse = '', mobilNummer = '' } = kunde.kontaktInformasjon;
  return [
    kunde.navn,
    ...kunde.navn.split(' '),
    kunde.ssn,
    `${kunde.ssn.slice(0, 6)} ${kunde.ssn.slice(6)}`,
    kunde.niceKundenummer ?? '',
    epostAdresse,
    mobilNummer,
    `${mobilNummer.slice(0, 3)} ${mobilNummer.slice(3, 5)} ${mobilNummer.slice(5)}`,
    ...avtaler.avtaler.flatMap((avtale) => [avtale.policyNumber, avtale.description]),
    ...tilbud.tilbud.flatMap((offer) => [offer.policyNumber, offer.description]),
    FRITEKST,
    'Tesla',
  ].filter((value) => value.length >= 4);
}

/** The received payloads as text, without the SDK's random ids and clock (digits that could match by chance). */
function somTekst(value: unknown): string {
  return JSON.stringify(value, (key, field: unknown) => (key === 'time' || key === '$insert_id' || key === '$time' ? undefined : field));
}

/** The first element matching `selector` in `root` or any shadow root below it. */
function dypt(root: Document | ShadowRoot, selector: string): Element | undefined {
  const found = root.querySelector(selector);
  if (found) return found;
  for (const host of root.querySelectorAll('*')) {
    const inner = host.shadowRoot && dypt(host.shadowRoot, selector);
    if (inner) return inner;
  }
  return undefined;
}

async function gaTil(lenke: string | RegExp, overskrift: string): Promise<void> {
  // Every page this walk goes to is in the navigation: its links are looked for there.
  const [link] = await findAllByShadowRole(await navigasjonsvert(), 'link', { name: lenke });
  link!.click();
  await findByShadowRole(await holderAv('h1', overskrift, { timeout: 10_000 }), 'heading', { name: overskrift, level: 1 });
}

before(async () => {
  await setViewport({ width: 1280, height: 900 });
  await resetBackend('skadekunde');
  acceptStatistics('allianse');
  await loadBundle({ distributor: 'eika', ...analyticsConfig() });
  goTo(BASE);
  mount('<kfp-router></kfp-router>');
});

describe('no personal data in analytics', () => {
  it("after a walk through every screen, no received payload carries the customer's data or free text", async () => {
    const kunde = await api<Kunde>('/skadekunde/hent');
    await findByShadowRole(await holderAv('h2, h3', 'Anbefalt for deg', { timeout: 10_000 }), 'heading', { name: 'Anbefalt for deg' });

    // The overview's feedback with free text.
    const feedback = await waitFor(() => {
      const root = dypt(document, 'kfp-feedback')?.shadowRoot;
      return root?.querySelector('section') ? root : undefined;
    });
    (feedback.querySelector('input[value="nei"]') as HTMLInputElement).click();
    const tekst = (await findByShadowRole(feedback as unknown as HTMLElement, 'textbox')) as HTMLTextAreaElement;
    typeInto(tekst, FRITEKST);
    tekst.focus();
    tekst.blur();
    (await findByShadowRole(feedback as unknown as HTMLElement, 'button', { name: 'Send' })).click();

    // A widget asking for contact: her own e-mail and phone.
    const kontakt = mount('<kfp-feedback id="kontakt" contact contact-phone></kfp-feedback>');
    const kontaktRoot = await waitFor(() => {
      const root = kontakt.querySelector('kfp-feedback')?.shadowRoot;
      return root?.querySelector('section') ? root : undefined;
    });
    (kontaktRoot.querySelector('input[value="ja"]') as HTMLInputElement).click();
    (await findByShadowRole(kontaktRoot as unknown as HTMLElement, 'button', { name: 'Send' })).click();
    for (const [navn, verdi] of [
      ['E-post', kunde.kontaktInformasjon.epostAdresse!],
      ['Telefonnummer', kunde.kontaktInformasjon.mobilNummer!],
    ] as const) {
      const felt = (await findByShadowRole(kontaktRoot as unknown as HTMLElement, 'textbox', { name: navn })) as HTMLInputElement;
      typeInto(felt, verdi);
      felt.focus();
      felt.blur();
    }
    (await findByShadowRole(kontaktRoot as unknown as HTMLElement, 'button', { name: 'Sett meg på lista!' })).click();
    await findByShadowRole(kontaktRoot as unknown as HTMLElement, 'heading', { name: /Takk for tiden din/ }).catch(() => undefined);
    kontakt.remove();

    await gaTil(/^Tilbud\b/, 'Tilbudene dine');
    const [fjern] = await findAllByShadowRole(await holderAv('button', 'Fjern tilbud'), 'button', { name: 'Fjern tilbud' });
    fjern!.click();
    (await findByShadowRole(await holderAv('button', 'Ja, fjern tilbudet'), 'button', { name: 'Ja, fjern tilbudet' })).click();
    await waitFor(
      async () => (await trackedEvents()).some((e) => e.event === 'Knappeklikk' && e.properties.label === 'Ja, fjern tilbudet'),
      { timeout: 12_000 },
    );

    await gaTil('Kjøp forsikring', 'Hva vil du forsikre?');
    navigate(`${BASE}/forsikringsprofil`); // in the 'Dine sider' menu
    await findByShadowRole(await holderAv('h1', 'Forsikringsprofil'), 'heading', { name: 'Forsikringsprofil', level: 1 });
    navigate(`${BASE}/avtale/7012345?fnr=${kunde.ssn}`);
    await findByShadowRole(await holderAv('h1', 'Denne siden ser ut til å være borte...'), 'heading', {
      name: 'Denne siden ser ut til å være borte...',
      level: 1,
    });

    const pages = await waitFor(
      async () => {
        const all = (await trackedEvents()).filter((e) => e.event === 'Sidevisning').map((e) => e.properties.page);
        return all.includes(`${BASE}/avtale/:id`) && all;
      },
      { timeout: 12_000 },
    );
    expect(pages).to.include.members([BASE, `${BASE}/tilbud`, `${BASE}/kjopsinnganger`, `${BASE}/forsikringsprofil`, `${BASE}/avtale/:id`]);
    const names = new Set((await trackedEvents()).map((e) => e.event));
    for (const name of ['Tilbakemelding', 'Skjemautfylling', 'Knappeklikk', 'Statistikk', 'Komponent lastet', 'Anbefaling'])
      expect(names, name).to.include(name);

    const received = somTekst(await analyticsReceived());
    const windowEvents = JSON.stringify(announced);
    for (const opplysning of await personopplysninger()) {
      expect(received, `sent to analytics: ${opplysning}`).not.to.contain(opplysning);
      expect(windowEvents, `announced on the window: ${opplysning}`).not.to.contain(opplysning);
    }
    expect(received, 'no query string of the page').not.to.contain('fnr=');
  });
});
