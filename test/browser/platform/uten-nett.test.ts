/// <reference types="mocha" />
// The connection drops (issue 32): a host page with six standalone tags gets one calm notice, a
// live region there from the start that moves nothing; reads that failed offline are asked again
// when the connection returns, and only those (spec §7: nothing refetches on reconnect); the
// notice says what is shown may be out of date. How offline is made in every engine:
// helpers/uten-nett.ts.
import { expect } from 'chai';
import { gaUtenNett, kommPaNett, nettstatuser, nettstatusTekst } from '../helpers/uten-nett.ts';
import { expectNoAxeViolations } from '../helpers/axe.ts';
import { countRequests, resetBackend } from '../helpers/backend.ts';
import { API, loadBundle, mount } from '../helpers/portal.ts';
import { waitFor } from '../helpers/wait.ts';
import { lestTekst, seksjon, tekst } from '../oversikt/felles.ts';

const UTEN_NETT = 'Du er uten nett. Det du ser nå, kan være utdatert. Vi prøver igjen når nettet er tilbake.';
const TILBAKE = 'Nettet er tilbake.';

const rootAv = (tag: string) => document.querySelector(tag)?.shadowRoot ?? null;
const alertTekster = (tag: string) => [...(rootAv(tag)?.querySelectorAll('[role="alert"]') ?? [])].map(lestTekst).join(' | ');
const avtaleKort = () => {
  const root = rootAv('kfp-oversikt');
  return root ? [...(seksjon(root, 'Forsikringene dine')?.querySelectorAll('li') ?? [])] : [];
};

let for_: { session: number; kunde: number };

describe('offline: one notice for the page, failed reads asked again when the connection returns', function () {
  this.timeout(30_000);

  before(async () => {
    await resetBackend('skadekunde');
    await loadBundle();
    mount(
      '<kfp-kjopsinnganger></kfp-kjopsinnganger><kfp-andre-forsikringer></kfp-andre-forsikringer><kfp-feedback></kfp-feedback><kfp-profil></kfp-profil>',
    );
    // The profile has read the session and the customer (online).
    await waitFor(() => tekst(rootAv('kfp-profil')).includes('91 23 45 67'));
    for_ = {
      session: await countRequests('GET', `${API}/auth/session-status`),
      kunde: await countRequests('GET', `${API}/skadekunde/hent`),
    };
  });

  it('has one notice, a polite status there from the start, silent while online', async () => {
    const [region] = await waitFor(() => (nettstatuser().length > 0 ? nettstatuser() : null));
    expect(nettstatuser()).to.have.length(1);
    expect(region!.getAttribute('role')).to.equal('status');
    expect(nettstatusTekst()).to.equal('');
  });

  it('says calmly that the connection is gone, without moving anything on the page', async () => {
    const profil = document.querySelector('kfp-profil')!;
    const for_ = profil.getBoundingClientRect();
    const hoyde = document.documentElement.scrollHeight;
    await gaUtenNett();
    await waitFor(() => nettstatusTekst() === UTEN_NETT);
    const etter = profil.getBoundingClientRect();
    expect([etter.top, etter.left, etter.height], 'the profile stays where it was').to.deep.equal([for_.top, for_.left, for_.height]);
    expect(document.documentElement.scrollHeight, 'the page keeps its height').to.equal(hoyde);
    expect(getComputedStyle(document.querySelector('kfp-nettstatus')!).position, 'an overlay over the viewport').to.equal('fixed');
    // What was read before stays, marked by the notice as possibly out of date.
    expect(tekst(rootAv('kfp-profil'))).to.include('91 23 45 67');
    await expectNoAxeViolations(document.querySelector('kfp-nettstatus')!.shadowRoot!.firstElementChild!);
  });

  it('elements mounted offline show their failures, and the page still has one notice', async () => {
    mount('<kfp-oversikt></kfp-oversikt><kfp-tilbud></kfp-tilbud>');
    await waitFor(() => alertTekster('kfp-oversikt').includes('En feil oppsto ved henting av forsikringene dine'));
    await waitFor(() => alertTekster('kfp-tilbud').includes('En feil oppsto ved henting av dine tilbud'));
    expect(nettstatuser()).to.have.length(1);
    expect(document.querySelectorAll('kfp-nettstatus')).to.have.length(1);
    expect(await countRequests('GET', `${API}/avtaleoversikt/avtaler`), 'no request reached the server').to.equal(0);
  });

  it('when the connection returns, asks again only what failed: the agreements and offers come without a click', async () => {
    await kommPaNett();
    await waitFor(() => nettstatusTekst() === TILBAKE);
    await waitFor(() => avtaleKort().length > 0);
    await waitFor(() => alertTekster('kfp-tilbud') === '' && (rootAv('kfp-tilbud')?.querySelectorAll('article').length ?? 0) > 0);
    expect(alertTekster('kfp-oversikt')).to.equal('');
    expect(await countRequests('GET', `${API}/avtaleoversikt/avtaler`), 'the failed read, asked once').to.equal(1);
    // What had been read (online) is not asked again on reconnect.
    expect(await countRequests('GET', `${API}/auth/session-status`), 'session status').to.equal(for_.session);
    expect(await countRequests('GET', `${API}/skadekunde/hent`), 'customer').to.equal(for_.kunde);
  });

  it("says 'Nettet er tilbake.' for a moment, then nothing", async () => {
    await waitFor(() => nettstatusTekst() === '');
    expect(nettstatuser()).to.have.length(1);
  });
});
