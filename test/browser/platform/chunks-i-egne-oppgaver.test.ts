// Issue 35: the lazy chunks that load after the first content (the router's templates, the footer,
// the toaster, the overview's lower half, the open menu, analytics' consent gate, the after-content
// chunk, …) load one at a time: each chunk's file is asked for only once the one before has come in
// and been evaluated, in a task of its own (src/page/lazy-load.ts `inTurn`, through the loader
// src/element/last-chunk.ts). A module is evaluated in the task in which its file has come in, so
// with one file under way no task evaluates two chunks. Read from the browser's resource timing,
// without timing anything: no chunk request may start before the previous one has ended. Red when
// they all load at once again.
import { setViewport } from '@web/test-runner-commands';
import { expect } from 'chai';
import { resetBackend } from '../helpers/backend.ts';
import { bunntekst, navigasjonsvert } from '../helpers/bunntekst.ts';
import { goTo, loadBundle, mount } from '../helpers/portal.ts';
import { waitFor } from '../helpers/wait.ts';

/** The bundle's lazy chunks fetched so far, in the order they were asked for. */
function chunker(): PerformanceResourceTiming[] {
  return (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
    .filter((entry) => /^\/dist\/chunk-[^/]+\.js$/.test(new URL(entry.name).pathname))
    .sort((a, b) => a.startTime - b.startTime);
}

describe('chunks after the first content (issue 35)', () => {
  before(async () => {
    await setViewport({ width: 390, height: 844 });
    await resetBackend('skadekunde');
    await loadBundle();
  });

  it('are fetched and evaluated one at a time, never two under way at once', async () => {
    goTo('/privat/forsikring/oversikt');
    mount('<kfp-router></kfp-router>');
    // The first content, then what loads after it: the footer, and the navigation's open menu
    // (asked for on its own once the first content is in; nobody points at it here).
    await bunntekst();
    await navigasjonsvert();
    await waitFor(() => chunker().length >= 8);
    // What else the page asks for after its first content has been asked for by now; wait until
    // the last chunk in line has come in.
    await waitFor(() => chunker().every((entry) => entry.responseEnd > 0));
    const lastet = chunker();
    const overlapp = lastet.slice(1).flatMap((entry, i) => {
      const forrige = lastet[i];
      return forrige && entry.startTime < forrige.responseEnd ? [`${new URL(entry.name).pathname} began before ${new URL(forrige.name).pathname} had come in`] : [];
    });
    expect(overlapp, `${lastet.length} chunks`).to.deep.equal([]);
  });
});
