import { expect } from 'chai';
import { sendKeys, setViewport } from '@web/test-runner-commands';
import {
  findAllByShadowRole,
  findByShadowRole,
  findByShadowText,
  queryAllByShadowRole,
  queryByShadowText,
} from 'shadow-dom-testing-library';
import '../../../demo/catalog/index.tsx';
import { appStore } from '../../../src/store/app-store.ts';
import { expectNoAxeViolations } from '../helpers/axe.ts';
import { restoreMotion, useReducedMotion } from '../helpers/engine.ts';
import { mount } from '../helpers/portal.ts';
import { waitFor } from '../helpers/wait.ts';

/** The element that has focus, through shadow roots. */
function activeElement(): Element | null {
  let active: Element | null = document.activeElement;
  while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
  return active;
}

async function focusOn(element: HTMLElement): Promise<void> {
  element.focus();
  await waitFor(() => activeElement() === element);
}

describe('the shared components (component catalogue)', () => {
  before(async () => {
    const config = Object.assign(document.createElement('script'), { type: 'application/json', id: 'kfp-config' });
    config.textContent = JSON.stringify({
      unauthorizedUrl: '/',
      distributor: 'eika',
      meldSkadeUrl: '/',
      skadesakerJumpUrl: '/',
      skadesakerUrl: '/',
    });
    document.head.append(config);
    mount('<kfp-komponentkatalog></kfp-komponentkatalog>');
    await findByShadowRole(document.body, 'heading', { name: 'Komponentkatalog', level: 1 });
  });

  it('has no axe violations', async () => {
    await expectNoAxeViolations();
  });

  it('button: shows the loading text "Vennligst vent" while loading', async () => {
    const lagre = await findByShadowRole(document.body, 'button', { name: 'Lagre' });
    lagre.click();
    await waitFor(() => (lagre as HTMLButtonElement).disabled);
    expect(lagre.textContent).to.contain('Vennligst vent');
    (await findByShadowRole(document.body, 'button', { name: 'Avbryt lagring' })).click();
    await waitFor(() => !(lagre as HTMLButtonElement).disabled);
  });

  it('text area: counts "n / max" and says "Du har skrevet N tegn for mye" past the limit', async () => {
    const felt = (await findByShadowRole(document.body, 'textbox', { name: 'Hva kan vi gjøre bedre?' })) as HTMLTextAreaElement;
    await focusOn(felt);
    await sendKeys({ type: 'Dette er mer enn tjue tegn' });
    await findByShadowText(document.body, 'Du har skrevet 6 tegn for mye');
    expect(felt.getAttribute('aria-invalid')).to.equal('true');
    await findByShadowText(document.body, /26\s*\/\s*20/);
  });

  it('radio group: under 3 options sit inline, 3 or more do not', async () => {
    const ja = await findByShadowRole(document.body, 'radio', { name: 'Ja' });
    const veldig = await findByShadowRole(document.body, 'radio', { name: 'Veldig fornøyd' });
    expect(ja.closest('fieldset')?.querySelector('.jkl-radio-button--inline')).to.not.equal(null);
    expect(veldig.closest('fieldset')?.querySelector('.jkl-radio-button--inline')).to.equal(null);
  });

  it("tag: Jøkul's classes for each variant", async () => {
    const tag = (tekst: string) => findByShadowText(document.body, tekst, { selector: '.jkl-tag' });
    expect((await tag('Nøytral')).className).to.equal('jkl-tag');
    expect((await tag('Fornyelse')).className).to.equal('jkl-tag jkl-tag--info');
    expect((await tag('Midlertidig')).className).to.equal('jkl-tag jkl-tag--warning');
  });

  it('navigation card: the title is the link; an external one opens a new tab and says so; without href no link', async () => {
    const bil = await findByShadowRole(document.body, 'link', { name: 'Bilforsikring' });
    // The arrow is an inline SVG icon, hidden from screen readers: no font glyph.
    expect(bil.closest('.kfp-navigation-card')?.querySelector('svg.kfp-navigation-card__arrow')?.getAttribute('data-icon')).to.equal(
      'arrow-right',
    );
    const ekstern = await findByShadowRole(document.body, 'link', { name: 'Husforsikring i nettbanken (åpnes i ny fane)' });
    expect(ekstern.getAttribute('target')).to.equal('_blank');
    expect(ekstern.closest('.kfp-navigation-card')?.querySelector('svg.kfp-navigation-card__arrow')?.getAttribute('data-icon')).to.equal(
      'external',
    );
    const reise = await findByShadowRole(document.body, 'heading', { name: 'Reiseforsikring', level: 3 });
    expect(reise.querySelector('a')).to.equal(null);
    expect(reise.closest('.kfp-navigation-card')?.querySelector('.kfp-navigation-card__arrow')).to.equal(null);
  });

  const loaderDots = () =>
    waitFor(() => {
      const katalog = document.querySelector('kfp-komponentkatalog')?.shadowRoot;
      const found = [...(katalog?.querySelectorAll('.kfp-loader .jkl-loader__dot') ?? [])];
      return found.length === 3 ? found : null;
    });

  it("loader: Jøkul's dots move without a preference", async function () {
    await useReducedMotion(this, 'no-preference');
    const dots = await loaderDots();
    expect(getComputedStyle(dots[0]!).animationName).to.not.equal('none');
  });

  it("loader: Jøkul's dots stand still under reduced motion", async function () {
    await useReducedMotion(this, 'reduce');
    try {
      for (const dot of await loaderDots()) expect(getComputedStyle(dot).animationName).to.equal('none');
    } finally {
      await restoreMotion();
    }
  });

  it('accordion: Enter and Space open and close an item; arrows, Home and End move between headers', async () => {
    const forste = await findByShadowRole(document.body, 'button', { name: 'Forsikringen er nylig kjøpt' });
    const andre = await findByShadowRole(document.body, 'button', { name: 'Forsikringen er kjøpt gjennom jobben' });
    const tredje = await findByShadowRole(document.body, 'button', { name: 'Forsikringen er i et annet selskap' });
    expect(forste.getAttribute('aria-expanded'), 'starts expanded').to.equal('true');
    expect(andre.getAttribute('aria-expanded')).to.equal('false');
    await findByShadowRole(document.body, 'region', { name: 'Forsikringen er nylig kjøpt' });

    await focusOn(forste);
    await sendKeys({ press: 'ArrowDown' });
    expect(activeElement()).to.equal(andre);
    await sendKeys({ press: 'Enter' });
    expect(andre.getAttribute('aria-expanded')).to.equal('true');
    await findByShadowRole(document.body, 'region', { name: 'Forsikringen er kjøpt gjennom jobben' });
    await sendKeys({ press: 'Space' });
    expect(andre.getAttribute('aria-expanded')).to.equal('false');
    await waitFor(() => queryAllByShadowRole(document.body, 'region', { name: 'Forsikringen er kjøpt gjennom jobben' }).length === 0);
    await sendKeys({ press: 'End' });
    expect(activeElement()).to.equal(tredje);
    await sendKeys({ press: 'ArrowDown' });
    expect(activeElement(), 'wraps to the first').to.equal(forste);
    await sendKeys({ press: 'Home' });
    expect(activeElement()).to.equal(forste);
  });

  it('tooltip: Enter opens it and describes the button, Escape closes it; hover opens it after a delay', async () => {
    const knapp = await findByShadowRole(document.body, 'button', { name: 'Om årspris' });
    await focusOn(knapp);
    await sendKeys({ press: 'Enter' });
    expect(knapp.getAttribute('aria-expanded')).to.equal('true');
    const tip = await findByShadowRole(document.body, 'tooltip');
    expect(tip.textContent).to.equal('Prisen gjelder for hele forsikringsåret.');
    expect(knapp.getAttribute('aria-describedby')).to.equal(tip.id);
    await sendKeys({ press: 'Escape' });
    expect(knapp.getAttribute('aria-expanded')).to.equal('false');
    await waitFor(() => queryAllByShadowRole(document.body, 'tooltip').length === 0);

    const wrapper = knapp.parentElement!;
    wrapper.dispatchEvent(new MouseEvent('mouseover', { bubbles: true, composed: true, relatedTarget: document.body }));
    expect(knapp.getAttribute('aria-expanded'), 'not at once').to.equal('false');
    await waitFor(() => knapp.getAttribute('aria-expanded') === 'true');
    wrapper.dispatchEvent(new MouseEvent('mouseout', { bubbles: true, composed: true, relatedTarget: document.body }));
    await waitFor(() => knapp.getAttribute('aria-expanded') === 'false');
  });

  it('tooltip: stays 8 px inside a 320 px viewport, however near the edge its button sits', async () => {
    await setViewport({ width: 320, height: 700 });
    try {
      const knapp = await findByShadowRole(document.body, 'button', { name: 'Om årspris' });
      knapp.scrollIntoView({ block: 'center' });
      await focusOn(knapp);
      await sendKeys({ press: 'Enter' });
      const tip = await findByShadowRole(document.body, 'tooltip');
      await waitFor(() => {
        const boks = tip.getBoundingClientRect();
        return boks.width > 0 && boks.left >= 8 - 0.5 && boks.right <= 320 - 8 + 0.5;
      });
      expect(document.documentElement.scrollWidth, 'the page does not scroll sideways').to.equal(document.documentElement.clientWidth);
      await sendKeys({ press: 'Escape' });
    } finally {
      await setViewport({ width: 800, height: 600 });
    }
  });

  it("focus: every control's ring takes --kfp-color-focus, Jøkul's too", async () => {
    const katalog = document.querySelector('kfp-komponentkatalog') as HTMLElement;
    katalog.style.setProperty('--kfp-color-focus', 'rgb(200, 0, 100)');
    try {
      for (const navn of ['Avbryt lagring', 'Om årspris', 'Forsikringen er kjøpt gjennom jobben']) {
        const knapp = await findByShadowRole(document.body, 'button', { name: navn });
        knapp.focus();
        await sendKeys({ press: 'Shift+Tab' });
        await sendKeys({ press: 'Tab' });
        await waitFor(() => activeElement() === knapp);
        expect(knapp.matches(':focus-visible'), navn).to.equal(true);
        // Under reduced motion every property "transitions" for 0.01 ms (base.css); Firefox reports
        // the start value until its next frame.
        await waitFor(() => getComputedStyle(knapp).outlineColor === 'rgb(200, 0, 100)').catch(() => {});
        expect(getComputedStyle(knapp).outlineColor, navn).to.equal('rgb(200, 0, 100)');
      }
    } finally {
      katalog.style.removeProperty('--kfp-color-focus');
    }
  });

  it('an invalid field has a red border and the error icon, not a pink fill', async () => {
    const felt = (await findByShadowRole(document.body, 'textbox', { name: 'E-post' })) as HTMLInputElement;
    const ramme = felt.closest('.jkl-text-input-wrapper')!;
    expect(getComputedStyle(ramme).backgroundColor).to.equal('rgb(255, 255, 255)');
    expect(getComputedStyle(ramme).boxShadow).to.contain('rgb(197, 26, 26)');
    const melding = await findByShadowText(document.body, 'E-postadressen er ikke gyldig');
    expect(melding.closest('.jkl-form-support-label')?.querySelector('svg[data-icon="error"]')).to.not.equal(null);
  });

  it('menu: opens from the keyboard, moves with arrows, opens and closes a submenu, chooses, and Escape closes', async () => {
    const knapp = await findByShadowRole(document.body, 'button', { name: 'Handlinger' });
    expect(knapp.getAttribute('aria-haspopup')).to.equal('menu');
    await focusOn(knapp);
    await sendKeys({ press: 'Enter' });
    expect(knapp.getAttribute('aria-expanded')).to.equal('true');
    const vis = await findByShadowRole(document.body, 'menuitem', { name: 'Vis tilbudet' });
    await waitFor(() => activeElement() === vis);
    await sendKeys({ press: 'ArrowDown' });
    await sendKeys({ press: 'ArrowDown' });
    const dineSider = await findByShadowRole(document.body, 'menuitem', { name: 'Dine sider' });
    expect(activeElement()).to.equal(dineSider);
    await sendKeys({ press: 'ArrowRight' });
    expect(dineSider.getAttribute('aria-expanded')).to.equal('true');
    const profil = await findByShadowRole(document.body, 'menuitem', { name: 'Forsikringsprofil' });
    await waitFor(() => activeElement() === profil);
    await sendKeys({ press: 'ArrowLeft' });
    expect(activeElement()).to.equal(dineSider);
    expect(dineSider.getAttribute('aria-expanded')).to.equal('false');
    await sendKeys({ press: 'ArrowDown' });
    expect(activeElement(), 'wraps to the first').to.equal(vis);
    await sendKeys({ press: 'ArrowUp' });
    await sendKeys({ press: 'Enter' });
    await waitFor(() => activeElement()?.textContent === 'Forsikringsprofil');
    await sendKeys({ press: 'Enter' });
    await findByShadowText(document.body, 'Valgt: Forsikringsprofil');
    expect(knapp.getAttribute('aria-expanded')).to.equal('false');
    expect(activeElement(), 'focus back on the button').to.equal(knapp);

    await sendKeys({ press: 'ArrowUp' });
    await waitFor(() => activeElement()?.textContent?.includes('Dine sider'));
    await sendKeys({ press: 'Escape' });
    expect(knapp.getAttribute('aria-expanded')).to.equal('false');
    expect(activeElement()).to.equal(knapp);
    expect(queryAllByShadowRole(document.body, 'menu')).to.have.length(0);
  });

  describe('toasts', () => {
    afterEach(async () => {
      for (const toast of appStore.getState().toasts) appStore.getState().fjernToast(toast.id);
      await restoreMotion();
    });

    it('live regions exist before any toast; a toast is announced in the right one', async () => {
      const [alert] = await findAllByShadowRole(document.body, 'alert');
      const status = (await findAllByShadowRole(document.body, 'status')).find(
        (node) => node.getAttribute('aria-live') === 'polite' && node.classList.contains('kfp-toaster__list'),
      );
      expect(alert!.getAttribute('aria-live')).to.equal('assertive');
      expect(status, 'the polite region').to.not.equal(undefined);
      expect(status!.children).to.have.length(0);
      (await findByShadowRole(document.body, 'button', { name: 'Vis info' })).click();
      await waitFor(() => status!.textContent?.includes('Vi har sendt deg en e-post.'));
      (await findByShadowRole(document.body, 'button', { name: 'Vis feil uten tidsavbrudd' })).click();
      await waitFor(() => alert!.textContent?.includes('En feil oppsto ved sletting av ditt tilbud'));
    });

    it('closes from the keyboard with "Lukk varsel"', async () => {
      appStore
        .getState()
        .visToast({ variant: 'success', content: { title: 'Lagret', content: 'Samtykket til markedsføring er endret' }, timeout: null });
      const lukk = await findByShadowRole(document.body, 'button', { name: 'Lukk varsel' });
      await focusOn(lukk);
      await sendKeys({ press: 'Enter' });
      await waitFor(() => !queryByShadowText(document.body, 'Samtykket til markedsføring er endret'));
      expect(appStore.getState().toasts).to.have.length(0);
    });

    it('closes itself after its timeout, but not while focus is in it', async () => {
      appStore.getState().visToast({ variant: 'info', content: 'Går av seg selv', timeout: 300 });
      await findByShadowText(document.body, 'Går av seg selv');
      await waitFor(() => !queryByShadowText(document.body, 'Går av seg selv'));

      // Long enough to get focus into it first, even on a busy machine; then wait past it.
      const timeout = 3000;
      const vist = performance.now();
      appStore.getState().visToast({ variant: 'info', content: 'Venter på meg', timeout });
      await findByShadowText(document.body, 'Venter på meg');
      await focusOn(await findByShadowRole(document.body, 'button', { name: 'Lukk varsel' }));
      expect(performance.now() - vist, 'focus arrived before the timeout').to.be.below(timeout);
      await waitFor(() => performance.now() - vist > timeout + 500);
      expect(queryByShadowText(document.body, 'Venter på meg'), 'paused while focused').to.not.equal(null);
      (activeElement() as HTMLElement).blur();
      await waitFor(() => !queryByShadowText(document.body, 'Venter på meg'));
    });

    it('shows at most 5 at once; the next shows when one closes', async () => {
      for (let n = 1; n <= 7; n++) appStore.getState().visToast({ variant: 'info', content: `Varsel ${n}`, timeout: null });
      await findByShadowText(document.body, 'Varsel 5');
      expect(queryAllByShadowRole(document.body, 'button', { name: 'Lukk varsel' })).to.have.length(5);
      expect(queryByShadowText(document.body, 'Varsel 6')).to.equal(null);
      appStore.getState().fjernToast(appStore.getState().toasts[0]!.id);
      await findByShadowText(document.body, 'Varsel 6');
    });

    it('leaves after its exit animation without a preference', async function () {
      await useReducedMotion(this, 'no-preference');
      appStore.getState().visToast({ variant: 'warning', content: 'Med animasjon', timeout: null });
      (await findByShadowRole(document.body, 'button', { name: 'Lukk varsel' })).click();
      const leaving = await waitFor(() => queryByShadowText(document.body, 'Med animasjon')?.closest('.kfp-toast'));
      expect(leaving.getAttribute('data-leaving'), 'animates out first').to.equal('true');
      await waitFor(() => !queryByShadowText(document.body, 'Med animasjon'));
    });

    it('leaves at once under reduced motion', async function () {
      await useReducedMotion(this, 'reduce');
      appStore.getState().visToast({ variant: 'warning', content: 'Uten animasjon', timeout: null });
      (await findByShadowRole(document.body, 'button', { name: 'Lukk varsel' })).click();
      expect(appStore.getState().toasts, 'removed in the same task').to.have.length(0);
    });
  });
});
