/// <reference types="mocha" />
// A good guest (issue 31, contract: "it never takes over the host page's own services"): everything
// the bundle's own files do to the page outside their shadow roots is listed in docs/host-page.md,
// "What the bundle touches on a host page". The page records, from before the bundle loads, every window
// and document listener, custom element, cookie write and Trusted Types policy made by code served
// from /dist/ (by the caller's stack), and every new global and storage key; each must be named in
// that section. And no function of the page (console, fetch, XHR, history, timers, listeners,
// Function.prototype.toString, window.onerror) may be another afterwards. The bundle runs with error
// reporting and analytics on (statistics accepted), through the overview, the offers and the profile.
import { expect } from 'chai';
import { acceptStatistics, analyticsConfig, sentryConfig, sentryItems, trackedEvents } from '../helpers/analytics.ts';
import { resetBackend } from '../helpers/backend.ts';
import { holderAv } from '../helpers/finn.ts';
import { goTo, loadBundle, mount } from '../helpers/portal.ts';
import { waitFor } from '../helpers/wait.ts';
import { navigate } from '../../../src/router/navigation.ts';

const fraBundelen = () => /\/dist\/[^\s)]+\.js/.test(new Error('stack').stack ?? '');

const lyttere = new Set<string>();
const elementer = new Set<string>();
const cookieSkriving: string[] = [];
const policyer: string[] = [];

const globalerFor = new Set<PropertyKey>(Reflect.ownKeys(window));
const lagringFor = { local: new Set(Object.keys(localStorage)), session: new Set(Object.keys(sessionStorage)) };

// What must still be the very same function afterwards: what the Sentry SDK's global init() wraps
// (console, fetch, XHR, history, timers, listeners, toString, onerror), and more.
const vakt = (): Record<string, unknown> => ({
  'console.log': console.log,
  'console.info': console.info,
  'console.warn': console.warn,
  'console.error': console.error,
  'console.debug': console.debug,
  fetch: window.fetch,
  'XMLHttpRequest.prototype.open': XMLHttpRequest.prototype.open,
  'XMLHttpRequest.prototype.send': XMLHttpRequest.prototype.send,
  'history.pushState': history.pushState,
  'history.replaceState': history.replaceState,
  setTimeout: window.setTimeout,
  setInterval: window.setInterval,
  requestAnimationFrame: window.requestAnimationFrame,
  requestIdleCallback: (window as { requestIdleCallback?: unknown }).requestIdleCallback,
  'EventTarget.prototype.addEventListener': EventTarget.prototype.addEventListener,
  'EventTarget.prototype.removeEventListener': EventTarget.prototype.removeEventListener,
  'Function.prototype.toString': Function.prototype.toString,
  'Element.prototype.attachShadow': Element.prototype.attachShadow,
  'JSON.parse': JSON.parse,
  'JSON.stringify': JSON.stringify,
  'Promise.prototype.then': Promise.prototype.then,
  'window.onerror': window.onerror,
  'window.onunhandledrejection': window.onunhandledrejection,
});

// The recorders go in first; `vakt()` is taken after, so they count as the page's own (in the test,
// once mocha runs: it sets window.onerror as it starts).
const addEventListener = EventTarget.prototype.addEventListener;
EventTarget.prototype.addEventListener = function (
  this: EventTarget | undefined,
  type: string,
  ...rest: [EventListenerOrEventListenerObject | null, (boolean | AddEventListenerOptions)?]
) {
  // A bare `addEventListener(…)` in a module calls it with `this` undefined: the window's.
  const target = this ?? window;
  if ((target === window || target === document) && fraBundelen()) lyttere.add(`${target === window ? 'window' : 'document'}:${type}`);
  return addEventListener.call(target, type, ...rest);
} as typeof addEventListener;
const define = customElements.define.bind(customElements);
customElements.define = (name: string, constructor: CustomElementConstructor, options?: ElementDefinitionOptions) => {
  if (fraBundelen()) elementer.add(name);
  define(name, constructor, options);
};
const cookie = Object.getOwnPropertyDescriptor(Document.prototype, 'cookie')!;
Object.defineProperty(document, 'cookie', {
  configurable: true,
  get: () => cookie.get!.call(document) as string,
  set: (value: string) => {
    if (fraBundelen()) cookieSkriving.push(value);
    cookie.set!.call(document, value);
  },
});
const tt = (window as { trustedTypes?: { createPolicy: (name: string, rules: unknown) => unknown } }).trustedTypes;
if (tt) {
  const createPolicy = tt.createPolicy.bind(tt);
  tt.createPolicy = (name: string, rules: unknown) => {
    if (fraBundelen()) policyer.push(name);
    return createPolicy(name, rules);
  };
}

