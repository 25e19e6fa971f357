/// <reference types="mocha" />
// A lazily loaded screen (src/element/lazy-screen.tsx): its placeholder while the code loads, the
// element's error state when the code does not arrive, a fresh load from "Prøv igjen", its styles
// adopted, and the module kept for the next element of its kind.
import { expect } from 'chai';
import { createElement } from 'react';
import { findByShadowRole, findByShadowText } from 'shadow-dom-testing-library';
import { defineElement } from '../../../src/element/define-element.tsx';
import { lazyScreen } from '../../../src/element/lazy-screen.tsx';
import { cleanup, mount } from '../helpers/portal.ts';
import { waitFor } from '../helpers/wait.ts';

let lastinger = 0;
let slippForste: () => void = () => undefined;

defineElement(
  'kfp-test-lat-skjerm',
  lazyScreen(
    async () => {
      lastinger++;
      if (lastinger === 1) {
        await new Promise<void>((resolve) => (slippForste = resolve));
        throw new Error('Koden kom ikke fram');
      }
      return { Screen: () => createElement('h2', { className: 'lat' }, 'Lastet skjerm'), styles: ['.lat { color: rgb(1, 2, 3); }'] };
    },
    { plassholder: () => createElement('p', null, 'Laster skjermen') },
  ),
  { trackLoad: false },
);

describe('a lazily loaded screen', () => {
  after(cleanup);

  it('shows its placeholder, then the error state, and loads afresh from "Prøv igjen", styles adopted', async () => {
    const element = mount('<kfp-test-lat-skjerm></kfp-test-lat-skjerm>').querySelector('kfp-test-lat-skjerm') as HTMLElement;
    await findByShadowText(element, 'Laster skjermen');
    // The placeholder may paint before the load has started (it starts in an effect).
    await waitFor(() => lastinger === 1);
    slippForste();
    (await findByShadowRole(element, 'button', { name: 'Prøv igjen' })).click();
    const overskrift = await findByShadowRole(element, 'heading', { name: 'Lastet skjerm', level: 2 });
    expect(getComputedStyle(overskrift).color).to.equal('rgb(1, 2, 3)');
    expect(lastinger).to.equal(2);
  });

  it('renders at once in the next element of its kind, from the module already loaded', async () => {
    const element = mount('<kfp-test-lat-skjerm></kfp-test-lat-skjerm>').querySelector('kfp-test-lat-skjerm') as HTMLElement;
    await findByShadowRole(element, 'heading', { name: 'Lastet skjerm', level: 2 });
    expect(lastinger, 'no second load').to.equal(2);
  });
});
