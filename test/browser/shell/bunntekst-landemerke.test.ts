/// <reference types="mocha" />
// Issue 33: the footer is a landmark wherever the host page puts it. At the top level it is the
// page's contentinfo; inside the host's <main> (a bank CMS page) or beside the host's own footer it
// cannot be one without breaking axe's landmark rules (contentinfo at the top level, only one), so
// it is a region named by the company. Also: the accessibility statement on the own site (issue 32).
import axe from 'axe-core';
import { expect } from 'chai';
import { findByShadowRole } from 'shadow-dom-testing-library';
import { resetBackend } from '../helpers/backend.ts';
import { cleanup, loadBundle, mount } from '../helpers/portal.ts';
import { waitFor } from '../helpers/wait.ts';

/** axe's landmark rules (best practice, not WCAG: `expectNoAxeViolations` does not run them). */
const LANDEMERKEREGLER = ['landmark-no-duplicate-contentinfo', 'landmark-contentinfo-is-top-level', 'landmark-unique', 'region'];

async function landemerkeBrudd(): Promise<string[]> {
  const { violations } = await axe.run(document, { runOnly: { type: 'rule', values: LANDEMERKEREGLER } });
  return violations.map((brudd) => `${brudd.id}: ${brudd.nodes.map((node) => JSON.stringify(node.target)).join(', ')}`);
}

/** The footer of the `<kfp-bunntekst>` in `container`, once its company name is in. */
async function footerI(container: HTMLElement): Promise<HTMLElement> {
  const vert = await waitFor(() => container.querySelector('kfp-bunntekst'));
  return waitFor(() =>
    vert.shadowRoot?.querySelector('footer h2')?.textContent === 'Demo Forsikring AS' ? vert.shadowRoot.querySelector('footer') : null,
  );
}

describe('the footer as a landmark', () => {
  before(async () => {
    await resetBackend('skadekunde');
    await loadBundle({ tilgjengelighetserklaeringUrl: '/privat/tilgjengelighet' });
  });
  afterEach(cleanup);

  it("is the page's contentinfo, named by the company, at the top level of a page without a footer of its own", async () => {
    const container = mount('<kfp-bunntekst></kfp-bunntekst>');
    const footer = await footerI(container);
    expect(footer.getAttribute('role')).to.equal('contentinfo');
    await findByShadowRole(container, 'contentinfo', { name: 'Demo Forsikring AS' });
    expect(await landemerkeBrudd()).to.deep.equal([]);
  });

  it("is a region named by the company inside the host page's <main>, where a contentinfo may not be", async () => {
    const container = mount('<main><h1>Banken</h1><kfp-bunntekst></kfp-bunntekst></main>');
    const footer = await footerI(container);
    expect(footer.getAttribute('role')).to.equal('region');
    await findByShadowRole(container, 'region', { name: 'Demo Forsikring AS' });
    expect(await landemerkeBrudd()).to.deep.equal([]);
  });

  it("is a region beside the host page's own footer: never a second contentinfo", async () => {
    const container = mount('<kfp-bunntekst></kfp-bunntekst><footer>Bankens bunntekst</footer>');
    const footer = await footerI(container);
    expect(footer.getAttribute('role')).to.equal('region');
    expect(await landemerkeBrudd()).to.deep.equal([]);
  });

  it("links the bank's accessibility statement on the own site in place, after the other links", async () => {
    const container = mount('<kfp-bunntekst></kfp-bunntekst>');
    const footer = await footerI(container);
    const lenke = await findByShadowRole(footer, 'link', { name: 'Tilgjengelighetserklæring' });
    expect(lenke.getAttribute('href')).to.equal('/privat/tilgjengelighet');
    expect(lenke.hasAttribute('target')).to.equal(false);
    expect([...footer.querySelectorAll('.kfp-bunntekst__lenker a')].map((a) => a.textContent?.replace(/\s*\(.*\)$/, ''))).to.deep.equal([
      'Personvern og informasjonskapsler',
      'Sammenlign priser på Finansportalen',
      'Tilgjengelighetserklæring',
    ]);
  });
});
