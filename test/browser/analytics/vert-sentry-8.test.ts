/// <reference types="mocha" />
// Issue 31: the bank's own Sentry keeps the bank's errors and the portal's client keeps ours.
import { sjekkVertMedSentry } from '../helpers/vert-sentry.ts';

describe('a bank page with an older major version of the SDK (8)', () => {
  it("the bank's errors go to the bank's project only, ours to ours only, the bank's client untouched", async function () {
    this.timeout(60_000);
    await sjekkVertMedSentry('8');
  });
});
