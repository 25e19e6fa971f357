// The login screen with direct login on: loading, the frame, its height, the message checks, keyboard.
import { expect } from 'chai';
import { sendKeys } from '@web/test-runner-commands';
import { findByShadowRole, findByShadowText } from 'shadow-dom-testing-library';
import { expectNoAxeViolations } from '../helpers/axe.ts';
import { overrideApi, resetBackend } from '../helpers/backend.ts';
import { restoreMotion, useReducedMotion } from '../helpers/engine.ts';
import { API, loadBundle, mount } from '../helpers/portal.ts';
import { waitFor } from '../helpers/wait.ts';

const settle = () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 50))));

describe('kfp-login with direct login', () => {
  let host: HTMLElement;
  let frame: HTMLIFrameElement;
  /** The heights the real BankID frame reported, in order. */
  const reports: number[] = [];
  const recordReport = (event: MessageEvent) => {
    const data = event.data as { content?: unknown; height?: unknown } | null;
    if (event.isTrusted && data?.content === 'LOGINAPP_DIMENSIONS' && typeof data.height === 'number') reports.push(data.height);
  };

  // The whole file runs under reduced motion (the loader must stand still); in Firefox and WebKit
  // that is the browser started with it, the other one skips the file, saying so.
  before(async function () {
    await useReducedMotion(this, 'reduce');
    addEventListener('message', recordReport);
    await resetBackend('utlogget');
    // Slow enough to see the loading state.
    await overrideApi('GET', `${API}/auth/login`, { status: 200, body: { loginUrl: '/demo/bankid' }, delayMs: 400 });
    await loadBundle({ features: { hasDirekteinnlogging: true } });
    host = mount('<kfp-login></kfp-login>').querySelector('kfp-login')!;
  });

  after(async () => {
    removeEventListener('message', recordReport);
    await restoreMotion();
  });

  it("says 'Laster innloggingsvindu' in a status while the login address loads", async () => {
    const status = await findByShadowRole(host, 'status');
    expect(status.textContent).to.equal('Laster innloggingsvindu');
    expect(status.querySelector('[aria-hidden="true"]'), 'the loader is hidden from screen readers').to.not.equal(null);
    const dots = [...status.querySelectorAll('.jkl-loader__dot')];
    expect(dots).to.have.length(3);
    for (const dot of dots) expect(getComputedStyle(dot).animationName, 'no spinning under reduced motion').to.equal('none');
    await expectNoAxeViolations(host);
  });

  it("then shows the heading 'Logg inn', the text and the BankID frame", async () => {
    const heading = await findByShadowRole(host, 'heading', { level: 1, name: 'Logg inn' });
    expect(heading.textContent).to.equal('Logg inn');
    await findByShadowText(host, /må vite hvem du er.*BankID/);
    frame = host.shadowRoot!.querySelector('iframe')!;
    expect(frame.title).to.equal('Innlogging med BankID');
    expect(frame.getAttribute('src')).to.equal(`${location.origin}/demo/bankid`);
    expect(host.shadowRoot!.querySelector('[role="status"]')).to.equal(null);
    expect(host.shadowRoot!.querySelector('[aria-label="LO Favør"]'), 'no LO logo without fromLo').to.equal(null);
  });

  it('grows the frame to 1.08 × the height the BankID frame reports', async () => {
    await waitFor(() => reports.length > 0);
    const reported = reports.at(-1)!;
    expect(reported).to.not.equal(275);
    await waitFor(() => frame.style.height === `${Math.round(reports.at(-1)! * 1.08)}px`).catch(() => {
      throw new Error(`frame height ${frame.style.height}, reported ${reports.join(', ')}`);
    });
    await expectNoAxeViolations(host);
  });

  it('ignores size messages from another origin, another window or of the wrong shape', async () => {
    // The real frame reports again whenever it is resized, which would undo a wrongly accepted
    // height at once: record every height the frame takes instead of looking at the last one.
    const heights: string[] = [];
    const observer = new MutationObserver(() => heights.push(frame.style.height));
    observer.observe(frame, { attributes: true, attributeFilter: ['style'] });
    try {
      const data = { content: 'LOGINAPP_DIMENSIONS', height: 900, width: 300 };
      const send = (init: MessageEventInit) => dispatchEvent(new MessageEvent('message', init));
      send({ data, origin: 'https://evil.example', source: frame.contentWindow });
      send({ data, origin: location.origin, source: window });
      send({ data, origin: location.origin, source: null });
      send({ data: { ...data, height: '900' }, origin: location.origin, source: frame.contentWindow });
      send({ data: { ...data, height: 1e7 }, origin: location.origin, source: frame.contentWindow });
      send({ data: { ...data, content: 'OTHER' }, origin: location.origin, source: frame.contentWindow });
      await settle();
      expect(heights).to.not.include('972px');

      // The same message from the frame's window and origin is heard: the checks above are what refused.
      send({ data, origin: location.origin, source: frame.contentWindow });
      await waitFor(() => heights.includes('972px'));
    } finally {
      observer.disconnect();
    }
  });

  it('keeps the frame at 1.08 × 275 px when a tiny height is reported, never collapsed', async () => {
    // The real frame reports its own height again whenever it is resized (here 1.08 × its content),
    // so record every height the frame takes: none may be below what the frame itself asks for.
    const heights: string[] = [];
    const observer = new MutationObserver(() => heights.push(frame.style.height));
    observer.observe(frame, { attributes: true, attributeFilter: ['style'] });
    const ownHeight = Math.min(297, Math.round(reports.at(-1)! * 1.08));
    try {
      const send = (height: number) =>
        dispatchEvent(
          new MessageEvent('message', {
            data: { content: 'LOGINAPP_DIMENSIONS', height, width: 300 },
            origin: location.origin,
            source: frame.contentWindow,
          }),
        );
      // One report per task, so no render can fold a bad height away.
      for (const height of [1e-9, 0.3, 0.5, 99]) {
        send(height);
        await settle();
        expect(frame.getBoundingClientRect().height, `after a report of ${height}`).to.be.at.least(ownHeight);
      }
      expect(
        heights.every((h) => parseFloat(h) >= ownHeight),
        `heights taken: ${heights.join(', ')}`,
      ).to.equal(true);
      expect(heights, 'the tiny reports were heard and gave the default').to.include('297px');
    } finally {
      observer.disconnect();
    }
  });

  it("reaches the frame's fødselsnummer field by keyboard", async () => {
    (document.activeElement as HTMLElement | null)?.blur();
    await sendKeys({ press: 'Tab' });
    const field = await waitFor(() => {
      const active = frame.contentDocument?.activeElement;
      return active?.id === 'fodselsnummer' ? (active as HTMLInputElement) : undefined;
    });
    await sendKeys({ type: '01017012345' });
    expect(field.value).to.equal('01017012345');
  });
});
