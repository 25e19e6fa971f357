import { expect } from 'chai';
import { findByShadowRole, findByShadowText, queryAllByShadowRole } from 'shadow-dom-testing-library';
import { expectNoAxeViolations } from '../helpers/axe.ts';
import { resetBackend } from '../helpers/backend.ts';
import { acceptStatistics } from '../helpers/analytics.ts';
import { cleanup, goTo, loadBundle, mount } from '../helpers/portal.ts';
import { waitFor } from '../helpers/wait.ts';

interface Tracked {
  event: string;
  properties: { type: string; description: string };
}

const tracked: Tracked[] = [];
addEventListener('kfp-analytics', (event) => {
  const detail = (event as CustomEvent<Tracked>).detail;
  if (detail.event === 'Kjøpsstopp') tracked.push(detail);
});

const typer: [string, string, string][] = [
  ['generell', 'Noe har gått galt', 'Prøv igjen, eller ta kontakt med oss.'],
  ['utilgjengelig', 'Tjenesten er utilgjengelig nå', 'Prøv igjen etter klokken 06.00'],
  ['avsluttForsikring', 'Forsikringen din kan ikke avsluttes på nett', 'Vi hjelper deg gjerne. Ta kontakt med oss.'],
  ['alleredeAvsluttet', 'Forsikringen er allerede avsluttet', 'Vi hjelper deg gjerne. Ta kontakt med oss.'],
  ['finnes', 'Tilsvarende produkt er allerede forsikret', 'Vi hjelper deg gjerne. Ta kontakt med oss.'],
  ['kanIkkeSeForsikringPaaNett', 'Du kan ikke se forsikringer på nett', 'Vi hjelper deg gjerne. Ta kontakt med oss.'],
];

describe('kfp-feilside: the error screens', () => {
  before(async () => {
    await resetBackend('skadekunde');
    acceptStatistics();
    await loadBundle();
  });

  afterEach(() => {
    cleanup();
    tracked.length = 0;
  });

  for (const [type, title, lead] of typer) {
    it(`${type}: "${title}", its lead, "Til forsikringsoversikten", "Gå tilbake", tracked, no axe violations`, async () => {
      mount(`<kfp-feilside type="${type}"></kfp-feilside>`);
      await findByShadowRole(document.body, 'heading', { name: title, level: 1 });
      await findByShadowText(document.body, lead);
      expect((await findByShadowRole(document.body, 'link', { name: 'Til forsikringsoversikten' })).getAttribute('href')).to.equal(
        '/privat/forsikring',
      );
      await findByShadowRole(document.body, 'button', { name: 'Gå tilbake' });
      await waitFor(() => tracked.length > 0);
      expect(tracked).to.deep.equal([{ event: 'Kjøpsstopp', properties: { type, description: 'Ukjent' } }]);
      await expectNoAxeViolations();
    });
  }

  for (const [tilfelle, markup] of [
    ['without a type', '<kfp-feilside></kfp-feilside>'],
    ['with a type it does not know', '<kfp-feilside type="ukjent-type"></kfp-feilside>'],
  ] as const) {
    it(`${tilfelle}: the default title 'Oisann, her skjedde det en feil' (spec §2), tracked as 'ukjent'`, async () => {
      mount(markup);
      await findByShadowRole(document.body, 'heading', { name: 'Oisann, her skjedde det en feil', level: 1 });
      await findByShadowText(document.body, 'Prøv igjen, eller ta kontakt med oss.');
      await findByShadowRole(document.body, 'button', { name: 'Gå tilbake' });
      await waitFor(() => tracked.length > 0);
      expect(tracked).to.deep.equal([{ event: 'Kjøpsstopp', properties: { type: 'ukjent', description: 'Ukjent' } }]);
      await expectNoAxeViolations();
    });
  }

  it('takes its parts from attributes: heading, lead, message, description, LO logo, an own action, no back link', async () => {
    mount(`<kfp-feilside type="finnes" heading="Du har allerede bilforsikring" lead="Ring oss." message="Saksnummer følger i e-post."
      description="Bil finnes" lo-logo no-back-link action-text="Til bilforsikringen" action-href="/privat/forsikring/motor/bil"></kfp-feilside>`);
    await findByShadowRole(document.body, 'heading', { name: 'Du har allerede bilforsikring', level: 1 });
    await findByShadowText(document.body, 'Ring oss.');
    await findByShadowText(document.body, 'Saksnummer følger i e-post.');
    await findByShadowRole(document.body, 'img', { name: 'LO Favør' });
    expect((await findByShadowRole(document.body, 'link', { name: 'Til bilforsikringen' })).getAttribute('href')).to.equal(
      '/privat/forsikring/motor/bil',
    );
    expect(queryAllByShadowRole(document.body, 'link', { name: 'Til forsikringsoversikten' })).to.have.length(0);
    expect(queryAllByShadowRole(document.body, 'button', { name: 'Gå tilbake' })).to.have.length(0);
    await waitFor(() => tracked.length > 0);
    expect(tracked[0]!.properties).to.deep.equal({ type: 'finnes', description: 'Bil finnes' });
    await expectNoAxeViolations();
  });

  it('"Gå tilbake" goes back in history', async () => {
    goTo('/privat/forsikring/oversikt/forrige');
    history.pushState(null, '', '/privat/forsikring/oversikt/feil');
    mount('<kfp-feilside type="generell"></kfp-feilside>');
    (await findByShadowRole(document.body, 'button', { name: 'Gå tilbake' })).click();
    await waitFor(() => location.pathname === '/privat/forsikring/oversikt/forrige');
  });

  it('the not-found page: its text and a link back to the overview inside the router, not tracked, no axe violations', async () => {
    goTo('/privat/forsikring/oversikt/finnes/ikke');
    mount('<kfp-router base="/privat/forsikring/oversikt"></kfp-router>');
    await findByShadowRole(document.body, 'heading', { name: 'Denne siden ser ut til å være borte...', level: 1 });
    const tilbake = await findByShadowRole(document.body, 'link', { name: 'Til forsikringsoversikten' });
    expect(tilbake.getAttribute('href')).to.equal('/privat/forsikring/oversikt');
    expect(tracked).to.have.length(0);
    await findByShadowRole(document.body, 'contentinfo');
    await expectNoAxeViolations();
  });
});
