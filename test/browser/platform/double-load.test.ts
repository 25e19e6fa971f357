import { expect } from 'chai';
import pkg from '../../../package.json' with { type: 'json' };
import { findByShadowRole } from 'shadow-dom-testing-library';
import { resetBackend } from '../helpers/backend.ts';
import { goTo, loadBundle, mount } from '../helpers/portal.ts';

describe('dist/kfp.js loaded twice', () => {
  it('throws nothing, warns about no version, and registers each element once', async () => {
    const warnings: string[] = [];
    const warn = console.warn;
    console.warn = (...args: unknown[]) => {
      warnings.push(args.map(String).join(' '));
      warn.apply(console, args);
    };
    const errors: unknown[] = [];
    const onError = (event: ErrorEvent) => errors.push(event.error ?? event.message);
    const onRejection = (event: PromiseRejectionEvent) => errors.push(event.reason);
    addEventListener('error', onError);
    addEventListener('unhandledrejection', onRejection);
    await resetBackend('skadekunde');
    await loadBundle();
    const first = customElements.get('kfp-router');
    // A second copy under another URL is a second module instance: it must find every tag defined.
    const secondCopy = '/dist/kfp.js?kopi=2';
    await import(/* @vite-ignore */ secondCopy);
    const script = document.createElement('script');
    script.type = 'module';
    script.src = '/dist/kfp.js?kopi=3';
    const loaded = new Promise((resolve) => script.addEventListener('load', resolve));
    document.head.append(script);
    await loaded;
    expect(customElements.get('kfp-router')).to.equal(first);
    goTo('/privat/forsikring/oversikt');
    mount('<kfp-router></kfp-router>');
    await findByShadowRole(document.body, 'heading', { name: 'Forsikringsoversikt', level: 1 });
    removeEventListener('error', onError);
    removeEventListener('unhandledrejection', onRejection);
    console.warn = warn;
    expect(errors).to.deep.equal([]);
    expect(warnings.filter((message) => message.includes('kfp-elements'))).to.deep.equal([]);
    expect(window.kfpElements?.version).to.equal(pkg.version);
  });
});
