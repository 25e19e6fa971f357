/// <reference types="mocha" />
// Issue 35: a chunk that loads after the first content is evaluated in a task of its own. The
// browser runs each chunk's file in the task in which it comes in; the lazy-chunk loader
// (src/element/load-chunk.ts) hands the chunk's exports on only in a later task, so what its arrival
// starts (the code of a chunk that waited for it, a screen's first render, the after-content
// start-up) is not appended to its evaluation: without it some twenty chunks and what they started
// ran as a few long tasks, and a tap in that second waited for them. Checked without timing: every
// chunk the page loads goes through the loader (the build calls it through a page-global key,
// wrapped here), and a timer set as each chunk comes in tells whether its exports were handed on
// in the same task (timers of the same delay run in the order they were set).
import { expect } from 'chai';
import { resetBackend } from '../helpers/backend.ts';
import { goTo, loadBundle, mount } from '../helpers/portal.ts';
import { waitFor } from '../helpers/wait.ts';

const BASE = '/privat/forsikring/oversikt';
type Loader = (forst: () => Promise<unknown>, base: string) => Promise<unknown>;

const lastet: { chunk: string; iSammeOppgave: boolean }[] = [];
const underveis = new Set<string>();
/** Chunks evaluated in the task running now (emptied by a timer set then). */
const nettoppInn = new Set<string>();

// The bundle installs its loader with `??=`: a setter here wraps it as it is installed.
let lasteren: Loader | undefined;
Object.defineProperty(globalThis, Symbol.for('kfp-elements.lastChunk'), {
  configurable: true,
  get: () => lasteren,
  set(loader: Loader) {
    lasteren = (forst, base) => {
      const chunk = /import\(\s*["'`]([^"'`]+)/.exec(String(forst))?.[1] ?? String(forst);
      underveis.add(chunk);
      const vaktet = () =>
        forst().then((modul) => {
          nettoppInn.add(chunk);
          setTimeout(() => nettoppInn.delete(chunk));
          return modul;
        });
      // The loader reads the chunk's name from the import's source.
      return loader(Object.assign(vaktet, { toString: () => String(forst) }), base).then((eksporter) => {
        if (underveis.delete(chunk)) lastet.push({ chunk, iSammeOppgave: nettoppInn.has(chunk) });
        return eksporter;
      });
    };
  },
});

describe('chunks after the first content', function () {
  this.timeout(60_000);

  before(async () => {
    await resetBackend('skadekunde');
    await loadBundle();
  });

  it('each hand their exports on in a task after the one they were evaluated in', async () => {
    goTo(BASE);
    const router = mount('<kfp-router></kfp-router>').querySelector('kfp-router')!;
    const root = router.shadowRoot!;
    // What loads after the first content: the footer, the toaster, the lower half with its purchase
    // entries and feedback, the open menu, the after-content chunk; then nothing more is on its way.
    const vist = (element: Element | null | undefined) => (element?.shadowRoot?.childElementCount ?? 0) > 0;
    await waitFor(() => vist(root.querySelector('kfp-bunntekst')) && vist(root.querySelector('kfp-toaster')));
    const oversikt = root.querySelector('kfp-oversikt')!.shadowRoot!;
    await waitFor(() => vist(oversikt.querySelector('kfp-feedback')) && vist(oversikt.querySelector('kfp-kjopsinnganger')));
    await waitFor(() => underveis.size === 0);

    expect(lastet.length, 'chunks the overview loaded').to.be.greaterThan(8);
    expect(
      lastet.filter(({ iSammeOppgave }) => iSammeOppgave).map(({ chunk }) => chunk),
      'chunks whose exports were handed on in the task they were evaluated in',
    ).to.deep.equal([]);
  });
});
