// @vitest-environment happy-dom
// defineElement reads and writes three private parts of @r2wc/core's element (src/element/r2wc-internals.ts).
// These tests pin what it relies on, so an upgrade that changes them fails here, loudly, not in a
// customer's browser.
import r2wc from '@r2wc/core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import pkg from '../../../package.json' with { type: 'json' };
import { R2WC_CONNECTED, R2WC_PROPS, R2WC_RENDER, type R2wcInternals } from '../../../src/element/r2wc-internals.ts';

let teller = 0;
function lagElement() {
  const renderer = {
    mount: vi.fn((_container: unknown, _component: unknown, _props: unknown) => ({ mounted: true })),
    update: vi.fn((_mounted: unknown, _props: unknown) => undefined),
    unmount: vi.fn(),
  };
  const Klasse = r2wc(() => null, { shadow: 'open', props: { kontakt: 'boolean', tekst: 'string' } }, renderer as never);
  const tag = `r2wc-proeve-${++teller}`;
  customElements.define(tag, Klasse as unknown as CustomElementConstructor);
  return { element: document.createElement(tag) as R2wcInternals, renderer };
}

afterEach(() => document.body.replaceChildren());

describe("@r2wc/core's private parts that defineElement uses", () => {
  it('is pinned to one exact version, as a package the code imports', () => {
    expect(pkg.devDependencies['@r2wc/core']).toMatch(/^\d+\.\d+\.\d+$/);
  });

  it('keeps the props on the element, with the shadow root as container, and counts a new element as connected', () => {
    const { element } = lagElement();
    expect(element[R2WC_PROPS]).to.be.an('object');
    expect(element[R2WC_PROPS].container).toBe(element.shadowRoot);
    expect(element[R2WC_CONNECTED]).toBe(true);
    expect(element[R2WC_RENDER]).toBeTypeOf('function');
  });

  it('renders nothing while it counts itself as not connected, and mounts on connecting', () => {
    const { element, renderer } = lagElement();
    element[R2WC_CONNECTED] = false;
    element.setAttribute('tekst', 'før');
    expect(renderer.mount).not.toHaveBeenCalled();
    document.body.append(element);
    expect(renderer.mount).toHaveBeenCalledTimes(1);
    expect(renderer.mount.mock.calls[0]?.[2]).toMatchObject({ tekst: 'før' });
  });

  it('renders again with props written straight into its props', () => {
    const { element, renderer } = lagElement();
    document.body.append(element);
    element[R2WC_PROPS].kontakt = true;
    element[R2WC_RENDER]();
    expect(renderer.update).toHaveBeenCalledTimes(1);
    expect(renderer.update.mock.calls[0]?.[1]).toMatchObject({ kontakt: true });
  });
});
