/// <reference types="mocha" />
import { expect } from 'chai';
import { sentryItems } from '../helpers/analytics.ts';
import { overrideApi, resetBackend } from '../helpers/backend.ts';
import { openFrame, waitForFramePath } from '../helpers/frame.ts';
import { API, mount } from '../helpers/portal.ts';

describe('claims hand-off without a token, with error reporting on', () => {
  it("reports 'Klarte ikke hente autentiseringstoken' before the browser leaves for the fallback address", async () => {
    await resetBackend('skadekunde');
    await overrideApi('GET', `${API}/jumpsst/`, { status: 500, body: { message: 'nede' } });
    const frame = await openFrame('/test/browser/fixtures/router-frame-sentry.html?path=/privat/forsikring/oversikt/jump/seopp/skadesaker', mount(''));
    await waitForFramePath(frame, '/demo/skadesaker', 15_000);
    // No waiting here: the page waited for the report to be sent before it left.
    // The main error is the last of the linked ones (its cause, the failed request, comes first).
    const values = (await sentryItems('event')).map((item) => (item.payload as { exception?: { values: { value: string }[] } }).exception?.values.at(-1)?.value);
    expect(values).to.include('Klarte ikke hente autentiseringstoken');
  });
});
