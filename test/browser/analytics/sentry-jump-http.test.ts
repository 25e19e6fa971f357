/// <reference types="mocha" />
// The claims hand-off with a plain http jump address (spec §5): no token is fetched and none is
// posted; the browser goes to the fallback address and the refusal is reported with the spec's words.
import { expect } from 'chai';
import { sentryItems } from '../helpers/analytics.ts';
import { apiRequests, resetBackend } from '../helpers/backend.ts';
import { openFrame, waitForFramePath } from '../helpers/frame.ts';
import { API, mount } from '../helpers/portal.ts';

describe('claims hand-off with a plain http jump address', () => {
  it("goes to the fallback address and reports 'Plain text http is not allowed.'; no token is fetched", async () => {
    await resetBackend('skadekunde');
    const jump = encodeURIComponent('http://skade.example.no/jump');
    const frame = await openFrame(
      `/test/browser/fixtures/router-frame-sentry.html?jump=${jump}&path=/privat/forsikring/oversikt/jump/seopp/skadesaker`,
      mount(''),
    );
    const location = await waitForFramePath(frame, '/demo/skadesaker', 15_000);
    expect(new URLSearchParams(location.search).get('company')).to.equal('eika');
    expect(
      (await apiRequests()).filter((request) => request.path === `${API}/jumpsst/`),
      'no token fetched',
    ).to.have.length(0);
    const values = (await sentryItems('event')).map(
      (item) => (item.payload as { exception?: { values: { value: string }[] } }).exception?.values.at(-1)?.value,
    );
    expect(values).to.include('Plain text http is not allowed.');
  });
});
