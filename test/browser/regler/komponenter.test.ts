/// <reference types="mocha" />
// Spec §9's rules for the shared components that had no test: the tooltip's default placement
// (top) and its 250 ms opening and 150 ms closing; text inputs as wide as their max length, up to
// 40 characters; toasts at the centre, with 250 ms in and 150 ms out, paused while the pointer is
// over them. A test-only element renders the components with the bundle's wrapper and styles; the
// toasts come from the real <kfp-toaster> (elements/kfp-toaster.ts). Asserted by role, geometry and
// computed timing, never by class names, and never by waiting out a delay.
import { expect } from 'chai';
import { createElement } from 'react';
import { resetMouse, sendMouse, setViewport } from '@web/test-runner-commands';
import { findByShadowRole, findByShadowText, queryByShadowText } from 'shadow-dom-testing-library';
import '../../../elements/kfp-toaster.ts';
import { TextInput } from '../../../src/components/text-input/TextInput.tsx';
import { Tooltip } from '../../../src/components/tooltip/Tooltip.tsx';
import { componentStyles } from '../../../src/components/styles.ts';
import { defineElement } from '../../../src/element/define-element.tsx';
import { appStore } from '../../../src/store/app-store.ts';
import { expectNoAxeViolations } from '../helpers/axe.ts';
import { mount } from '../helpers/portal.ts';
import { waitFor } from '../helpers/wait.ts';

const MAKSLENGDER = [4, 10, 20, 40, 41, 60] as const;

function Komponenter() {
  // createElement, not JSX: the browser tests are .ts files (test/browser/build-tests.mjs).
  return createElement(
    'main',
    { style: { padding: '8rem 2rem 2rem' } },
    createElement('h1', null, 'Komponentregler'),
    createElement(
      'p',
      null,
      'Årspris ',
      createElement(Tooltip, { content: 'Prisen gjelder for hele forsikringsåret.', label: 'Om årspris' }),
    ),
    ...MAKSLENGDER.map((lengde) => createElement(TextInput, { key: lengde, label: `Felt med ${lengde} tegn`, maxLength: lengde })),
  );
}

defineElement('kfp-test-komponentregler', Komponenter, { styles: [...componentStyles] });

/** The longest duration in a computed `transition-duration` or `animation-duration`, in ms. */
const lengsteMs = (verdi: string) => Math.max(...verdi.split(',').map((del) => parseFloat(del) * (del.trim().endsWith('ms') ? 1 : 1000)));

