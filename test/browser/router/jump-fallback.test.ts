import { expect } from 'chai';
import { overrideApi, resetBackend } from '../helpers/backend.ts';
import { openFrame, waitForFramePath } from '../helpers/frame.ts';
import { API, mount } from '../helpers/portal.ts';

describe('kfp-router, claims hand-off without a token', () => {
  it('goes to the fallback address with company set to the brand when the token fetch fails', async () => {
    await resetBackend('skadekunde');
    await overrideApi('GET', `${API}/jumpsst/`, { status: 500, body: { message: 'nede' } });
    const frame = await openFrame(
      '/test/browser/fixtures/router-frame.html?path=/privat/forsikring/oversikt/jump/seopp/skadesaker',
      mount(''),
    );
    const location = await waitForFramePath(frame, '/demo/skadesaker', 15_000);
    expect(new URLSearchParams(location.search).get('company')).to.equal('eika');
  });
});
