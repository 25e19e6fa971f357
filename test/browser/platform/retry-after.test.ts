/// <reference types="mocha" />
// One page: the agreements answer 503 with Retry-After in seconds, the offers 429 with Retry-After
// as an HTTP date half a minute ahead.
import { expect } from 'chai';
import { findByShadowText } from 'shadow-dom-testing-library';
import { apiRequests, overrideApi, resetBackend } from '../helpers/backend.ts';
import { API, loadBundle, mount } from '../helpers/portal.ts';
import { waitFor } from '../helpers/wait.ts';

const AVTALER = `${API}/avtaleoversikt/avtaler`;
const TILBUD = `${API}/avtaleoversikt/tilbud`;

describe('Retry-After on 503 and 429', () => {
  before(async () => {
    await resetBackend('skadekunde');
    await overrideApi('GET', AVTALER, { status: 503, body: { message: 'nede' }, headers: { 'Retry-After': '3' } });
    await overrideApi('GET', TILBUD, {
      status: 429,
      body: { message: 'for mange' },
      headers: { 'Retry-After': new Date(Date.now() + 30_000).toUTCString() },
    });
    await loadBundle({ distributor: 'none' });
    mount('<kfp-oversikt></kfp-oversikt><kfp-tilbud></kfp-tilbud>');
  });

  it('retries a 503 once, after the seconds it asks for (not the usual 1 s)', async () => {
    await findByShadowText(document.body, 'En feil oppsto ved henting av forsikringene dine');
    const tider = (await apiRequests()).filter((r) => r.path === AVTALER).map((r) => r.at);
    expect(tider).to.have.length(2);
    expect(tider[1]! - tider[0]!, 'the retry waited for Retry-After: 3').to.be.at.least(2_900);
  });

  it('does not retry a 429 that asks for half a minute, even when another element mounts', async () => {
    await findByShadowText(document.body, 'En feil oppsto ved henting av dine tilbud');
    mount('<kfp-tilbud></kfp-tilbud>');
    await waitFor(() =>
      document.querySelectorAll('kfp-tilbud')[1]?.shadowRoot?.textContent?.includes('En feil oppsto ved henting av dine tilbud'),
    );
    expect((await apiRequests()).filter((r) => r.path === TILBUD)).to.have.length(1);
  });
});
