/// <reference types="mocha" />
// Spec §9's medium breakpoint, 680 px, on a screen that changes there: from 680 px an offer's price
// stands beside its name and description, below 680 px under them; and the space between the
// navigation and a screen's heading grows from 24 to 40 px (the same on every route, base.css).
// Measured at 679 and 680 px, by position, not by class names.
import { expect } from 'chai';
import { setViewport } from '@web/test-runner-commands';
import { findAllByShadowRole, findByShadowRole } from 'shadow-dom-testing-library';
import { resetBackend } from '../helpers/backend.ts';
import { loadBundle, mount } from '../helpers/portal.ts';
import { waitFor } from '../helpers/wait.ts';

/** The first element of `root` whose text holds `pattern` and none of whose children's does. */
function innerst(root: Element, pattern: RegExp): Element {
  const treff = [...root.querySelectorAll('*')].filter((element) => pattern.test(element.textContent ?? ''));
  const found = treff.find((element) => ![...element.children].some((barn) => pattern.test(barn.textContent ?? '')));
  if (!found) throw new Error(`no element with ${pattern}`);
  return found;
}

/**
 * Whether media queries now see a viewport `bredde` px wide. Not `clientWidth`: where scrollbars
 * take room (Firefox's classic ones) the scrolling page's clientWidth is the viewport less the
 * scrollbar, while spec §9's breakpoint, a media query, is on the viewport's own width.
 */
const viewportEr = (bredde: number) => matchMedia(`(width: ${bredde}px)`).matches;

describe('the 680 px breakpoint (spec §9)', () => {
  let host: HTMLElement;

  before(async () => {
    await resetBackend('skadekunde');
    await loadBundle();
    host = mount('<kfp-tilbud></kfp-tilbud>');
    await findByShadowRole(host, 'heading', { name: 'Tilbudene dine', level: 1 });
    await waitFor(async () => (await findAllByShadowRole(host, 'article')).length > 0);
  });

  after(() => setViewport({ width: 800, height: 600 }));

  /** The first offer's name (its heading) and its monthly price, as laid out at `bredde` px. */
  async function tilbudVed(bredde: number) {
    await setViewport({ width: bredde, height: 800 });
    await waitFor(() => viewportEr(bredde));
    const [artikkel] = await findAllByShadowRole(host, 'article');
    const navn = await findByShadowRole(artikkel!, 'heading', { level: 2 });
    const pris = innerst(artikkel!, /kr\/md/);
    return { navn: navn.getBoundingClientRect(), pris: pris.getBoundingClientRect() };
  }

  /** How far the screen's heading sits below the top of the element. */
  async function overskriftVed(bredde: number): Promise<number> {
    await setViewport({ width: bredde, height: 800 });
    await waitFor(() => viewportEr(bredde));
    const h1 = await findByShadowRole(host, 'heading', { name: 'Tilbudene dine', level: 1 });
    return h1.getBoundingClientRect().top - host.getBoundingClientRect().top;
  }

  it("puts an offer's price under its name below 680 px", async () => {
    const { navn, pris } = await tilbudVed(679);
    expect(pris.top, 'below the name').to.be.at.least(navn.bottom);
    expect(pris.left, 'in the text column').to.be.below(navn.right);
  });

  it("puts an offer's price beside its name from 680 px", async () => {
    const { navn, pris } = await tilbudVed(680);
    expect(pris.left, 'right of the name').to.be.at.least(navn.right);
    expect(pris.top, 'on the same row').to.be.below(navn.bottom);
  });

  it("gives the screen's heading 24 px above it below 680 px and 40 px from 680 px", async () => {
    const smal = await overskriftVed(679);
    const bred = await overskriftVed(680);
    expect(smal).to.be.closeTo(24, 0.5);
    expect(bred).to.be.closeTo(40, 0.5);
  });
});
