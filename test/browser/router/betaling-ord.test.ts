/// <reference types="mocha" />
// Issue 34: while the browser leaves for the payments page ('/betaling', spec §2), the spinner said
// 'Laster inn'. It says where the browser goes. The router runs in a frame of its own, since the
// browser leaves the frame's page; the payments page's answer is held (`holdSide`) so the test sees
// the page being left however slow the machine is. The spinner's markup and its axe check are
// router/laster-med-ord's (axe runs on the test page's own document, not a frame's).
import { expect } from 'chai';
import { holdSide, resetBackend } from '../helpers/backend.ts';
import { waitForFramePath } from '../helpers/frame.ts';
import { cleanup, mount } from '../helpers/portal.ts';
import { waitFor } from '../helpers/wait.ts';

const BETALING = '/privat/forsikring/skade/betaling';
const ORD = 'Sender deg videre til betaling';

describe("kfp-router, '/betaling'", function () {
  this.timeout(30_000);

  before(async () => {
    await resetBackend('skadekunde');
    await holdSide(BETALING);
  });

  after(async () => {
    await holdSide(null);
    cleanup();
  });

  it('says where the browser goes in a polite status, then the browser goes there', async () => {
    const frame = Object.assign(document.createElement('iframe'), {
      title: 'Testramme',
      src: `/test/browser/fixtures/router-frame.html?path=${encodeURIComponent('/privat/forsikring/oversikt/betaling')}`,
    });
    frame.style.width = '800px';
    frame.style.height = '600px';
    mount('').append(frame);
    // The frame's page, found by a plain DOM walk (it is left once the held answer comes).
    const router = await waitFor(() => {
      const element = frame.contentDocument?.querySelector('kfp-router');
      return element?.shadowRoot?.querySelector('[role="status"] .kfp-spinner') ? (element as HTMLElement) : null;
    });
    // The role by its attribute: testing-library's role queries do not see into another document.
    const status = router.shadowRoot!.querySelector('[role="status"]')!;
    expect(status.textContent?.trim()).to.equal(ORD);
    expect(status.querySelector('.kfp-spinner')?.getAttribute('aria-hidden')).to.equal('true');
    const ord = [...status.querySelectorAll('span')].find((span) => span.textContent?.trim() === ORD);
    expect(ord?.getBoundingClientRect().width ?? 0, 'the words are visible, not sr-only').to.be.greaterThan(100);
    await holdSide(null);
    await waitForFramePath(frame, BETALING);
  });
});
