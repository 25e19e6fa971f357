/// <reference types="mocha" />
// How the forms read (issue 21): every validation message's icon has a column of its own (the
// message's first letter is never under it, measured by boxes), the mobile editor keeps its help
// text beside the error and the field is described by both, an e-mail address of 30 characters
// fits the e-mail field at 1280 px, and fields take at least 16 px text (iOS zooms below that).
import { expect } from 'chai';
import { sendKeys, setViewport } from '@web/test-runner-commands';
import { findByShadowText } from 'shadow-dom-testing-library';
import { expectNoAxeViolations } from '../helpers/axe.ts';
import { resetBackend } from '../helpers/backend.ts';
import { loadBundle, mount } from '../helpers/portal.ts';
import { waitFor } from '../helpers/wait.ts';
import { button, typeInto, widget } from '../feedback/feedback-helpers.ts';
import { feltfeil, finn, lestTekst, profil, skriv, ventPaVerdi } from './profil-helpers.ts';

/** The element holding `tekst` exactly, inside a shadow root. */
function meldingMed(root: ShadowRoot, tekst: string): HTMLElement {
  const span = [...root.querySelectorAll<HTMLElement>('.jkl-form-support-label span')].find((element) => element.textContent === tekst);
  expect(span, tekst).to.not.equal(undefined);
  return span!;
}

/** The message's icon sits left of its first letter, with no overlap of their boxes. */
function ikonetDekkerIkke(melding: HTMLElement): void {
  const etikett = melding.closest('.jkl-form-support-label') as HTMLElement;
  const ikon = etikett.querySelector('svg');
  expect(ikon, 'the message has its icon').to.not.equal(null);
  const ikonBoks = ikon!.getBoundingClientRect();
  const tekstBoks = melding.getBoundingClientRect();
  const forsteBokstav = document.createRange();
  forsteBokstav.setStart(melding.firstChild!, 0);
  forsteBokstav.setEnd(melding.firstChild!, 1);
  const bokstav = forsteBokstav.getBoundingClientRect();
  expect(ikonBoks.width, 'the icon shows').to.be.greaterThan(0);
  expect(tekstBoks.left, `'${melding.textContent}' starts after its icon`).to.be.at.least(ikonBoks.right);
  expect(bokstav.left, 'the first letter is clear of the icon').to.be.at.least(ikonBoks.right);
}

function skriftstorrelse(felt: Element): number {
  return parseFloat(getComputedStyle(felt).fontSize);
}

describe('the forms: messages beside their icons, help with the error, wide enough fields', () => {
  let host: HTMLElement;
  before(async () => {
    await resetBackend('skadekunde');
    await loadBundle();
    await setViewport({ width: 390, height: 900 });
    host = await profil(mount('<kfp-profil></kfp-profil><kfp-feedback contact contact-phone></kfp-feedback>'));
    await ventPaVerdi(host, 'Mobilnummer', '91 23 45 67');
  });

  it("the mobile editor: the error 'Du må fylle inn et telefonnummer' after its icon, the help text still there, both describing the field", async () => {
    (await finn(host, 'button', { name: 'Endre mobilnummer' })).click();
    const mobil = (await finn(host, 'textbox', { name: 'Mobilnummer' })) as HTMLInputElement;
    expect(skriftstorrelse(mobil), 'at least 16 px text').to.be.at.least(16);
    await skriv(mobil, '');
    (await finn(host, 'button', { name: 'Lagre' })).click();
    await waitFor(() => feltfeil(mobil) === 'Du må fylle inn et telefonnummer');
    const root = host.shadowRoot!;
    ikonetDekkerIkke(meldingMed(root, 'Du må fylle inn et telefonnummer'));

    const beskrivelser = (mobil.getAttribute('aria-describedby') ?? '').split(/\s+/).map((id) => lestTekst(root.getElementById(id)!));
    expect(beskrivelser).to.deep.equal([
      'Skriv 8 siffer som begynner med 4 eller 9, for eksempel 41 23 45 67. Nummeret endres bare for forsikringene dine, ikke i banken.',
      'Du må fylle inn et telefonnummer',
    ]);
    expect(mobil.getAttribute('aria-invalid')).to.equal('true');
    const hjelp = meldingMed(
      root,
      'Skriv 8 siffer som begynner med 4 eller 9, for eksempel 41 23 45 67. Nummeret endres bare for forsikringene dine, ikke i banken.',
    );
    expect(hjelp.getBoundingClientRect().height, 'the help text shows').to.be.greaterThan(0);
    await expectNoAxeViolations(host);
  });

  it("the e-mail editor: 'E-postadressen er ikke gyldig' after its icon; at 1280 px a 30-character address fits the field", async () => {
    await setViewport({ width: 1280, height: 900 });
    (await finn(host, 'button', { name: 'Endre e-post' })).click();
    const epost = (await finn(host, 'textbox', { name: 'E-post' })) as HTMLInputElement;
    expect(skriftstorrelse(epost), 'at least 16 px text').to.be.at.least(16);
    const adresse = 'ola.nordmann@forsikring.eks.no';
    expect(adresse.length).to.equal(30);
    const tegner = document.createElement('canvas').getContext('2d')!;
    const stil = getComputedStyle(epost);
    tegner.font = `${stil.fontWeight} ${stil.fontSize} ${stil.fontFamily}`;
    const plass = epost.clientWidth - parseFloat(stil.paddingLeft) - parseFloat(stil.paddingRight);
    expect(plass, `room for '${adresse}'`).to.be.at.least(tegner.measureText(adresse).width);

    await skriv(epost, 'ola@');
    await sendKeys({ press: 'Enter' });
    await waitFor(() => feltfeil(epost) === 'E-postadressen er ikke gyldig');
    ikonetDekkerIkke(meldingMed(host.shadowRoot!, 'E-postadressen er ikke gyldig'));
    await setViewport({ width: 390, height: 900 });
  });

  it("the feedback widget: the over-limit text and the contact form's messages after their icons", async () => {
    const root = await widget();
    (root.querySelector('input[value="ja"]') as HTMLInputElement).click();
    const tekstfelt = await waitFor(() => root.querySelector('textarea'));
    expect(skriftstorrelse(tekstfelt), 'at least 16 px text').to.be.at.least(16);
    typeInto(tekstfelt, 'x'.repeat(260));
    await findByShadowText(root as unknown as HTMLElement, 'Du har skrevet 10 tegn for mye');
    ikonetDekkerIkke(meldingMed(root, 'Du har skrevet 10 tegn for mye'));

    typeInto(tekstfelt, 'Greit nok');
    (await button(root, 'Send')).click();
    (await button(root, 'Sett meg på lista!')).click();
    await findByShadowText(root as unknown as HTMLElement, 'Du må oppgi e-postadresse for at vi kan kontakte deg');
    ikonetDekkerIkke(meldingMed(root, 'Du må oppgi e-postadresse for at vi kan kontakte deg'));
    ikonetDekkerIkke(meldingMed(root, 'Du må oppgi telefonnummer for at vi kan kontakte deg'));
    for (const felt of root.querySelectorAll('input[type="email"], input[type="tel"]')) {
      expect(skriftstorrelse(felt), 'at least 16 px text').to.be.at.least(16);
    }
  });
});
