/// <reference types="mocha" />
// Issue 22: the router's lit-html templates (src/router/router-templates.ts) are a chunk of their own. When
// it cannot be loaded at all (every request fails, the retry under a fresh URL too), a screen other
// than the overview shows the general error page, built by hand, under the navigation, and the
// footer (a chunk of its own, which the templates render otherwise) is built by hand below it, so
// the contact details are still there (issue 32).
import { expect } from 'chai';
import { findByShadowRole } from 'shadow-dom-testing-library';
import { resetBackend } from '../helpers/backend.ts';
import { goTo, loadBundle, mount } from '../helpers/portal.ts';
import { waitFor } from '../helpers/wait.ts';

/** The path of the chunk whose source map holds `kilde`, found by following the bundle's chunk names from kfp.js. */
async function chunkMed(kilde: string): Promise<string> {
  const sett = new Set<string>();
  const ko = ['/dist/kfp.js'];
  while (ko.length > 0) {
    const sti = ko.shift()!;
    // The source map first: the chunk itself is not fetched here, or the import could take it from the HTTP cache.
    const kart = (await (await fetch(`${sti}.map`)).json()) as { sources: string[] };
    if (kart.sources.some((source) => source.endsWith(kilde))) return sti;
    const tekst = await (await fetch(sti)).text();
    for (const [navn] of tekst.matchAll(/chunk-[\w-]+\.js/g)) {
      const neste = `/dist/${navn}`;
      if (!sett.has(neste)) {
        sett.add(neste);
        ko.push(neste);
      }
    }
  }
  throw new Error(`no chunk holds ${kilde}`);
}

describe('kfp-router, when its templates cannot be loaded', function () {
  this.timeout(30_000);

  it("shows the general error page under the navigation, and the footer with the contact details, on the offers' path", async () => {
    await resetBackend('skadekunde');
    const maler = await chunkMed('src/router/router-templates.ts');
    const armert = await fetch('/demo/fail-once', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ prefix: maler, always: true }),
    });
    expect(armert.ok).to.equal(true);
    await loadBundle();
    goTo('/privat/forsikring/oversikt/tilbud');
    const router = mount('<kfp-router></kfp-router>').querySelector('kfp-router')!;

    await findByShadowRole(document.body, 'heading', { name: 'Noe har gått galt', level: 1 }, { timeout: 20_000 });
    const root = router.shadowRoot!;
    expect(root.getElementById('kfp-innhold')?.querySelector(':scope > kfp-feilside')?.getAttribute('type')).to.equal('generell');
    const navigasjon = await waitFor(() => root.querySelector('kfp-navigasjon'));
    await findByShadowRole(navigasjon, 'navigation', { name: 'Forsikring' });
    const bunntekst = await waitFor(() => root.querySelector<HTMLElement>('.kfp-router > kfp-bunntekst'));
    const footer = await findByShadowRole(bunntekst, 'contentinfo', { name: 'Demo Forsikring AS' });
    expect((await findByShadowRole(footer, 'link', { name: '+47 91 50 31 00' })).getAttribute('href')).to.equal('tel:+4791503100');
    await findByShadowRole(footer, 'link', { name: 'kundeservice@forsikring.example.no' });
    expect(root.querySelectorAll('kfp-bunntekst').length, 'one footer').to.equal(1);
    const { failed } = (await (await fetch('/demo/fail-once')).json()) as { failed: string[] };
    expect(failed, 'the templates failed to load').to.deep.equal([maler]);
    const forsok = performance.getEntriesByType('resource').filter((entry) => new URL(entry.name).pathname === maler);
    expect(forsok.length, 'loaded once more under a fresh URL before giving up').to.be.at.least(2);
  });
});
