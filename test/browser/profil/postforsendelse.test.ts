/// <reference types="mocha" />
// 'Forsikringsdokumenter i posten': the change applies only after the confirmation box is ticked;
// confirming sends the opposite hasReservasjon, refreshes, closes and unticks; a failure keeps the tick.
import { expect } from 'chai';
import { sendKeys } from '@web/test-runner-commands';
import { queryByShadowRole } from 'shadow-dom-testing-library';
import { expectNoAxeViolations } from '../helpers/axe.ts';
import { overrideApi, resetBackend } from '../helpers/backend.ts';
import { API, loadBundle, mount } from '../helpers/portal.ts';
import { waitFor } from '../helpers/wait.ts';
import { aktivtElement, finn, kall, lagringFeilet, lestTekst, navn, profil, rad, stille, toastMed, ventPaVerdi } from './profil-helpers.ts';

let host: HTMLElement;
let endre: HTMLElement;

const TIL_POST = 'Jeg vil få forsikringsdokumentene i posten';
const TIL_DIGITALT = 'Jeg vil få forsikringsdokumentene digitalt, ikke i posten';

/** The message the box is described by, if any. */
function boksfeil(boks: HTMLInputElement): string {
  const id = boks.getAttribute('aria-describedby');
  const element = id ? (boks.getRootNode() as ShadowRoot).getElementById(id) : null;
  return element ? lestTekst(element) : '';
}

describe("kfp-profil: 'Forsikringsdokumenter i posten'", () => {
  before(async () => {
    await resetBackend('skadekunde');
    await loadBundle();
    host = await profil(mount('<kfp-profil></kfp-profil>'));
    await ventPaVerdi(host, 'Forsikringsdokumenter i posten', 'Nei');
    endre = await finn(host, 'button', { name: 'Endre forsikringsdokumenter i posten' });
  });

  it('opens a confirmation, unticked, with focus on its box', async () => {
    endre.click();
    const boks = (await finn(host, 'checkbox', { name: navn(TIL_POST) })) as HTMLInputElement;
    await waitFor(() => aktivtElement() === boks);
    expect(boks.checked).to.equal(false);
    expect((await rad(host, 'Forsikringsdokumenter i posten')).textContent).to.contain('Nå får du forsikringsdokumentene dine digitalt.');
    await expectNoAxeViolations(host);
  });

  it("does nothing before the box is ticked: 'Bekreft' asks for the tick and puts focus on the box", async () => {
    const boks = (await finn(host, 'checkbox', { name: navn(TIL_POST) })) as HTMLInputElement;
    (await finn(host, 'button', { name: 'Bekreft' })).click();
    await waitFor(() => boksfeil(boks) === 'Du må krysse av for å bekrefte endringen');
    expect(boks.getAttribute('aria-invalid')).to.equal('true');
    await waitFor(() => aktivtElement() === boks);
    expect(await kall('PUT', '/dokumenter/postforsendelse')).to.have.length(0);
    await expectNoAxeViolations(host);
    await sendKeys({ press: 'Space' });
    await waitFor(() => boks.checked && boksfeil(boks) === '');
  });

  it('keeps the tick when the change fails, and says so', async () => {
    await overrideApi('PUT', `${API}/dokumenter/postforsendelse`, { status: 500, body: { message: 'nede' } });
    const boks = (await finn(host, 'checkbox', { name: navn(TIL_POST) })) as HTMLInputElement;
    (await finn(host, 'button', { name: 'Bekreft' })).click();
    const { avsnitt } = await lagringFeilet(await finn(await rad(host, 'Forsikringsdokumenter i posten'), 'alert'));
    expect(avsnitt).to.deep.equal(['Vi klarte ikke å lagre valget ditt.', 'Du får forsikringsdokumentene som før.', 'Prøv igjen om litt.']);
    expect(boks.checked).to.equal(true);
    await ventPaVerdi(host, 'Forsikringsdokumenter i posten', 'Nei');
    await expectNoAxeViolations(host);
  });

  it('forgets the failure on cancel: opening again shows the box unticked and no message', async () => {
    await sendKeys({ press: 'Escape' });
    await waitFor(() => !queryByShadowRole(host, 'checkbox'));
    expect(aktivtElement() === endre, 'focus on Endre').to.equal(true);
    endre.click();
    const boks = (await finn(host, 'checkbox', { name: navn(TIL_POST) })) as HTMLInputElement;
    expect(boks.checked).to.equal(false);
    expect(stille(queryByShadowRole(await rad(host, 'Forsikringsdokumenter i posten'), 'alert')), 'no message').to.equal(true);
  });

  it('confirming sends the opposite value, refreshes to Ja, closes, and focus goes back to Endre', async () => {
    await resetBackend('skadekunde');
    (await finn(host, 'checkbox', { name: navn(TIL_POST) })).click();
    (await finn(host, 'button', { name: 'Bekreft' })).click();
    await ventPaVerdi(host, 'Forsikringsdokumenter i posten', 'Ja');
    expect((await kall('PUT', '/dokumenter/postforsendelse')).map((k) => k.body)).to.deep.equal([{ hasReservasjon: true }]);
    expect(await kall('GET', '/dokumenter/postforsendelse')).to.have.length(1);
    expect(queryByShadowRole(host, 'checkbox') === null, 'absent').to.equal(true);
    await waitFor(() => aktivtElement() === endre);
    expect((await toastMed('Valget ditt er lagret')).getAttribute('aria-live')).to.equal('polite');
  });

  it('opens again unticked, now offering digital documents; confirming sends false', async () => {
    endre.click();
    const boks = (await finn(host, 'checkbox', { name: navn(TIL_DIGITALT) })) as HTMLInputElement;
    expect(boks.checked).to.equal(false);
    expect((await rad(host, 'Forsikringsdokumenter i posten')).textContent).to.contain('Nå får du forsikringsdokumentene dine i posten.');
    await waitFor(() => aktivtElement() === boks);
    await sendKeys({ press: 'Space' });
    await sendKeys({ press: 'Tab' });
    expect(lestTekst(aktivtElement() as Element)).to.equal('Bekreft');
    await sendKeys({ press: 'Enter' });
    await ventPaVerdi(host, 'Forsikringsdokumenter i posten', 'Nei');
    expect((await kall('PUT', '/dokumenter/postforsendelse')).map((k) => k.body)).to.deep.equal([
      { hasReservasjon: true },
      { hasReservasjon: false },
    ]);
  });
});
