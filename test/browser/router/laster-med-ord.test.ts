/// <reference types="mocha" />
// Issue 34: on a slow API the first seconds were a lone spinner on white. The spinner has visible
// words under it, in one polite status that keeps its node (read once) until the overview comes.
import { expect } from 'chai';
import { findByShadowRole } from 'shadow-dom-testing-library';
import { expectNoAxeViolations } from '../helpers/axe.ts';
import { resetBackend } from '../helpers/backend.ts';
import { holderAv } from '../helpers/finn.ts';
import { goTo, loadBundle, mount } from '../helpers/portal.ts';
import { waitFor } from '../helpers/wait.ts';

const ORD = 'Henter forsikringene dine';

describe('the spinner on a slow API', function () {
  this.timeout(20_000);

  before(async () => {
    await resetBackend('treg');
    await loadBundle();
  });

  it('says what it fetches, visibly, in one status while the session loads', async () => {
    goTo('/privat/forsikring/oversikt');
    mount('<kfp-router no-chrome></kfp-router>');
    const vert = await holderAv('[role="status"]', ORD);
    const status = await findByShadowRole(vert, 'status');
    expect(status.textContent?.trim()).to.equal(ORD);
    expect(status.getAttribute('aria-live') ?? 'polite', 'a polite status').to.equal('polite');
    expect(status.querySelector('.kfp-spinner')?.getAttribute('aria-hidden')).to.equal('true');
    // Visible: the words' own box is laid out at reading size under the spinner (sr-only is 1 px).
    const ord = [...status.querySelectorAll('span')].find((span) => span.textContent?.trim() === ORD);
    expect(ord, 'the words are an element of their own').to.not.equal(undefined);
    const boks = ord!.getBoundingClientRect();
    const spinner = status.querySelector('.kfp-spinner')!.getBoundingClientRect();
    expect(boks.width, 'the words take their width').to.be.greaterThan(100);
    expect(boks.height, 'the words take a line').to.be.greaterThan(12);
    expect(boks.top, 'under the spinner').to.be.at.least(spinner.bottom);
    await expectNoAxeViolations();
    // Read once: the same node until the overview replaces it; no second status with the words.
    const innhold = status.parentElement!;
    const andre: string[] = [];
    await waitFor(
      () => {
        for (const s of innhold.querySelectorAll('[role="status"]')) if (s !== status) andre.push(s.textContent ?? '');
        return innhold.querySelector('kfp-oversikt');
      },
      { timeout: 15_000 },
    );
    expect(andre, 'no other status while the session loaded').to.deep.equal([]);
    expect(status.isConnected, 'the overview replaced the spinner').to.equal(false);
  });
});
