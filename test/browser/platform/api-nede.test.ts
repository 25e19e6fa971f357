/// <reference types="mocha" />
// One page: the whole API is down (every call answers 503, the session status too). The router,
// standalone elements and more elements mounted later all want the same endpoints.
import { expect } from 'chai';
import { findByShadowRole } from 'shadow-dom-testing-library';
import { resetBackend } from '../helpers/backend.ts';
import { goTo, loadBundle, mount } from '../helpers/portal.ts';
import { loggEtter, mestIVindu } from '../helpers/storm.ts';

describe('with the whole API down', () => {
  before(async () => {
    await resetBackend('alt-nede');
    await loadBundle();
  });

  it('asks no endpoint more than twice (once and the retry) in 5 s, however many elements want it', async () => {
    goTo('/privat/forsikring/oversikt');
    mount('<kfp-router></kfp-router><kfp-oversikt></kfp-oversikt><kfp-tilbud></kfp-tilbud><kfp-bunntekst></kfp-bunntekst>');
    await findByShadowRole(document.body, 'heading', { name: 'Noe har gått galt' });
    // More elements that need the session status and the contact info, after both have failed.
    mount('<kfp-tilbud></kfp-tilbud><kfp-bunntekst></kfp-bunntekst><kfp-navigasjon></kfp-navigasjon>');
    const log = await loggEtter(5_000);
    const mest = mestIVindu(log, 5_000);
    const forMange = [...mest].filter(([, antall]) => antall > 2);
    expect(forMange, `more than twice in 5 s: ${JSON.stringify(forMange)}`).to.deep.equal([]);
    expect(mest.get('GET /api/privat/forsikring/auth/session-status'), 'the session status: once and the retry').to.equal(2);
  });
});
