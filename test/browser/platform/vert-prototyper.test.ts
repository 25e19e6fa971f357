/// <reference types="mocha" />
// A host page with an old library that extends the built-in prototypes (issue 31), as MooTools and
// Prototype.js did: enumerable methods on Array, String, Function and Element (plain assignment,
// so `for…in` over an array or an object sees them). The portal works on every route and sends
// its requests unchanged.
import { expect } from 'chai';
import { apiRequests, resetBackend } from '../helpers/backend.ts';
import { goTo, loadBundle, mount } from '../helpers/portal.ts';
import { BASE, gjennomRutene, sideFeil } from '../helpers/vert.ts';

type Utvidet = Record<string, unknown>;

/** What such a library adds, each by plain assignment (enumerable), as those libraries did. */
function utvidPrototypene(): void {
  const array = Array.prototype as unknown as Utvidet;
  array.each = function (this: unknown[], fn: (item: unknown, index: number) => void) {
    for (let i = 0; i < this.length; i++) fn(this[i], i);
  };
  array.contains = function (this: unknown[], item: unknown) {
    return this.indexOf(item) !== -1;
  };
  array.first = function (this: unknown[]) {
    return this[0];
  };
  array.clean = function (this: unknown[]) {
    return this.filter((item) => item != null);
  };
  const string = String.prototype as unknown as Utvidet;
  string.strip = function (this: string) {
    return this.replace(/^\s+|\s+$/g, '');
  };
  string.camelize = function (this: string) {
    return this.replace(/-\D/g, (match) => match.charAt(1).toUpperCase());
  };
  string.contains = function (this: string, text: string) {
    return this.indexOf(text) > -1;
  };
  const fn = Function.prototype as unknown as Utvidet;
  fn.delay = function (this: () => void, ms: number) {
    return setTimeout(this, ms);
  };
  fn.pass = function (this: (...args: unknown[]) => unknown, args: unknown[]) {
    return () => this(...args);
  };
  const element = Element.prototype as unknown as Utvidet;
  element.hide = function (this: HTMLElement) {
    this.style.display = 'none';
    return this;
  };
  element.show = function (this: HTMLElement) {
    this.style.display = '';
    return this;
  };
  element.setStyle = function (this: HTMLElement, name: string, value: string) {
    this.style.setProperty(name, value);
    return this;
  };
  element.store = function (this: Utvidet, key: string, value: unknown) {
    this[`__${key}`] = value;
    return this;
  };
}

describe('a host page whose old library extends Array, String, Function and Element', function () {
  this.timeout(90_000);
  const feil = sideFeil();

  before(async () => {
    utvidPrototypene();
    await resetBackend('skadekunde');
    await loadBundle();
  });

  it('the extensions are there and enumerable, as the libraries made them (the test is what it says)', () => {
    const noekler: string[] = [];
    for (const noekkel in [1]) noekler.push(noekkel);
    expect(noekler).to.include.members(['0', 'each', 'contains', 'first', 'clean']);
  });

  it('the portal works on every route, and every request it sends is as on a plain page', async () => {
    goTo(BASE);
    mount('<kfp-router></kfp-router>');
    await gjennomRutene(feil);
    const requests = await apiRequests();
    expect(requests.length, 'requests sent').to.be.greaterThan(5);
    for (const request of requests) {
      expect(JSON.stringify(request.query), `${request.path}: no extension in its query string`).not.to.match(
        /each|contains|first|clean|strip|camelize|delay|pass/,
      );
      expect(request.headers['x-requested-by'], `${request.path}: the marker header`).to.equal('kfp');
    }
    expect(feil).to.deep.equal([]);
  });
});
