/// <reference types="mocha" />
// Spec §9's footer image, widths 400/800/1200/1440: decorative (alt=""), a srcset of the four
// files beside the bundle (resolved against the script's URL, not the page's), lazy: not requested
// while the footer is far below the viewport, and its box keeps the picture's 5:1 shape before and
// after it loads (no layout shift). The footer stands alone under 5000 px of page, so it is far
// from the viewport whatever else loads. Plain DOM checks, so the file runs in WebKit too.
import { expect } from 'chai';
import { setViewport } from '@web/test-runner-commands';
import { resetBackend } from '../helpers/backend.ts';
import { loadBundle, mount } from '../helpers/portal.ts';
import { waitFor } from '../helpers/wait.ts';

/** The picture's files the page asked for (the test's own fetches, initiator 'fetch', left out). */
const bildeForesporsler = () =>
  (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).filter(
    (entry) => entry.initiatorType !== 'fetch' && /\/bunntekst-\d+-\w+\.webp/.test(entry.name),
  );

describe('the footer picture (spec §9)', () => {
  let footer: HTMLElement;
  let bilde: HTMLImageElement;

  before(async () => {
    await setViewport({ width: 1280, height: 800 });
    await resetBackend('skadekunde');
    await loadBundle();
    mount('<div style="height: 5000px"></div><kfp-bunntekst></kfp-bunntekst>');
    footer = await waitFor(
      () => document.querySelector('kfp-bunntekst')?.shadowRoot?.querySelector('footer h2:not(:empty)')?.closest('footer') ?? null,
    );
    bilde = await waitFor(() => footer.querySelector('img'));
  });

  after(() => setViewport({ width: 800, height: 600 }));

  it('is not requested while the footer is far below the viewport, and its box is already there', () => {
    expect(bildeForesporsler(), 'requests before scrolling').to.have.length(0);
    const { width, height } = bilde.getBoundingClientRect();
    expect(width).to.be.above(0);
    expect(height).to.be.closeTo(width / 5, 1);
  });

  it('loads when scrolled near, into the same box', async () => {
    const for_ = bilde.getBoundingClientRect().height;
    bilde.scrollIntoView({ block: 'center' });
    await waitFor(() => bilde.complete && bilde.naturalWidth > 0);
    expect(bildeForesporsler().length, 'requested once near').to.be.at.least(1);
    expect(bilde.getBoundingClientRect().height).to.be.closeTo(for_, 0.5);
    expect(bilde.currentSrc).to.match(/\/dist\/bunntekst-(400|800|1200|1440)-\w+\.webp$/);
  });

  it('comes after the contact details and links, so it never pushes the phone number down (issue 34)', async () => {
    const telefon = await waitFor(() => footer.querySelector<HTMLAnchorElement>('#kfp-footer-phonenumber'));
    const lenker = footer.querySelector('ul')!;
    expect(telefon.getBoundingClientRect().bottom, 'the phone number above the picture').to.be.at.most(bilde.getBoundingClientRect().top);
    expect(lenker.getBoundingClientRect().bottom, 'the links above the picture').to.be.at.most(bilde.getBoundingClientRect().top);
  });

  it('is decorative, in the widths 400, 800, 1200 and 1440, from beside the bundle', async () => {
    expect(bilde.getAttribute('alt')).to.equal('');
    expect(bilde.getAttribute('loading')).to.equal('lazy');
    const kandidater = bilde.srcset.split(',').map((kandidat) => kandidat.trim().split(/\s+/));
    expect(kandidater.map(([, bredde]) => bredde)).to.deep.equal(['400w', '800w', '1200w', '1440w']);
    for (const [url] of kandidater) {
      expect(new URL(url!).pathname, "in the bundle's folder").to.match(/^\/dist\/bunntekst-\d+-\w+\.webp$/);
      const svar = await fetch(url!);
      expect(svar.status, url).to.equal(200);
      expect(svar.headers.get('content-type'), url).to.contain('image/webp');
    }
  });
});
