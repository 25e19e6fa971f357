/// <reference types="mocha" />
// An unsafe address for the accessibility statement (plain http, spec §5) is refused when the
// config is read, reported with the spec's message, and the footer shows no such link.
import { expect } from 'chai';
import { findByShadowRole, queryAllByShadowRole } from 'shadow-dom-testing-library';
import { resetBackend } from '../helpers/backend.ts';
import { bunntekst } from '../helpers/bunntekst.ts';
import { loadBundle, mount } from '../helpers/portal.ts';

const advarsler: string[] = [];

describe('the footer with an unsafe accessibility statement address', () => {
  before(async () => {
    const warn = console.warn;
    console.warn = (...args: unknown[]) => {
      advarsler.push(args.map(String).join(' '));
      warn.apply(console, args);
    };
    await resetBackend('skadekunde');
    await loadBundle(
      { tilgjengelighetserklaeringUrl: 'http://uustatus.no/nb/erklaringer/publisert/demo' },
      { expectProblems: ['tilgjengelighetserklaeringUrl'] },
    );
    mount('<kfp-bunntekst></kfp-bunntekst>');
  });

  it('leaves the link out and keeps the others', async () => {
    const footer = await bunntekst();
    await findByShadowRole(footer, 'link', { name: 'Sammenlign priser på Finansportalen (åpnes i ny fane)' });
    await findByShadowRole(footer, 'link', { name: 'Personvern og informasjonskapsler' });
    expect(queryAllByShadowRole(footer, 'link', { name: /Tilgjengelighetserklæring/ })).to.have.length(0);
    expect(advarsler).to.include('[kfp] Config item tilgjengelighetserklaeringUrl: Plain text http is not allowed.');
  });
});
