/// <reference types="mocha" />
// Issue 35: every keystroke answered within 100 ms at 4x CPU. What a keystroke costs is what it
// renders: typing in a profile field must render that field's editor, once per key, and nothing
// else of the screen (no other row, no consent, no feedback widget), and opening an editor renders
// its own row only. Counted through React's DevTools hook (helpers/renders.ts), not timed. And no
// endless animation runs unseen (each costs a style recalculation every frame), nor a layout
// transition on each key.
import { expect } from 'chai';
import { sendKeys } from '@web/test-runner-commands';
import { endeloseAnimasjoner } from '../helpers/animasjoner.ts';
import { resetBackend } from '../helpers/backend.ts';
import { loadBundle, mount } from '../helpers/portal.ts';
import { inside, nesteBilde, tellRenders, ventPaRo, where, type Renders } from '../helpers/renders.ts';
import { waitFor } from '../helpers/wait.ts';
import { aktivtElement, finn, profil, rad, ventPaVerdi } from './profil-helpers.ts';

let host: HTMLElement;
let renders: Renders;
let vedLasting = 0;

/** Every render since the last `take` went into `container`; the failure names those that did not. */
function bareInni(container: Element, hva: string): void {
  const utenfor = renders.take().filter((element) => !inside(element, container));
  expect(utenfor.length, `${hva}: rendered outside it: ${utenfor.map(where).join(' | ')}`).to.equal(0);
}

/** Types `tekst` key by key; after each key, what rendered was the editor only, in one commit. */
async function tastOgTell(felt: HTMLInputElement, skjema: Element, tekst: string): Promise<void> {
  for (const tegn of tekst) {
    renders.take();
    const for_ = felt.value;
    await sendKeys({ type: tegn });
    await waitFor(() => felt.value !== for_);
    await nesteBilde();
    const commits = renders.commits();
    bareInni(skjema, `the key '${tegn}'`);
    expect(commits, `commits for the key '${tegn}'`).to.equal(1);
  }
}

describe('kfp-profil: a keystroke renders its own editor only (issue 35)', () => {
  before(async () => {
    await resetBackend('skadekunde');
    renders = tellRenders();
    await loadBundle({ showSamtykkerMinProfil: true });
    host = await profil(mount('<kfp-profil></kfp-profil>'));
    await ventPaVerdi(host, 'Mobilnummer', '91 23 45 67');
    // The consents and the feedback widget are there too: they must not render on a keystroke.
    await finn(host, 'radiogroup', { name: 'Fikk du gjort det du skulle?' });
    vedLasting = renders.take().filter((element) => inside(element, host)).length;
    await ventPaRo(renders);
  });

  it('the hook sees the profile render at all (else the checks below prove nothing)', () => {
    expect(vedLasting).to.be.greaterThan(10);
  });

  it('no endless animation runs once the profile shows (the buttons hold hidden loaders)', () => {
    expect(endeloseAnimasjoner()).to.deep.equal([]);
  });

  it("opening 'Endre e-post' renders the e-mail row only", async () => {
    const epostRad = await rad(host, 'E-post');
    renders.take();
    (await finn(host, 'button', { name: 'Endre e-post' })).click();
    const felt = (await finn(host, 'textbox', { name: 'E-post' })) as HTMLInputElement;
    await waitFor(() => aktivtElement() === felt);
    await nesteBilde();
    bareInni(epostRad, "'Endre e-post'");
  });

  it('each key in the e-mail field renders the e-mail editor once, and nothing else', async () => {
    const felt = (await finn(host, 'textbox', { name: 'E-post' })) as HTMLInputElement;
    await tastOgTell(felt, felt.closest('form')!, 'no.');
    await sendKeys({ press: 'Backspace' });
    await waitFor(() => felt.value.endsWith('no'));
    await nesteBilde();
    bareInni(felt.closest('form')!, 'Backspace');
  });

  it('each key in the mobile field renders the mobile editor once, and nothing else', async () => {
    (await finn(host, 'button', { name: 'Endre mobilnummer' })).click();
    const felt = (await finn(host, 'textbox', { name: 'Mobilnummer' })) as HTMLInputElement;
    await waitFor(() => aktivtElement() === felt);
    await tastOgTell(felt, felt.closest('form')!, '12');
  });

  it("each key in the feedback text renders the widget only, and its counter's bar moves at once", async () => {
    const widget = host.shadowRoot!.querySelector('kfp-feedback') as HTMLElement;
    (await finn(widget, 'radio', { name: 'Ja' })).click();
    const tekst = (await finn(widget, 'textbox')) as HTMLTextAreaElement;
    tekst.focus();
    await waitFor(() => aktivtElement() === tekst);
    await tastOgTell(tekst as unknown as HTMLInputElement, widget, 'ok');
    // Jøkul eased the bar's width over 0.4 s: at ten keys a second a layout every frame while typing.
    const bredde = widget
      .shadowRoot!.getAnimations()
      .filter((animation) => animation instanceof CSSTransition && animation.transitionProperty === 'width');
    expect(bredde.length, 'width transitions running after a key').to.equal(0);
  });
});
