/// <reference types="mocha" />
// A host page whose own app runs on Angular (issue 31): zone.js, loaded before the bundle, patches
// Promise, timers, event listeners, fetch, XMLHttpRequest, MutationObserver and
// customElements.define. The portal works inside the page's zone on every route and leaves every
// patch in place (Angular's change detection depends on them).
import { expect } from 'chai';
import { resetBackend } from '../helpers/backend.ts';
import { goTo, loadBundle, mount } from '../helpers/portal.ts';
import { BASE, gjennomRutene, lastSkript, sideFeil } from '../helpers/vert.ts';

interface ZoneStatic {
  current: { name: string };
  __symbol__(name: string): string;
}
declare const Zone: ZoneStatic;

describe("a host page with Angular's zone.js", function () {
  this.timeout(90_000);
  const feil = sideFeil();
  let patchet: Record<string, unknown> = {};
  const patcher = () => ({
    Promise: window.Promise,
    setTimeout: window.setTimeout,
    fetch: window.fetch,
    addEventListener: EventTarget.prototype.addEventListener,
    xhrSend: XMLHttpRequest.prototype.send,
    MutationObserver: window.MutationObserver,
    customElementsDefine: customElements.define,
  });

  before(async () => {
    await lastSkript('/node_modules/zone.js/bundles/zone.umd.min.js');
    patchet = patcher();
    await resetBackend('skadekunde');
    await loadBundle();
  });

  it('zone.js is in and has patched the page (the test is what it says)', () => {
    expect(typeof Zone).to.equal('function');
    const original = (window as unknown as Record<string, unknown>)[Zone.__symbol__('Promise')];
    expect(original, "the browser's own Promise, kept by zone.js").to.be.a('function');
    expect(window.Promise, 'Promise is ZoneAwarePromise').not.to.equal(original);
  });

  it('the portal works on every route inside the zone and leaves every patch in place', async () => {
    goTo(BASE);
    mount('<kfp-router></kfp-router>');
    await gjennomRutene(feil);
    const naa: Record<string, unknown> = patcher();
    for (const [navn, verdi] of Object.entries(patchet)) expect(naa[navn], `${navn} is zone.js's still`).to.equal(verdi);
    expect(Zone.current.name).to.equal('<root>');
  });
});
