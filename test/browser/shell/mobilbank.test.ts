/// <reference types="mocha" />
// One page inside the mobile bank app (cookie isMobilbankApp), with the app's link formats
// configured: every link that leaves the portal goes through the app, none opens a new tab, and
// label and icon say what really happens (issue 34): a page the app opens in its own web view has
// no '(åpnes i ny fane)' and no external-link icon; 'Skadesaker', which the app hands to the
// phone's browser, says '(åpnes i nettleseren)'.
import { expect } from 'chai';
import { setViewport } from '@web/test-runner-commands';
import { findByShadowRole } from 'shadow-dom-testing-library';
import { resetBackend } from '../helpers/backend.ts';
import { goTo, loadBundle, mount } from '../helpers/portal.ts';
import { waitFor } from '../helpers/wait.ts';
import { navn } from '../helpers/navn.ts';

const vis = (url: string, tittel: string) => `testbank://vis?adresse=${encodeURIComponent(url)}&tittel=${encodeURIComponent(tittel)}`;
const ut = (url: string) => `testbank://ut?adresse=${encodeURIComponent(url)}`;

/** Whether the link carries the external-link icon ('↗', `lagIkon('external', …)`). */
const harUtIkon = (lenke: Element) => lenke.querySelector('[data-icon="external"]') !== null;

/** Every link in the page and its shadow roots. */
function alleLenker(): HTMLAnchorElement[] {
  const lenker: HTMLAnchorElement[] = [];
  const besok = (rot: Document | ShadowRoot) => {
    lenker.push(...rot.querySelectorAll('a'));
    for (const element of rot.querySelectorAll('*')) if (element.shadowRoot) besok(element.shadowRoot);
  };
  besok(document);
  return lenker;
}

describe('in the mobile bank app', () => {
  before(async () => {
    document.cookie = 'isMobilbankApp=true; path=/';
    await resetBackend('eika');
    await loadBundle({
      distributor: 'fana',
      meldSkadeUrl: '/privat/forsikring/skade/meld-skade',
      skadesakerUrl: '/demo/skadesaker',
      personvernUrl: 'https://www.bank.no/personvern',
      prissammenligningUrl: 'https://www.finansportalen.no/bank/',
      mobilbankLenker: { nettvisning: 'testbank://vis?adresse={url}&tittel={title}', nettleser: 'testbank://ut?adresse={url}' },
      finnerIkkeForsikringConfig: [
        {
          title: 'Kjøpt gjennom jobben?',
          description: 'Se arbeidsgiverens sider.',
          link: { url: 'https://www.eksempel.no/jobb', urlText: 'Les mer', external: true },
        },
      ],
    });
    await setViewport({ width: 1280, height: 900 });
    goTo('/privat/forsikring/oversikt');
    mount('<kfp-router></kfp-router>');
  });
  after(() => {
    document.cookie = 'isMobilbankApp=; path=/; max-age=0';
  });

  it("'Meld skade' opens in the app's web view, in place: no 'ny fane', no external-link icon", async () => {
    const nav = await findByShadowRole(document.body, 'navigation', { name: 'Forsikring' });
    const meldSkade = await findByShadowRole(nav, 'link', { name: 'Meld skade' });
    expect(meldSkade.getAttribute('href')).to.equal(vis(`${location.origin}/privat/forsikring/skade/meld-skade`, 'Meld skade'));
    expect(meldSkade.hasAttribute('target')).to.equal(false);
    expect(harUtIkon(meldSkade)).to.equal(false);
  });

  it("the overview's own 'Meld skade' shortcut says the same: no 'ny fane', no external-link icon", async () => {
    const snarveier = await findByShadowRole(document.body, 'list', { name: 'Snarveier' });
    const meldSkade = await findByShadowRole(snarveier, 'link', { name: 'Meld skade' });
    expect(meldSkade.getAttribute('href')).to.equal(vis(`${location.origin}/privat/forsikring/skade/meld-skade`, 'Meld skade'));
    expect(harUtIkon(meldSkade)).to.equal(false);
  });

  it("'Skadesaker' opens the claims address in the phone's browser through the app", async () => {
    const nav = await findByShadowRole(document.body, 'navigation', { name: 'Forsikring' });
    (await findByShadowRole(nav, 'button', { name: 'Dine sider' })).click();
    const skadesaker = await findByShadowRole(nav, 'menuitem', { name: 'Skadesaker (åpnes i nettleseren)' });
    expect(skadesaker.getAttribute('href')).to.equal(ut(`${location.origin}/demo/skadesaker`));
    expect(skadesaker.hasAttribute('target')).to.equal(false);
    expect(harUtIkon(skadesaker), 'it does leave the app: the external-link icon').to.equal(true);
  });

  it('the online bank, an external answer, the configured footer links and the phone go through the app too, in place', async () => {
    const bil = await findByShadowRole(document.body, 'link', { name: navn('Bilforsikring') });
    expect(bil.getAttribute('href')).to.equal(vis('https://nettbank.example.no/fana/', 'Bilforsikring'));
    // The card shows its arrow, not the external-link icon.
    expect(harUtIkon(bil.closest('.kfp-navigation-card')!)).to.equal(false);
    (await findByShadowRole(document.body, 'button', { name: 'Kjøpt gjennom jobben?' })).click();
    const lesMer = await findByShadowRole(document.body, 'link', { name: 'Les mer' });
    expect(lesMer.getAttribute('href')).to.equal(vis('https://www.eksempel.no/jobb', 'Les mer'));
    expect(harUtIkon(lesMer)).to.equal(false);
    const footer = await findByShadowRole(document.body, 'contentinfo');
    const finansportalen = await findByShadowRole(footer, 'link', { name: 'Sammenlign priser på Finansportalen' });
    expect(finansportalen.getAttribute('href')).to.equal(vis('https://www.finansportalen.no/bank/', 'Finansportalen'));
    expect(harUtIkon(finansportalen)).to.equal(false);
    expect((await findByShadowRole(footer, 'link', { name: 'Personvern og informasjonskapsler' })).getAttribute('href')).to.equal(
      vis('https://www.bank.no/personvern', 'Personvern og informasjonskapsler'),
    );
    expect((await findByShadowRole(footer, 'link', { name: /^\+47/ })).getAttribute('href')).to.match(
      /^testbank:\/\/vis\?adresse=tel%3A%2B47\d+&tittel=Kontakt%20oss$/,
    );
  });

  it('no link anywhere opens a new tab', async () => {
    await waitFor(() => alleLenker().length > 10);
    const nyFane = alleLenker()
      .filter((lenke) => lenke.target === '_blank')
      .map((lenke) => `${lenke.textContent} → ${lenke.getAttribute('href')}`);
    expect(nyFane).to.deep.equal([]);
  });
});
