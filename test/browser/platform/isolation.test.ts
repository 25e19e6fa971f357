import { expect } from 'chai';
import { findByShadowRole } from 'shadow-dom-testing-library';
import { resetBackend } from '../helpers/backend.ts';
import { goTo, loadBundle, mount } from '../helpers/portal.ts';
import { waitFor } from '../helpers/wait.ts';

const hostileCss = `
  * { font-family: "Courier New", monospace !important; letter-spacing: 7px !important; text-transform: uppercase !important; }
  h1 { color: rgb(255, 0, 0) !important; font-size: 80px !important; }
  kfp-router, kfp-test-krasj { color: rgb(255, 0, 0) !important; line-height: 5 !important; display: inline !important; }
  .kfp-button, .kfp-sr-only, .kfp-router { display: none !important; }
`;

describe('isolation between the host page and the elements', () => {
  before(async () => {
    const style = document.createElement('style');
    style.textContent = hostileCss;
    document.head.append(style);
    await resetBackend('skadekunde');
    await loadBundle();
    const fixture = '/.tmp/browser/fixtures/crash-element.js';
    await import(/* @vite-ignore */ fixture);
  });

  it('hostile host CSS does not reach inside', async () => {
    goTo('/privat/forsikring/oversikt');
    mount('<kfp-router></kfp-router>');
    const heading = await findByShadowRole(document.body, 'heading', { name: 'Forsikringsoversikt', level: 1 });
    const style = getComputedStyle(heading);
    expect(style.color).not.to.equal('rgb(255, 0, 0)');
    expect(style.fontSize).not.to.equal('80px');
    expect(style.fontFamily).not.to.contain('Courier');
    expect(style.letterSpacing).to.equal('normal');
    expect(style.textTransform).to.equal('none');
    const router = document.querySelector('kfp-router')!;
    expect(getComputedStyle(router).display, 'the host keeps its own display').to.equal('block');
    const wrapper = router.shadowRoot!.querySelector('.kfp-router')!;
    expect(getComputedStyle(wrapper).display, 'page classes do not match inside').not.to.equal('none');
  });

  it('our CSS does not leak out onto the page', () => {
    const container = mount(
      '<h2 class="kfp-element-error__title">Bankens overskrift</h2><p class="kfp-sr-only">Bankens tekst</p><button class="kfp-button kfp-button--secondary">Bankens knapp</button>',
    );
    const bankHeading = container.querySelector('h2')!;
    expect(getComputedStyle(bankHeading).marginTop, 'our h2 reset stays inside').not.to.equal('0px');
    expect(getComputedStyle(container.querySelector('p')!).position, 'our .kfp-sr-only stays inside').not.to.equal('absolute');
    expect(getComputedStyle(container.querySelector('button')!).borderRadius, 'our .kfp-button stays inside').not.to.equal('999px');
  });

  it('a crashing element shows its own error state and leaves its neighbours working', async () => {
    const container = mount('<kfp-test-krasj></kfp-test-krasj><kfp-tilbud></kfp-tilbud>');
    const crasher = container.querySelector('kfp-test-krasj')!;
    const neighbour = container.querySelector('kfp-tilbud')!;
    const errors: string[] = [];
    const original = console.error;
    console.error = (...args: unknown[]) => errors.push(String(args[0])); // React logs the caught error
    try {
      const button = await waitFor(() => crasher.shadowRoot?.querySelector('button'));
      button.click();
      const alert = await waitFor(() => crasher.shadowRoot?.querySelector('[role="alert"]'));
      expect(alert.textContent).to.contain('Noe har gått galt');
      expect(alert.textContent).to.contain('Prøv igjen, eller ta kontakt med oss.');
    } finally {
      console.error = original;
    }
    const neighbourHeading = await waitFor(() => neighbour.shadowRoot?.querySelector('h1')?.textContent);
    expect(neighbourHeading, 'the neighbour still renders').to.be.a('string').and.not.equal('');
    // "Prøv igjen" mounts the screen afresh.
    const retry = [...crasher.shadowRoot!.querySelectorAll('button')].find((button) => button.textContent === 'Prøv igjen')!;
    retry.click();
    await waitFor(() => crasher.shadowRoot?.querySelector('button')?.textContent === 'Krasj nå');
    expect(errors.some((message) => message.includes('crashed'))).to.equal(true);
  });
});
