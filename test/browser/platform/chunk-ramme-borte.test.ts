// A lazy chunk that is still waiting for what it needs when its frame goes (a navigation, a frame
// that loads another page or is removed) must not take the page with it. In WebKit a module suspended
// in a top-level await at that moment spins the page process at full CPU for good once the await
// settles (test/webkit-repro/tla-ramme/README.md), so no chunk may wait at its top level
// (scripts/merge-chunks.mjs). With such a chunk this file never reports in WebKit: the runner stops
// it when its time is out.
import { expect } from 'chai';
import { cleanup, mount } from '../helpers/portal.ts';
import { waitFor } from '../helpers/wait.ts';

/** The registry slot a chunk waits on for the owning kfp.js's exports (scripts/merge-chunks.mjs, `delt`). */
type Register = { p: Promise<unknown>; r: (eksporter: unknown) => void };

/** The lazy chunks `kode` imports. */
const chunksI = (kode: string): string[] => [...kode.matchAll(/import\((["'])\.\/(chunk-[\w-]+\.js)\1\)/g)].map((treff) => treff[2] ?? '');

/** A lazy chunk of the build that needs only kfp.js's exports (no other chunk), by its first line. */
async function chunkSomBareVenterPaKfp(): Promise<string> {
  const igjen = chunksI(await (await fetch('/dist/kfp.js')).text());
  const sett = new Set<string>();
  for (let chunk = igjen.shift(); chunk; chunk = igjen.shift()) {
    if (sett.has(chunk)) continue;
    sett.add(chunk);
    const kode = await (await fetch(`/dist/${chunk}`)).text();
    const forsteLinje = kode.split('\n')[0] ?? '';
    if (forsteLinje.includes('kfp-elements.delt.') && !forsteLinje.includes('kfp-elements.lastChunk')) return chunk;
    igjen.push(...chunksI(kode));
  }
  throw new Error(`no lazy chunk needs only kfp.js's exports (looked at ${sett.size})`);
}

describe('a lazy chunk whose frame goes while it waits', () => {
  afterEach(cleanup);

  it('leaves the page running once what it waited for comes', async function () {
    this.timeout(30_000);
    const chunk = await chunkSomBareVenterPaKfp();
    const frame = document.createElement('iframe');
    frame.title = 'Ramme med en chunk som venter';
    const lastet = new Promise((resolve) => frame.addEventListener('load', resolve, { once: true }));
    frame.src = '/test/browser/fixtures/tom-ramme.html';
    mount('').append(frame);
    await lastet;
    const vindu = frame.contentWindow as Window & { eval: (kode: string) => unknown };

    // Without kfp.js in the frame, the chunk waits for its exports until the test hands them over.
    vindu.eval(`import(${JSON.stringify(`/dist/${chunk}`)}).catch(() => {})`);
    const register = await waitFor(() => {
      const nokkel = Object.getOwnPropertySymbols(vindu).find((symbol) => symbol.description?.startsWith('kfp-elements.delt.'));
      return nokkel && (vindu as unknown as Record<symbol, Register>)[nokkel];
    });

    // The frame goes (as a navigation or a test's cleanup does), then what the chunk waited for comes.
    const tom = new Promise((resolve) => frame.addEventListener('load', resolve, { once: true }));
    frame.src = 'about:blank';
    await tom;
    register.r({});

    // The page still runs tasks: with a top-level await in the chunk, WebKit never gets here.
    const fikkTid = await new Promise<boolean>((resolve) => setTimeout(() => resolve(true), 200));
    expect(fikkTid).to.equal(true);
  });
});