describe('component rules of spec §9', () => {
  let root: HTMLElement;

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
    await setViewport({ width: 1280, height: 800 });
    root = mount('<kfp-test-komponentregler></kfp-test-komponentregler>');
    await findByShadowRole(root, 'heading', { name: 'Komponentregler', level: 1 });
  });

  after(async () => {
    await resetMouse();
    await setViewport({ width: 800, height: 600 });
  });

  it('has no axe violations', async () => {
    await expectNoAxeViolations(root);
  });

  describe('tooltip', () => {
    it('opens above its button by default (placement top)', async () => {
      const knapp = await findByShadowRole(root, 'button', { name: 'Om årspris' });
      knapp.click();
      const tip = await findByShadowRole(root, 'tooltip');
      await waitFor(() => tip.getBoundingClientRect().height > 0);
      const boble = tip.getBoundingClientRect();
      const trigger = knapp.getBoundingClientRect();
      expect(boble.bottom, 'the bubble ends above the button').to.be.at.most(trigger.top);
      const midt = (trigger.left + trigger.right) / 2;
      expect(boble.left < midt && boble.right > midt, 'over the button, not beside it').to.equal(true);
      knapp.click();
      await waitFor(() => knapp.getAttribute('aria-expanded') === 'false');
    });

    it('opens in 250 ms and closes in 150 ms (the transitions the bubble is given)', async () => {
      const knapp = await findByShadowRole(root, 'button', { name: 'Om årspris' });
      expect(knapp.getAttribute('aria-expanded')).to.equal('false');
      knapp.click();
      const tip = await findByShadowRole(root, 'tooltip');
      await waitFor(() => knapp.getAttribute('aria-expanded') === 'true');
      expect(lengsteMs(getComputedStyle(tip).transitionDuration), 'opening').to.equal(250);
      knapp.click();
      await waitFor(() => knapp.getAttribute('aria-expanded') === 'false');
      expect(lengsteMs(getComputedStyle(tip).transitionDuration), 'closing').to.equal(150);
    });
  });

  describe('text input', () => {
    /** The width of the field a user sees (the box around the input). */
    const bredde = async (lengde: number) => {
      const felt = await findByShadowRole(root, 'textbox', { name: `Felt med ${lengde} tegn` });
      return felt.parentElement!.getBoundingClientRect().width;
    };

    it('is as wide as its max length in characters, up to 40 (spec §9)', async () => {
      const felt = (await findByShadowRole(root, 'textbox', { name: 'Felt med 10 tegn' })) as HTMLInputElement;
      // One character of the field's font: CSS's ch is the advance of '0'.
      const maler = document.createElement('canvas').getContext('2d')!;
      maler.font = getComputedStyle(felt.parentElement!).font;
      const ch = maler.measureText('0').width;

      const [b4, b10, b20, b40, b41, b60] = await Promise.all(MAKSLENGDER.map((lengde) => bredde(lengde)));
      expect((b20! - b10!) / 10, 'each character of max length adds one character of width').to.be.closeTo(ch, 0.5);
      expect(b10! - b4!).to.be.closeTo(6 * ch, 1);
      expect(b40! - b20!).to.be.closeTo(20 * ch, 1);
      expect(b41, 'no wider past 40').to.be.closeTo(b40!, 0.5);
      expect(b60, 'no wider past 40').to.be.closeTo(b40!, 0.5);
      // Room for its 10 characters: ten of them show without scrolling the field. (Not clientWidth
      // against 10 ch: an input's clientWidth holds its padding in Chromium, not in Firefox.)
      felt.value = '0'.repeat(10);
      expect(felt.scrollWidth, 'room for its 10 characters').to.be.at.most(felt.clientWidth);
      felt.value = '';
    });
  });

  describe('toasts', () => {
    afterEach(async () => {
      await resetMouse();
      for (const toast of appStore.getState().toasts) appStore.getState().fjernToast(toast.id);
      await setViewport({ width: 1280, height: 800 });
    });

    /** The toast showing `tekst`: the box that holds its close button. */
    async function toastMed(tekst: string): Promise<HTMLElement> {
      const tekstNode = await findByShadowText(document.body, tekst);
      return waitFor(() => {
        let boks: HTMLElement | null = tekstNode;
        while (boks && !boks.querySelector('button[aria-label="Lukk varsel"]')) boks = boks.parentElement;
        return boks ?? undefined;
      });
    }

    /** Resolves once the toast's own animations (its entry) have ended. */
    async function iRo(toast: HTMLElement): Promise<void> {
      await Promise.all(toast.getAnimations({ subtree: true }).map((animasjon) => animasjon.finished.catch(() => undefined)));
    }

    for (const bredde of [1280, 390]) {
      it(`sits at the centre of a ${bredde} px viewport (spec §9 'default placement center')`, async () => {
        await setViewport({ width: bredde, height: 800 });
        appStore.getState().visToast({ variant: 'success', content: 'Samtykket til markedsføring er endret', timeout: null });
        const toast = await toastMed('Samtykket til markedsføring er endret');
        await iRo(toast);
        const boks = toast.getBoundingClientRect();
        expect(Math.abs((boks.left + boks.right) / 2 - document.documentElement.clientWidth / 2), 'centred horizontally').to.be.below(1);
        expect(boks.left).to.be.at.least(0);
        expect(boks.bottom).to.be.at.most(window.innerHeight);
      });
    }

    it('comes in over 250 ms and leaves over 150 ms', async () => {
      appStore.getState().visToast({ variant: 'info', content: 'Med bevegelse', timeout: null });
      const toast = await toastMed('Med bevegelse');
      expect(lengsteMs(getComputedStyle(toast).animationDuration), 'entry').to.equal(250);
      const lukk = await findByShadowRole(toast, 'button', { name: 'Lukk varsel' });
      // Read when the toast changes to leaving (an observer runs before any timer, so before the
      // toast is removed at the end of its exit), not by polling, which a busy machine could miss.
      const utgang = new Promise<number>((resolve) => {
        const observer = new MutationObserver(() => {
          const ms = lengsteMs(getComputedStyle(toast).animationDuration);
          if (ms === 250) return;
          observer.disconnect();
          resolve(ms);
        });
        observer.observe(toast, { attributes: true });
      });
      lukk.click();
      expect(await utgang, 'exit').to.equal(150);
      await waitFor(() => !toast.isConnected);
    });

    it('does not close while the pointer is over it, and closes after the pointer leaves (spec §4)', async () => {
      // Long enough to get the pointer onto it first, even on a busy machine; then wait past it.
      const timeout = 3000;
      const vist = performance.now();
      appStore.getState().visToast({ variant: 'info', content: 'Pekeren hviler på meg', timeout });
      const toast = await toastMed('Pekeren hviler på meg');
      await iRo(toast);
      const boks = toast.getBoundingClientRect();
      await sendMouse({ type: 'move', position: [Math.round(boks.left + 20), Math.round(boks.top + boks.height / 2)] });
      await waitFor(() => toast.matches(':hover'));
      expect(performance.now() - vist, 'the pointer arrived before the timeout').to.be.below(timeout);
      await waitFor(() => performance.now() - vist > timeout + 500);
      expect(queryByShadowText(document.body, 'Pekeren hviler på meg'), 'paused while the pointer is over it').to.not.equal(null);
      await sendMouse({ type: 'move', position: [5, 5] });
      await waitFor(() => !queryByShadowText(document.body, 'Pekeren hviler på meg'));
    });
  });
});
