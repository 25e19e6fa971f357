import { expect } from 'chai';
import { findByShadowRole, findByShadowText } from 'shadow-dom-testing-library';
import { expectNoAxeViolations } from '../helpers/axe.ts';
import { overrideApi, resetBackend } from '../helpers/backend.ts';
import { API, cleanup, goTo, loadBundle, mount } from '../helpers/portal.ts';
import { waitFor } from '../helpers/wait.ts';

describe('kfp-router, logged in', () => {
  before(async () => {
    await resetBackend('skadekunde');
    await overrideApi('GET', `${API}/auth/session-status`, { status: 200, body: { kfpSessionId: 'test-session' }, delayMs: 700 });
    await loadBundle();
  });

  afterEach(cleanup);

  it('shows a spinner while the session status loads, then the overview', async () => {
    goTo('/privat/forsikring/oversikt');
    mount('<kfp-router></kfp-router>');
    const spinner = await findByShadowRole(document.body, 'status');
    expect(spinner.textContent).to.contain('Henter forsikringene dine');
    await expectNoAxeViolations();
    await findByShadowRole(document.body, 'heading', { name: 'Forsikringsoversikt', level: 1 });
    await expectNoAxeViolations();
  });

  it('maps each child path below the base to its screen', async () => {
    const cases: [string, string][] = [
      ['/privat/forsikring/oversikt/tilbud', 'kfp-tilbud'],
      ['/privat/forsikring/oversikt/kjopsinnganger', 'kfp-kjopsinnganger'],
      ['/privat/forsikring/oversikt/forsikringsprofil', 'kfp-profil'],
      ['/privat/forsikring/oversikt/andre-forsikringer', 'kfp-andre-forsikringer'],
      ['/privat/forsikring/oversikt/finnes/ikke', 'kfp-feilside'],
      ['/privat/forsikring/oversikt/', 'kfp-oversikt'],
    ];
    const container = mount('<kfp-router></kfp-router>');
    const router = container.querySelector('kfp-router')!;
    for (const [path, tag] of cases) {
      history.pushState(null, '', path);
      dispatchEvent(new PopStateEvent('popstate'));
      await waitFor(() => router.shadowRoot?.querySelector(`#kfp-innhold > ${tag}`));
    }
    expect(router.shadowRoot?.querySelector('kfp-feilside')).to.equal(null);
  });

  it('passes isLo=true on to the purchase entries', async () => {
    goTo('/privat/forsikring/oversikt/kjopsinnganger?isLo=true');
    const router = mount('<kfp-router></kfp-router>').querySelector('kfp-router')!;
    const entries = await waitFor(() => router.shadowRoot?.querySelector('kfp-kjopsinnganger'));
    expect(entries.getAttribute('is-lo')).to.equal('true');
  });

  it('routes a link inside the base through the History API; back and forward work', async () => {
    goTo('/privat/forsikring/oversikt/finnes-ikke');
    const marker = Symbol.for('kfp-test-same-document');
    (window as unknown as Record<symbol, boolean>)[marker] = true;
    mount('<kfp-router></kfp-router>');
    await findByShadowText(document.body, 'Denne siden ser ut til å være borte...');
    (await findByShadowRole(document.body, 'link', { name: 'Til forsikringsoversikten' })).click();
    await findByShadowRole(document.body, 'heading', { name: 'Forsikringsoversikt', level: 1 });
    expect(location.pathname).to.equal('/privat/forsikring/oversikt');
    history.back();
    await findByShadowText(document.body, 'Denne siden ser ut til å være borte...');
    expect(location.pathname).to.equal('/privat/forsikring/oversikt/finnes-ikke');
    history.forward();
    await findByShadowRole(document.body, 'heading', { name: 'Forsikringsoversikt', level: 1 });
    expect((window as unknown as Record<symbol, boolean>)[marker], 'the page was not reloaded').to.equal(true);
  });

  it('leaves links outside the base, with a target or with a modifier key to the browser', async () => {
    goTo('/privat/forsikring/oversikt');
    const router = mount('<kfp-router></kfp-router>').querySelector('kfp-router')!;
    await findByShadowRole(document.body, 'heading', { name: 'Forsikringsoversikt', level: 1 });
    const link = document.createElement('a');
    link.href = '/privat/forsikring/oversikt/tilbud';
    router.shadowRoot!.append(link);
    let defaultPrevented: boolean | undefined;
    const watch = (event: Event) => {
      defaultPrevented = event.defaultPrevented;
      event.preventDefault(); // keep the test page
    };
    addEventListener('click', watch);
    try {
      link.dispatchEvent(new MouseEvent('click', { bubbles: true, composed: true, cancelable: true, ctrlKey: true }));
      expect(defaultPrevented, 'ctrl-click is the browser’s').to.equal(false);
      link.target = '_blank';
      link.dispatchEvent(new MouseEvent('click', { bubbles: true, composed: true, cancelable: true }));
      expect(defaultPrevented, 'target=_blank is the browser’s').to.equal(false);
      link.removeAttribute('target');
      link.href = '/privat/forsikring/dokumenter';
      link.dispatchEvent(new MouseEvent('click', { bubbles: true, composed: true, cancelable: true }));
      expect(defaultPrevented, 'outside the base is the browser’s').to.equal(false);
      link.href = '/privat/forsikring/oversikt/tilbud';
      link.dispatchEvent(new MouseEvent('click', { bubbles: true, composed: true, cancelable: true }));
      expect(defaultPrevented, 'inside the base is routed').to.equal(true);
      expect(location.pathname).to.equal('/privat/forsikring/oversikt/tilbud');
    } finally {
      removeEventListener('click', watch);
    }
  });

  it('honours another base attribute', async () => {
    goTo('/kunde/forsikring/tilbud');
    const router = mount('<kfp-router base="/kunde/forsikring"></kfp-router>').querySelector('kfp-router')!;
    await waitFor(() => router.shadowRoot?.querySelector('#kfp-innhold > kfp-tilbud'));
  });
});
