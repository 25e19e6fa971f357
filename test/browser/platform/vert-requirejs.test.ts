/// <reference types="mocha" />
// A host page with RequireJS (issue 31): a global `define` with `define.amd`, loaded before the
// bundle. Bundled code that registered itself as an AMD module (a UMD wrapper) would make
// RequireJS throw "Mismatched anonymous define() module"; the portal never does, on any route and
// with analytics loaded, and the page's own AMD modules keep loading.
import { expect } from 'chai';
import { acceptStatistics, analyticsConfig, trackedEvents } from '../helpers/analytics.ts';
import { resetBackend } from '../helpers/backend.ts';
import { goTo, loadBundle, mount } from '../helpers/portal.ts';
import { BASE, gjennomRutene, lastSkript, sideFeil } from '../helpers/vert.ts';
import { waitFor } from '../helpers/wait.ts';

interface RequireJs {
  (deps: string[], callback: (...modules: unknown[]) => void, errback?: (error: Error) => void): void;
  config(config: Record<string, unknown>): void;
  onError: (error: Error) => void;
  s: { contexts: { _: { defined: Record<string, unknown> } } };
}
declare const requirejs: RequireJs;
declare const define: { amd: unknown };

describe('a host page with RequireJS (a global AMD define)', function () {
  this.timeout(90_000);
  const feil = sideFeil();
  let amd: unknown;

  before(async () => {
    await lastSkript('/node_modules/requirejs/require.js');
    amd = define.amd;
    requirejs.onError = (error) => feil.push(`requirejs: ${error.message}`);
    requirejs.config({ paths: { jquery: '/node_modules/jquery/dist/jquery.min' } });
    await resetBackend('skadekunde');
    acceptStatistics();
    await loadBundle(analyticsConfig());
  });

  it('the portal works on every route, analytics loaded, and registers no AMD module', async () => {
    goTo(BASE);
    mount('<kfp-router></kfp-router>');
    await gjennomRutene(feil);
    // Analytics' SDK is a lazy chunk of its own: in, and sending.
    await waitFor(async () => (await trackedEvents()).some((event) => event.event === 'Sidevisning'));
    expect(Object.keys(requirejs.s.contexts._.defined), 'AMD modules defined').to.deep.equal([]);
    expect(define.amd, 'define.amd untouched').to.equal(amd);
    expect(feil).to.deep.equal([]);
  });

  it("the page's own AMD modules still load (its jQuery)", async () => {
    const versjon = await new Promise<string>((resolve, reject) =>
      requirejs(['jquery'], (jq) => resolve((jq as { fn: { jquery: string } }).fn.jquery), reject),
    );
    expect(versjon).to.match(/^3\./);
    expect(Object.keys(requirejs.s.contexts._.defined)).to.deep.equal(['jquery']);
    expect(feil).to.deep.equal([]);
  });
});