/** The text of docs/host-page.md's section. */
async function avsnitt(): Promise<string> {
  const side = await (await fetch('/docs/host-page.md')).text();
  const start = side.indexOf('\n## What the bundle touches on a host page\n');
  expect(start, "docs/host-page.md's section").to.be.greaterThan(-1);
  const slutt = side.indexOf('\n## ', start + 10);
  expect(slutt, 'the heading after the section').to.be.greaterThan(start);
  return side.slice(start, slutt);
}

/** `name` in backticks in the section, or a pattern of it there (`mp_*`). */
function nevnt(tekst: string, name: string): boolean {
  const navn = [...tekst.matchAll(/`([^`]+)`/g)].map((match) =>
    match[1]!.replace(/^window\./, '').replace(/^Symbol\.for\('(.*)'\)$/, '$1'),
  );
  return navn.some((item) => item === name || (item.endsWith('*') && name.startsWith(item.slice(0, -1))));
}

describe('the bundle as a guest on a host page', () => {
  it('touches nothing of the page that docs/host-page.md does not list, and replaces no function of the page', async function () {
    this.timeout(90_000);
    const forBundelen = vakt();
    await resetBackend('skadekunde');
    acceptStatistics('allianse');
    await loadBundle({ ...sentryConfig(), ...analyticsConfig() });
    goTo('/privat/forsikring/oversikt');
    mount('<kfp-router></kfp-router>');
    await holderAv('h1', 'Forsikringsoversikt');
    // Error reporting and analytics have loaded: a report and an event reached their stand-ins.
    await waitFor(() => '__SENTRY__' in window, { timeout: 20_000 });
    navigate('/privat/forsikring/oversikt/side-som-ikke-finnes');
    await waitFor(async () => (await sentryItems('event')).length > 0, { timeout: 20_000 });
    const byttetEtterSentry = Object.keys(forBundelen).filter((name) => vakt()[name] !== forBundelen[name]);
    expect(byttetEtterSentry, 'functions of the page replaced once error reporting runs').to.deep.equal([]);
    await waitFor(async () => (await trackedEvents()).length > 0, { timeout: 20_000 });
    navigate('/privat/forsikring/oversikt/tilbud');
    await holderAv('h1', /Tilbudene dine|Du har ingen tilbud/);
    navigate('/privat/forsikring/oversikt/forsikringsprofil');
    await holderAv('h1', 'Forsikringsprofil');

    const tekst = await avsnitt();
    const ikkeNevnt = (navn: Iterable<string>) => [...navn].filter((name) => !nevnt(tekst, name));

    // (The test runner's own: __WTR_MOCHA_RUNNER__.)
    const globaler = Reflect.ownKeys(window)
      .filter((key) => !globalerFor.has(key) && !String(key).startsWith('__WTR_'))
      .map((key) => (typeof key === 'symbol' ? (key.description ?? String(key)) : key));
    expect(ikkeNevnt(globaler), `new globals not in docs/host-page.md (all new: ${globaler.join(', ')})`).to.deep.equal([]);
    expect(globaler, 'the bundle announced itself').to.include('kfpElements');

    const typer = [...lyttere].map((lytter) => lytter.split(':')[1]!);
    expect(ikkeNevnt(typer), `listeners not in docs/host-page.md (all: ${[...lyttere].join(', ')})`).to.deep.equal([]);
    expect(lyttere.has('window:popstate'), 'the router listens for back and forward').to.equal(true);

    expect(ikkeNevnt(elementer), `custom elements not in docs/host-page.md (all: ${[...elementer].join(', ')})`).to.deep.equal([]);
    expect(elementer.has('kfp-router')).to.equal(true);

    const nyeLokale = Object.keys(localStorage).filter((key) => !lagringFor.local.has(key));
    const nyeSesjon = Object.keys(sessionStorage).filter((key) => !lagringFor.session.has(key));
    expect(
      ikkeNevnt([...nyeLokale, ...nyeSesjon]),
      `storage keys not in docs/host-page.md (local: ${nyeLokale.join(', ')}; session: ${nyeSesjon.join(', ')})`,
    ).to.deep.equal([]);
    // A write with no value that expires in the past deletes a cookie (the analytics SDK clears its
    // own, had cookies been its storage before); anything else would be a cookie of ours.
    const sletter = (value: string) => /^[^=]+=;/.test(value) && Date.parse(/expires=([^;]+)/i.exec(value)?.[1] ?? '') < Date.now();
    expect(
      cookieSkriving.filter((value) => !sletter(value)),
      'cookies written by the bundle',
    ).to.deep.equal([]);
    const slettet = cookieSkriving.filter(sletter).map((value) => value.split('=')[0]!);
    expect(ikkeNevnt(slettet), 'cookies deleted by the bundle, not in docs/host-page.md').to.deep.equal([]);
    expect(ikkeNevnt(policyer), 'Trusted Types policies').to.deep.equal([]);

    const etter = vakt();
    const byttet = Object.keys(forBundelen).filter((name) => etter[name] !== forBundelen[name]);
    expect(byttet, 'functions of the page replaced').to.deep.equal([]);
  });
});
