/// <reference types="mocha" />
// The partial outage (issue 21): the banner 'Noen av systemene våre er nede...' comes with the tasks
// and agreements, not a moment later above them (it pushed them down 90 px), and the sums box says
// the total may be incomplete.
import { expect } from 'chai';
import { loadBundle, mount } from '../helpers/portal.ts';
import { resetBackend } from '../helpers/backend.ts';
import { portalenErFerdig } from '../helpers/reflow.ts';
import { waitFor } from '../helpers/wait.ts';
import { oversiktRoot, seksjon, tekst } from './felles.ts';

before(async () => {
  // An eika brand: the eika integration answers 503 (retried once, a second later), some sources are down.
  await resetBackend('delvis-nede');
  await loadBundle({ distributor: 'eika' });
});

describe('kfp-oversikt in a partial outage', function () {
  this.timeout(20_000);

  it('shows the banner with the tasks, moves nothing already shown, and marks the sums as possibly incomplete', async () => {
    mount('<main><kfp-oversikt></kfp-oversikt></main>');
    const root = await oversiktRoot();
    const banner = () => [...root.querySelectorAll('.kfp-alert')].find((el) => tekst(el).includes('Noen av systemene våre er nede...'));
    let oppgaverTopp: number | undefined;
    let bannerVedOppgaver: boolean | undefined;
    const flytt: number[] = [];
    let ferdig = false;
    const ferdigLovnad = portalenErFerdig(document, 15_000).finally(() => (ferdig = true));
    while (!ferdig) {
      const overskrift = seksjon(root, 'Oppgaver')?.querySelector('h2');
      if (overskrift) {
        const topp = overskrift.getBoundingClientRect().top + scrollY;
        if (oppgaverTopp === undefined) {
          oppgaverTopp = topp;
          bannerVedOppgaver = banner() !== undefined;
        } else if (Math.abs(topp - oppgaverTopp) > 1) {
          flytt.push(topp - oppgaverTopp);
        }
      }
      await new Promise((resolve) => requestAnimationFrame(resolve));
    }
    await ferdigLovnad;
    expect(banner(), 'the banner').to.not.equal(undefined);
    expect(bannerVedOppgaver, 'the banner was there when the tasks first showed').to.equal(true);
    expect(flytt, 'how far the tasks moved after they showed').to.deep.equal([]);
    const summer = await waitFor(() => root.querySelector('.ov-sammendrag'));
    expect(tekst(summer)).to.contain('Summen kan være ufullstendig');
  });
});
